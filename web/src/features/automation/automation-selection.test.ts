import { describe, expect, it } from "vitest"
import { AUTOMATION_CATEGORY_KEYS } from "@shared/automation"

import { cityFixture } from "./automation-fixtures"
import {
  chosenCity,
  INITIAL_SELECTION,
  launchRequest,
  messageToast,
  startButtonLabel,
  type AutomationSelection,
} from "./automation-selection"

const selection = (over: Partial<AutomationSelection> = {}): AutomationSelection => ({
  ...INITIAL_SELECTION,
  ...over,
})

describe("automation selection", () => {
  it("starts with no state or city and the without_website filter", () => {
    expect(INITIAL_SELECTION).toEqual({
      state: null,
      websiteFilter: "without_website",
      mode: "list",
      listCity: null,
      customCity: "",
    })
  })

  it("targets the listed city, or the typed one in custom mode (trimmed, single spaces)", () => {
    const listed = selection({ state: "MI", listCity: cityFixture({ city: "Grand Rapids" }), customCity: "Holland" })
    expect(chosenCity(listed)).toBe("Grand Rapids")
    expect(chosenCity({ ...listed, mode: "custom" })).toBe("Holland")
    expect(chosenCity(selection({ mode: "custom", customCity: "  East   Lansing " }))).toBe("East Lansing")
    expect(chosenCity(selection({ mode: "custom", customCity: "   " }))).toBe("")
  })

  it("sends SPEC §3's scrape request: state, city, filter, the 8 keys, sequential", () => {
    const request = launchRequest(
      selection({ state: "MI", websiteFilter: "all", listCity: cityFixture({ city: "Grand Rapids" }) })
    )
    expect(request).toEqual({
      ok: true,
      body: {
        state: "MI",
        city: "Grand Rapids",
        websiteFilter: "all",
        allCategories: [...AUTOMATION_CATEGORY_KEYS],
        sequentialScraping: true,
      },
    })
    expect(AUTOMATION_CATEGORY_KEYS).toHaveLength(8)
  })

  it("refuses a missing state or city with SPEC §8's words", () => {
    const missing = { ok: false, message: "Missing Information: Please select both state and city" }
    expect(launchRequest(selection())).toEqual(missing)
    expect(launchRequest(selection({ state: "MI" }))).toEqual(missing)
    expect(launchRequest(selection({ state: "MI", mode: "custom", customCity: "  " }))).toEqual(missing)
    expect(launchRequest(selection({ listCity: cityFixture() }))).toEqual(missing)
    expect(messageToast(missing.message)).toEqual({
      variant: "destructive",
      title: "Missing Information",
      description: "Please select both state and city",
    })
  })

  it("labels the start button: running wins over pending", () => {
    expect(startButtonLabel({ pending: false, running: false })).toBe("Start Scraping")
    expect(startButtonLabel({ pending: true, running: false })).toBe("Starting Scraping...")
    expect(startButtonLabel({ pending: false, running: true })).toBe("Running...")
    expect(startButtonLabel({ pending: true, running: true })).toBe("Running...")
  })
})
