import { describe, expect, it } from "vitest"

import { runFixture } from "./automation-fixtures"
import { AutomationPage } from "./automation-page"
import { renderStatic, textOf } from "./render-static"
import { AUTOMATION_STATES_KEY, LATEST_RUN_KEY } from "./use-automation"

const STATES = { states: [{ code: "MI", name: "Michigan" }] }
const page = (run: ReturnType<typeof runFixture> | null) => ({
  [AUTOMATION_STATES_KEY]: STATES,
  [LATEST_RUN_KEY]: { run },
})
/** The Start Scraping button's markup, whatever it reads. */
const startButton = (html: string) =>
  /<button[^>]*data-testid="automation-start"[^>]*>.*?<\/button>/.exec(html)?.[0] ?? ""

describe("AutomationPage", () => {
  it("opens on the four steps with nothing chosen and no run", () => {
    const text = textOf(<AutomationPage />, page(null))
    for (const step of [
      "Step 1: Choose the state",
      "Step 2: Choose the city",
      "Step 3: Review the searches",
      "Step 4: Launch",
    ]) {
      expect(text).toContain(step)
    }
    expect(text).toContain("Choose a state in step 1 to see its cities.")
    expect(text).toContain("Website filter Without website")
    expect(text).not.toContain("Latest automation")
    const button = startButton(renderStatic(<AutomationPage />, page(null)))
    expect(button).toContain("Start Scraping")
    expect(button).toContain('disabled=""')
  })

  it("shows a run in progress: Running..., the tiles' states and the progress card", () => {
    const html = renderStatic(<AutomationPage />, page(runFixture()))
    expect(startButton(html)).toContain("Running...")
    expect(startButton(html)).toContain('disabled=""')
    expect(html).toMatch(/data-key="food_dining" data-state="running"/)
    const text = textOf(<AutomationPage />, page(runFixture()))
    expect(text).toContain("Automation in progress")
    expect(text).toContain("Searching Food & Dining (5 of 8)")
  })

  it("keeps the tiles plain after a run ended, and shows its result below", () => {
    const run = runFixture({ status: "stopped", current: null })
    const html = renderStatic(<AutomationPage />, page(run))
    expect(html).not.toMatch(/data-testid="category-tile"[^>]*data-state=/)
    expect(textOf(<AutomationPage />, page(run))).toContain("Latest automation")
  })
})
