/**
 * Start refuses a location no search can find (issue 38: "Atlantis, ZZ" failed 15 s later, after a
 * billed lookup). The sandbox resolves only the bundled cities (us-cities.ts); Google also finds ZIP
 * codes and neighbourhoods, so there a location passes when it names a US state or a ZIP code.
 */
import { findCity } from "../../data/us-cities"
import { stateByCode, stateByName } from "../../data/us-states"
import { AppError } from "../../lib/errors"
import type { RunMode } from "../../providers/provider-mode"
import { LOCATION_NOT_FOUND } from "./scrape-step"

const ZIP = /\b\d{5}(?:-\d{4})?\b/
const COUNTRY = /^(?:usa|us|u\.s\.a\.?|u\.s\.?|united states(?: of america)?)$/i

/** The location's last part that is not the country: "Austin, TX, USA" -> "TX". */
function statePart(location: string): string {
  const parts = location
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "" && !COUNTRY.test(p))
  return parts.length > 1 ? (parts.at(-1) ?? "") : ""
}

const namesState = (text: string) => !!(stateByName(text) ?? (text.length === 2 ? stateByCode(text) : undefined))

/** Whether a search in `mode` can resolve the location, judged without a request. */
export function isKnownLocation(location: string, mode: RunMode | null): boolean {
  if (findCity(location)) return true
  if (mode === "sandbox") return false
  return ZIP.test(location) || namesState(statePart(location))
}

/** The 400 for an unknown location, on the location field, before anything is stored or billed. */
export function unknownLocation(location: string, mode: RunMode | null) {
  const hint =
    mode === "sandbox"
      ? "Try a US city and state (e.g. Grand Rapids, MI)."
      : "Try a US city and state (e.g. Grand Rapids, MI) or a ZIP code."
  const message = `${LOCATION_NOT_FOUND} "${location.trim()}". It is not a US city or state we know. ${hint}`
  return new AppError("location_not_found", 400, message, { issues: [{ path: "location", message }] })
}

export function assertKnownLocation(location: string, mode: RunMode | null) {
  if (!isKnownLocation(location, mode)) throw unknownLocation(location, mode)
}
