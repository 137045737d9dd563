/**
 * When a callback may be dialled. The lead chose the time, so the campaign's window does not apply
 * (a lead who says "call me Thursday at 2" on an overnight campaign is called Thursday at 2); the
 * operator's own guard does: with "only call 8 AM-9 PM callee time" on, a callback outside those hours
 * waits for the next 8 AM in the callee's zone. The do-not-call list and the provider budget apply
 * at dial time like any call.
 */
import { CALLEE_HOURS, WEEKDAYS } from "../../schemas/campaign-rules"
import { isWithinCalleeHours } from "../campaigns/callee-time"
import { type LocalTime, localTime, nextWindowOpening } from "../campaigns/calling-window"

const CALLEE_WINDOW = { ...CALLEE_HOURS, workDays: WEEKDAYS }

/** May a callback due by now be dialled at this local reading of the callee's zone? */
export const callbackAllowedAt = (local: LocalTime, calleeHoursOnly: boolean) =>
  !calleeHoursOnly || isWithinCalleeHours(local)

/** The first instant at or after `at` the callback may be dialled (its time, or the next allowed moment). */
export function callbackDialAt(at: number, zone: string, calleeHoursOnly: boolean) {
  if (callbackAllowedAt(localTime(at, zone), calleeHoursOnly)) return at
  return nextWindowOpening({ ...CALLEE_WINDOW, timezone: zone }, at) ?? at
}
