/**
 * Phone numbers (SPEC §5), shared by the web forms and the worker: no worker-only imports here.
 * Stored numbers are E.164-like strings built by `normalizePhone`; forms show `formatPhoneInput`.
 */
import { AsYouType, parsePhoneNumberFromString } from "libphonenumber-js"

/** The form's phone field never grows past "(555) 123-4567" (SPEC §9). */
export const PHONE_INPUT_MAX_LENGTH = 14

/** A phone is usable (forms, CSV keep rule) only with at least this many digits. */
export const MIN_PHONE_DIGITS = 10

export const phoneDigits = (value: string) => value.replace(/\D/g, "")

/**
 * SPEC §5 normalisation, exactly: 10 digits give "+1" + digits; 11 digits starting with 1 give
 * "+" + digits; anything else gives "+1" + the last 10 digits.
 * With fewer than 10 digits "the last 10" is all of them, so "555-1234" becomes "+15551234" (and ""
 * becomes "+1"). Such a number has fewer than 10 digits, so forms reject it and the CSV keep rule
 * ("at least 10 digits and starts with +") drops it; normalisation itself never throws.
 */
export function normalizePhone(raw: string): string {
  const digits = phoneDigits(raw)
  if (digits.length === 10) return `+1${digits}`
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`
  return `+1${digits.slice(-10)}`
}

/**
 * Live formatting for the phone input: digits only, shown progressively as "(555) 123-4567".
 * A leading 1 is the US country code (no North American area code starts with 1), so it is
 * dropped: pasting "+1 555 123 4567" shows "(555) 123-4567". Ten digits at most, so the result
 * never exceeds 14 characters.
 */
export function formatPhoneInput(raw: string): string {
  const digits = phoneDigits(raw).replace(/^1/, "").slice(0, MIN_PHONE_DIGITS)
  if (!digits) return ""
  return new AsYouType("US").input(digits).slice(0, PHONE_INPUT_MAX_LENGTH)
}

/**
 * A stored number for display: North American numbers as "(555) 123-4567", other valid-looking
 * numbers in international format, anything else unchanged (never hide what is stored).
 */
export function formatPhoneDisplay(e164: string): string {
  const nanp = /^\+1(\d{10})$/.exec(e164)
  if (nanp) return new AsYouType("US").input(nanp[1]!)
  const parsed = e164.startsWith("+") ? parsePhoneNumberFromString(e164) : undefined
  return parsed?.isPossible() ? parsed.formatInternational() : e164
}
