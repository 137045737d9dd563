import { formatPhoneInput, phoneDigits } from "@shared/phone"

/**
 * The next value of a live-formatted phone input. Deleting only a formatting character, e.g. the
 * ")" of "(555)", would be re-added by the formatter and trap Backspace, so such a deletion drops
 * the last digit instead.
 */
export function nextPhoneInput(previous: string, typed: string) {
  const digits = phoneDigits(typed)
  if (typed.length < previous.length && digits === phoneDigits(previous)) {
    return formatPhoneInput(digits.slice(0, -1))
  }
  return formatPhoneInput(typed)
}
