import { describe, expect, it } from "vitest"

import { nextStepId, nextSteps } from "./next-steps"
import { checklistHeadline } from "./setup-checklist-text"

describe("the dashboard's next steps (issue 38)", () => {
  it("find leads, then start a campaign, then see demos, each a link; the first not done is next", () => {
    const fresh = nextSteps({ contacts: 0, startedCampaigns: 0, demos: 0 })
    expect(fresh.map((s) => [s.label, s.href, s.done])).toEqual([
      ["Find leads", "/scraping", false],
      ["Start a campaign", "/calls#campaigns", false],
      ["See demos", "/calendar", false],
    ])
    expect(nextStepId(fresh)).toBe("leads")
    const leads = nextSteps({ contacts: 1240, startedCampaigns: 0, demos: 0 })
    expect(leads[0]).toMatchObject({ done: true, detail: "1,240 contacts to call" })
    expect(nextStepId(leads)).toBe("campaign")
    expect(nextStepId(nextSteps({ contacts: 3, startedCampaigns: 1, demos: 2 }))).toBeNull()
  })

  it("a sandbox with every step done says it is ready to try, not live", () => {
    expect(checklistHeadline(0, 9, true)).toBe("Sandbox: ready to try, not live.")
    expect(checklistHeadline(0, 9, false)).toBe("Everything is set up and checked.")
    expect(checklistHeadline(2, 9, true)).toBe("2 of 9 steps left before going live.")
  })
})
