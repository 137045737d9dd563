/**
 * The numbers a Settings → Voice test call may not dial, whoever asks: the test call dials any number
 * typed in, on the operator's Vapi account, so lines that bill the caller or reach a public service
 * are refused. Shared by the worker's schema (testCallSchema) and the web form, so both say the same.
 *
 * Refused, in the North American plan (+1): area code 900 and the 976 exchange (premium rate: the
 * caller pays per minute), N11 codes as an area code or an exchange (211-911: services and
 * emergency, never a subscriber), and the 555 exchange except 555-0100 to 555-0199 (reserved for
 * fiction: they ring nowhere, so the sandbox and demos use them; the rest of 555 is directory and
 * information services), and +1 numbers outside the US (and its territories) and Canada (the Caribbean's 876, 809, 284...:
 * dialled like a US number but billed at international rates, the "one-ring" scams' favourite). Elsewhere: what libphonenumber types as premium rate or shared cost.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max"

const N11 = /^[2-9]11$/
/** +1 regions billed as domestic calls: the US with its territories, and Canada. */
const DOMESTIC_NANP = new Set(["US", "CA", "PR", "VI", "GU", "MP", "AS"])

/**
 * Why a test call may not dial this E.164 number, in the operator's words, or null. `lead` starts
 * each sentence: the operator's phone (settings/operator.ts) is refused with its own words.
 */
export function testCallNumberProblem(e164: string, lead = "A test call cannot dial"): string | null {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164)
  if (nanp) {
    const [, area, exchange, line] = nanp as unknown as [string, string, string, string]
    if (area === "900") return `${lead} a 900 number: it is a premium-rate line.`
    if (exchange === "976") return `${lead} a 976 number: it is a premium-rate line.`
    if (N11.test(area) || N11.test(exchange)) {
      return `${lead} an N11 service code (211 to 911): use your own phone number.`
    }
    if (exchange === "555" && !line.startsWith("01")) {
      return `${lead} a 555 information number (only the fictional 555-0100 to 555-0199 are allowed).`
    }
    const country = parsePhoneNumberFromString(e164)?.country
    if (country && !DOMESTIC_NANP.has(country)) {
      return `${lead} a +1 number outside the US and Canada (${country}): it is billed at international rates.`
    }
    return null
  }
  const type = parsePhoneNumberFromString(e164)?.getType()
  if (type === "PREMIUM_RATE" || type === "SHARED_COST") {
    return `${lead} a premium-rate or shared-cost number: use your own phone number.`
  }
  return null
}
