/**
 * Phone numbers, the one normaliser for contacts, CSV import, do-not-call and search. Shared by
 * the web forms and the worker: no worker-only imports here.
 * Stored numbers are E.164 strings built by `toE164`; forms show `formatPhoneInput`.
 *
 * The "max" metadata (about 39 kB gzipped, against 19 kB for "min") buys real validation: "min"
 * only checks a number's length, so "+49 1234" or a Chinese number with a carrier code passed it.
 * The dialer pays for every number it dials, so the web and worker bundles carry the larger set.
 */
import { AsYouType, parsePhoneNumberFromString } from "libphonenumber-js/max"

import { formatNanpDisplay } from "./phone-display"

/**
 * The phone field's length limit. A US number is shown as "(555) 123-4567" (14 characters, the
 * spec's limit); the field allows more so an international number fits, and so does a pasted
 * "+44 (0)20 7946 0958" before it is reformatted (the browser cuts a paste at the limit).
 */
export const PHONE_INPUT_MAX_LENGTH = 24

/** A US number in the form, "(555) 123-4567", never longer than this (SPEC §9). */
export const US_PHONE_INPUT_LENGTH = 14

/** SPEC §5's CSV keep rule: a phone has at least this many digits. */
export const MIN_PHONE_DIGITS = 10

/** E.164 caps a number (country code included) at 15 digits. */
const MAX_E164_DIGITS = 15

const NANP_NATIONAL_DIGITS = 10

/** The contact forms' text for a number that is not a phone number. */
export const PHONE_INVALID_MESSAGE = "Enter a valid phone number"

export const phoneDigits = (value: string) => value.replace(/\D/g, "")

/** Written with an international prefix: "+44 …", "0044 …", "(+44) …". */
const INTERNATIONAL_PREFIX = /^[\s(]*(?:\+|00)/

/** The digits after the international prefix ("+" or "00"), or null for a national number. */
function internationalDigits(raw: string): string | null {
  const prefix = INTERNATIONAL_PREFIX.exec(raw)
  if (!prefix) return null
  const digits = phoneDigits(raw)
  return prefix[0].endsWith("00") ? digits.slice(2) : digits
}

// An area code never starts with 0 or 1, so "0207946095" is no US number. Numbers are otherwise
// not checked against the plan: the sandbox's 555-01xx numbers must stay valid.
const nanp = (national: string) => (/^[2-9]\d{9}$/.test(national) ? `+1${national}` : null)

function otherCountry(digits: string): string | null {
  if (digits.length > MAX_E164_DIGITS) return null
  const parsed = parsePhoneNumberFromString(`+${digits}`)
  if (!parsed?.isValid()) return null
  // libphonenumber drops digits it reads as a trunk or carrier prefix. A trunk "0" written after
  // the country code ("+44 (0)20 …") names the same line; dropping anything else would dial a
  // different number.
  const written = digits.slice(parsed.countryCallingCode.length)
  return written === parsed.nationalNumber || written === `0${parsed.nationalNumber}` ? parsed.number : null
}

/**
 * The number as stored (E.164), or null when it is not a phone number. Never a different number:
 * - national input follows SPEC §5: 10 digits give "+1" and the digits, 11 digits starting with 1
 *   give "+" and the digits (the spec's "+1 and the last 10 digits" of anything else would turn
 *   "+44 20 7946 0958" into a US number, so anything else is refused);
 * - input written with "+" or "00" keeps its country code: +1 follows the US rule, any other
 *   country must be a valid number of that country.
 */
export function toE164(raw: string): string | null {
  const international = internationalDigits(raw)
  if (international !== null) {
    return international.startsWith("1") ? nanp(international.slice(1)) : otherCountry(international)
  }
  const digits = phoneDigits(raw)
  if (digits.length === NANP_NATIONAL_DIGITS) return nanp(digits)
  if (digits.length === NANP_NATIONAL_DIGITS + 1 && digits.startsWith("1")) return nanp(digits.slice(1))
  return null
}

export const isValidPhone = (raw: string) => toE164(raw) !== null

/**
 * `toE164` for input that was validated already (the forms and request schemas refuse what it
 * cannot read). Anything else comes back trimmed, as typed: it is never turned into a number.
 */
export const normalizePhone = (raw: string): string => toE164(raw) ?? raw.trim()

/**
 * The digits to look for inside stored numbers when a search is typed as a phone number: a whole
 * number as stored ("0044 20 7946 0958" finds "+442079460958"), otherwise the digits typed, after
 * an international "00" ("0044 20" finds it too).
 */
export function phoneQueryDigits(term: string): string {
  const whole = toE164(term)
  if (whole) return whole.slice(1)
  return internationalDigits(term) ?? phoneDigits(term)
}

const formatUs = (national: string) => {
  const digits = national.slice(0, NANP_NATIONAL_DIGITS)
  return digits ? new AsYouType("US").input(digits).slice(0, US_PHONE_INPUT_LENGTH) : ""
}

/**
 * Live formatting for the phone input. A national number keeps digits only, shown progressively
 * as "(555) 123-4567"; a leading 1 (or "+1") is the US country code (no North American area code
 * starts with 1), so it is dropped. A number written with "+" or "00" and another country code is
 * shown internationally, "+44 20 7946 0958", instead of being forced into the US shape.
 */
export function formatPhoneInput(raw: string): string {
  const international = internationalDigits(raw)
  if (international === null) return formatUs(phoneDigits(raw).replace(/^1/, ""))
  if (international.startsWith("1")) return formatUs(international.slice(1))
  return new AsYouType().input(`+${international.slice(0, MAX_E164_DIGITS)}`)
}

/**
 * A stored number for display: North American numbers as "(555) 123-4567", other valid-looking
 * numbers in international format, anything else unchanged (never hide what is stored).
 * Every number `toE164` stores (area code 2-9) takes the fast path, without the phone library (its
 * formatter costs ~16 µs a call, paid per row by the Sheets sync and the calendar feed); the
 * library prints those exactly the same.
 */
export function formatPhoneDisplay(e164: string): string {
  const nanpNumber = formatNanpDisplay(e164)
  if (nanpNumber) return nanpNumber
  const us = /^\+1(\d{10})$/.exec(e164)
  if (us) return new AsYouType("US").input(us[1]!)
  const parsed = e164.startsWith("+") ? parsePhoneNumberFromString(e164) : undefined
  return parsed?.isPossible() ? parsed.formatInternational() : e164
}
