import { formatPhoneInput } from "@shared/phone"

/**
 * The next value of a live-formatted phone input. Deleting only a formatting character, e.g. the
 * ")" of "(555)" or the space of "+44 20", would be re-added by the formatter and trap Backspace,
 * so such a deletion drops the last digit instead.
 */
export function nextPhoneInput(previous: string, typed: string) {
  const next = formatPhoneInput(typed)
  if (typed.length < previous.length && next === previous) {
    return formatPhoneInput(typed.replace(/\d(?=\D*$)/, ""))
  }
  return next
}
