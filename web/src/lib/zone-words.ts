/**
 * A time zone as the operator says it: "America/New_York" -> "Eastern Time" (issue 38: no IANA id on
 * screen). The US zones the app meets by name; any other from the browser's own generic name
 * ("United Kingdom Time"), else the id's city in words ("Kolkata").
 */
const NAMES: Record<string, string> = {
  "America/New_York": "Eastern Time",
  "America/Detroit": "Eastern Time",
  "America/Chicago": "Central Time",
  "America/Denver": "Mountain Time",
  "America/Boise": "Mountain Time",
  "America/Phoenix": "Arizona Time",
  "America/Los_Angeles": "Pacific Time",
  "America/Anchorage": "Alaska Time",
  "Pacific/Honolulu": "Hawaii Time",
  "America/Puerto_Rico": "Atlantic Time",
  UTC: "UTC",
  "Etc/UTC": "UTC",
}

const cache = new Map<string, string>()

export function zoneWords(timeZone: string): string {
  const known = NAMES[timeZone] ?? cache.get(timeZone)
  if (known) return known
  let words = timeZone.split("/").pop()!.replace(/_/g, " ")
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName")?.value
    // "GMT+05:30" says nothing a person would: the city reads better.
    if (part && !/^GMT/.test(part)) words = part
  } catch {
    // Not a zone Intl knows: the id's city in words.
  }
  cache.set(timeZone, words)
  return words
}
