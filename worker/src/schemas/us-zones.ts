// Which IANA zone a US state, or an area code in the minority zone of its state, is in: the
// callee-time rules (services/campaigns/us-time-zones.ts), the sandbox locale and the web (AI
// Automation's city zone) read them. Shared with the web (`@shared/us-zones`).

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

/** Area codes in the minority zone of their state. */
export const AREA_CODE_ZONES: Record<string, string> = {
  "219": CT, // north-west Indiana
  "270": CT, // western Kentucky
  "364": CT,
  "423": ET, // eastern Tennessee
  "865": ET,
  "915": MT, // El Paso
}

/** Cities in the minority zone of their state, by "City|ST" (the bundled city list's names). */
const CITY_ZONES: Record<string, string> = {
  "El Paso|TX": MT,
  "Horizon City|TX": MT,
  "Socorro|TX": MT,
  "Gary|IN": CT,
  "Hammond|IN": CT,
  "Evansville|IN": CT,
  "Owensboro|KY": CT,
  "Bowling Green|KY": CT,
  "Paducah|KY": CT,
  "Knoxville|TN": ET,
  "Chattanooga|TN": ET,
  "Johnson City|TN": ET,
  "Boise|ID": MT,
  "Coeur d'Alene|ID": PT,
  "Lewiston|ID": PT,
  "Pensacola|FL": CT,
  "Panama City|FL": CT,
}

/** A city's zone: its own when the state has two, else its state's; null for a state not listed. */
export function cityZone(state: string, city: string | null): string | null {
  return (city ? CITY_ZONES[`${city}|${state}`] : undefined) ?? STATE_ZONES[state] ?? null
}
