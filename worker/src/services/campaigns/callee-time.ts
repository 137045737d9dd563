import { CALLEE_HOURS } from "../../schemas/campaign-rules"
import { type LocalTime, parseClock } from "./calling-window"
import { AREA_CODE_STATES, AREA_CODE_ZONES, STATE_NAMES, STATE_ZONES } from "./us-time-zones"

// ", MI", ", MI 49503", ", MI 49503-1234, USA": the state follows a comma, so "12 Oak Ct" is not Connecticut.
const STATE_CODE_AT_END =
  /,\s*([A-Z]{2})\.?(?:\s+\d{5}(?:-\d{4})?)?(?:\s*,?\s*(?:USA|US|U\.S\.A?\.?|United States(?: of America)?))?\s*$/
const STATE_NAME_AT_END =
  /,\s*([a-z ]+?)(?:\s+\d{5}(?:-\d{4})?)?(?:\s*,?\s*(?:usa|us|united states(?: of america)?))?\s*$/i

/** The state a US address ends with, or null. */
export function stateFromAddress(address: string | null | undefined): string | null {
  if (!address) return null
  const code = STATE_CODE_AT_END.exec(address)?.[1]
  if (code && STATE_ZONES[code]) return code
  const name = STATE_NAME_AT_END.exec(address)?.[1]?.trim().toLowerCase()
  return (name && STATE_NAMES[name]) || null
}

/** The area code of a North American number (E.164 "+1..." or 10 digits), or null. */
export function areaCodeOf(phone: string | null | undefined): string | null {
  const text = (phone ?? "").trim()
  const digits = text.replace(/\D/g, "")
  // Stored numbers are E.164: only +1 numbers have a North American area code (+43 2… is not Texas).
  if (text.startsWith("+")) return digits.length === 11 && digits.startsWith("1") ? digits.slice(1, 4) : null
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
  return national.length === 10 ? national.slice(0, 3) : null
}

/**
 * A contact's IANA zone, when it can be told: the address's state first (a business's address is
 * where it answers the phone; its own-state area code says which part of a two-zone state), then the
 * phone's area code (mobile numbers travel). Null otherwise.
 */
export function calleeTimeZone(contact: { address?: string | null; phone?: string | null }) {
  const state = stateFromAddress(contact.address)
  const area = areaCodeOf(contact.phone)
  // A number of the address's own state in its minority zone tells the part of the state: an El Paso
  // business (915) keeps Mountain time though Texas is mostly Central.
  if (state) return (area && AREA_CODE_STATES[area] === state && AREA_CODE_ZONES[area]) || STATE_ZONES[state] || null
  if (!area) return null
  const areaState = AREA_CODE_STATES[area]
  return AREA_CODE_ZONES[area] ?? (areaState ? (STATE_ZONES[areaState] ?? null) : null)
}

/** 8am-9pm in the callee's local time (47 CFR 64.1200(c)(1)). */
export function isWithinCalleeHours(local: LocalTime) {
  return local.minutes >= parseClock(CALLEE_HOURS.startTime) && local.minutes < parseClock(CALLEE_HOURS.endTime)
}
