import type { ReactElement } from "react"
import { describe, expect, it } from "vitest"
import { CALLING_HOURS_PRESETS, CALLING_HOURS_REACH } from "@shared/calling-hours"
import { startingHours } from "@shared/calling-policy"
import { IMPORT_SCREEN_DEFAULTS, WEEKDAYS } from "@shared/campaign-rules"

import { renderStatic, textOf } from "@/features/automation/render-static"
import { INITIAL_SELECTION } from "@/features/automation/automation-selection"
import { useAutomationLaunch } from "@/features/automation/use-automation-launch"
import { SETTINGS_KEY } from "@/hooks/use-settings"
import { CallingHoursField } from "./calling-hours-field"
import { hoursSummary } from "./calling-hours-value"
import { CreateCampaignForm } from "./create-campaign-form"

/** The settings answer as GET /api/settings gives it (only the keys that matter here). */
const settings = (values: Record<string, string>) => ({
  [SETTINGS_KEY]: Object.entries(values).map(([key, value]) => ({ key, value })),
})
const OVERNIGHT = { startTime: "00:01", endTime: "06:00", workDays: [...WEEKDAYS] }
const UNREACHABLE = "This calling window never reaches anyone"

const field = (value = OVERNIGHT) => (
  <CallingHoursField idPrefix="t" value={value} onChange={() => {}} timezone="America/New_York" />
)
/** The control's reach line (under the select). */
const reachLine = (node: ReactElement, fallback?: Record<string, unknown>) =>
  renderStatic(node, fallback)
    .split('data-testid="campaign-hours-reach"')[1]
    ?.split("</p>")[0]
    ?.replace(/^[^>]*>/, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")

/** AI Automation's hours as its page starts them. */
function AutomationHours() {
  const { hours, unreachable } = useAutomationLaunch(INITIAL_SELECTION, false)
  return <p>{`${hoursSummary(hours)}${unreachable ? " unreachable" : ""}`}</p>
}

describe("CallingHoursField: who each preset reaches", () => {
  it("says in one line who the chosen preset reaches", () => {
    expect(textOf(field())).toContain("Reaches voicemail and after-hours lines")
    const business = { ...CALLING_HOURS_PRESETS.business, workDays: [...IMPORT_SCREEN_DEFAULTS.workDays] }
    expect(textOf(field(business))).toContain("Reaches owners and front desks while businesses are open.")
    expect(textOf(field({ startTime: "10:00", endTime: "12:00", workDays: ["monday"] }))).toContain(
      CALLING_HOURS_REACH.custom
    )
  })
})

describe("where new campaigns start (Settings → Dialing rules)", () => {
  it("keeps the spec's 12:01-6:00 AM while no policy is chosen, and the policy once it is", () => {
    expect(reachLine(<CreateCampaignForm />, settings({}))).toBe(CALLING_HOURS_REACH.overnight)
    expect(textOf(<CreateCampaignForm />, settings({}))).toContain("12:01 AM-6:00 AM, Every day")
    const evening = textOf(<CreateCampaignForm />, settings({ calling_policy: "evening" }))
    expect(evening).toContain("7:00 PM-9:00 PM, Every day")
    expect(reachLine(<CreateCampaignForm />, settings({ calling_policy: "evening" }))).toBe(CALLING_HOURS_REACH.evening)
  })

  it("with only 8 AM-9 PM callee time on, starts from hours that reach someone, never a red form", () => {
    const unset = textOf(<CreateCampaignForm />, settings({ callee_hours_only: "true" }))
    expect(unset).toContain("9:00 AM-5:00 PM, Mon-Fri")
    expect(unset).not.toContain(UNREACHABLE)
    // An Overnight policy gives way to Business hours; a reachable one is kept.
    const overnight = textOf(
      <CreateCampaignForm />,
      settings({ callee_hours_only: "true", calling_policy: "overnight" })
    )
    expect(overnight).toContain("9:00 AM-5:00 PM, Mon-Fri")
    expect(overnight).not.toContain(UNREACHABLE)
    const evening = textOf(<CreateCampaignForm />, settings({ callee_hours_only: "true", calling_policy: "evening" }))
    expect(evening).toContain("7:00 PM-9:00 PM, Every day")
  })

  it("starts AI Automation's hours the same way", () => {
    expect(textOf(<AutomationHours />, settings({}))).toContain("12:01 AM-6:00 AM, Every day")
    expect(textOf(<AutomationHours />, settings({ calling_policy: "business" }))).toContain("9:00 AM-5:00 PM, Mon-Fri")
    const guarded = textOf(<AutomationHours />, settings({ callee_hours_only: "true" }))
    expect(guarded).toContain("9:00 AM-5:00 PM, Mon-Fri")
    expect(guarded).not.toContain("unreachable")
  })

  it("startingHours: policy, else the screen's default, else Business hours under the callee rule", () => {
    const importDefault = { ...CALLING_HOURS_PRESETS.business, workDays: [...IMPORT_SCREEN_DEFAULTS.workDays] }
    expect(startingHours(OVERNIGHT, null, false)).toEqual(OVERNIGHT)
    expect(startingHours(importDefault, null, false).startTime).toBe("09:00")
    expect(startingHours(OVERNIGHT, "evening", false)).toMatchObject({ startTime: "19:00", endTime: "21:00" })
    expect(startingHours(OVERNIGHT, null, true)).toMatchObject({ startTime: "09:00", endTime: "17:00" })
    expect(startingHours(OVERNIGHT, "overnight", true)).toMatchObject({ startTime: "09:00", endTime: "17:00" })
    expect(startingHours(OVERNIGHT, "overnight", false)).toEqual(OVERNIGHT)
  })
})
