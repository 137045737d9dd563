/** Does Intl know this IANA zone name? Shared by the request schemas (worker and web bundle). */
export function isTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone })
    return true
  } catch {
    return false
  }
}
