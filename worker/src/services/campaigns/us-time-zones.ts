/**
 * Where a US phone number or address is, for the callee-local-time rules. Multi-zone states take the
 * zone most of their people live in; a few area codes that sit in the other zone override it.
 */

// Re-exported: the callee-time rules read it from here.
export { AREA_CODE_STATES } from "../../data/us-area-codes"

// Moved to data/ (the sandbox locale reads them too; providers may not import services).
import { AREA_CODE_ZONES, STATE_ZONES } from "../../data/us-zones"
export { AREA_CODE_ZONES, STATE_ZONES }

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
