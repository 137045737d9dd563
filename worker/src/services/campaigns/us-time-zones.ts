/**
 * Where a US phone number or address is, for the callee-local-time rules. Multi-zone states take the
 * zone most of their people live in; a few area codes that sit in the other zone override it.
 */

// Re-exported: the callee-time rules read it from here.
export { AREA_CODE_STATES } from "../../data/us-area-codes"

const ET = "America/New_York"
const CT = "America/Chicago"
const MT = "America/Denver"
const PT = "America/Los_Angeles"

/** State (USPS abbreviation) -> IANA zone. */
export const STATE_ZONES: Record<string, string> = {
  ...Object.fromEntries(
    "CT DE DC FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV".split(" ").map((s) => [s, ET])
  ),
  ...Object.fromEntries("AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI".split(" ").map((s) => [s, CT])),
  ...Object.fromEntries("CO ID MT NM UT WY".split(" ").map((s) => [s, MT])),
  ...Object.fromEntries("CA NV OR WA".split(" ").map((s) => [s, PT])),
  AZ: "America/Phoenix",
  AK: "America/Anchorage",
  HI: "Pacific/Honolulu",
  PR: "America/Puerto_Rico",
  VI: "America/Puerto_Rico",
  GU: "Pacific/Guam",
  MP: "Pacific/Guam",
  AS: "Pacific/Pago_Pago",
}

/** Every zone this module can answer, for the dialer's per-zone checks. */
export const US_ZONES = [...new Set(Object.values(STATE_ZONES))]

export const STATE_NAMES: Record<string, string> = Object.fromEntries(
  (
    "alabama:AL,alaska:AK,arizona:AZ,arkansas:AR,california:CA,colorado:CO,connecticut:CT," +
    "delaware:DE,district of columbia:DC,florida:FL,georgia:GA,hawaii:HI,idaho:ID,illinois:IL," +
    "indiana:IN,iowa:IA,kansas:KS,kentucky:KY,louisiana:LA,maine:ME,maryland:MD,massachusetts:MA," +
    "michigan:MI,minnesota:MN,mississippi:MS,missouri:MO,montana:MT,nebraska:NE,nevada:NV," +
    "new hampshire:NH,new jersey:NJ,new mexico:NM,new york:NY,north carolina:NC,north dakota:ND," +
    "ohio:OH,oklahoma:OK,oregon:OR,pennsylvania:PA,rhode island:RI,south carolina:SC," +
    "south dakota:SD,tennessee:TN,texas:TX,utah:UT,vermont:VT,virginia:VA,washington:WA," +
    "west virginia:WV,wisconsin:WI,wyoming:WY,puerto rico:PR"
  )
    .split(",")
    .map((pair) => pair.split(":") as [string, string])
)

/** Area codes in the minority zone of their state. */
export const AREA_CODE_ZONES: Record<string, string> = {
  "219": CT, // north-west Indiana
  "270": CT, // western Kentucky
  "364": CT,
  "423": ET, // eastern Tennessee
  "865": ET,
  "915": MT, // El Paso
}
