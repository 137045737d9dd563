// Checking a zone builds a DateTimeFormat (about 60 µs); polled requests name the same few zones,
// so known-good names are remembered (capped, as names come from requests).
const MAX_KNOWN_ZONES = 64
const known = new Set<string>()

/** Does Intl know this IANA zone name? Shared by the request schemas (worker and web bundle). */
export function isTimeZone(timeZone: string) {
  if (known.has(timeZone)) return true
  try {
    new Intl.DateTimeFormat("en-US", { timeZone })
  } catch {
    return false
  }
  if (known.size < MAX_KNOWN_ZONES) known.add(timeZone)
  return true
}
