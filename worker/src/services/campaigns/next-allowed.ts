/**
 * When contacts in one callee zone may next be called: the moment every rule the dialer applies
 * (dialer-plan.ts) holds at once. Each rule is a window in a zone; a rule that fails at `t` cannot
 * hold before its next opening, so the latest of those openings is the next candidate.
 */
import { CALLEE_HOURS, WEEKDAYS } from "../../schemas/campaign-rules"
import { type CallingWindow, isWithinWindow, nextWindowOpening } from "./calling-window"

const CALLEE_DAY = { ...CALLEE_HOURS, workDays: [...WEEKDAYS] }

/** The windows that must all hold to call a contact of `zone` ("" = unknown: the campaign's zone). */
export function rulesFor(campaign: CallingWindow, zone: string, calleeHoursOnly: boolean): CallingWindow[] {
  const rules: CallingWindow[] = [campaign]
  if (zone) rules.push({ ...campaign, timezone: zone })
  if (calleeHoursOnly) rules.push({ ...CALLEE_DAY, timezone: zone || campaign.timezone })
  return rules
}

/** Which rules fail at `instant`. */
export const failing = (rules: CallingWindow[], instant: number) => rules.filter((r) => !isWithinWindow(r, instant))

/** The first instant >= `now` at which every rule holds, or null (within about a week) when none. */
export function nextAllowed(rules: CallingWindow[], now: number): number | null {
  let t = now
  for (let round = 0; round < 24; round++) {
    const bad = failing(rules, t)
    if (!bad.length) return t
    let next = t
    for (const r of bad) {
      const opening = nextWindowOpening(r, t + 60_000)
      if (opening === null) return null
      next = Math.max(next, opening)
    }
    if (next - now > 9 * 86_400_000) return null
    t = next
  }
  return null
}
