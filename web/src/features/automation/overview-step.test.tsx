import { describe, expect, it } from "vitest"
import { WEEKDAYS } from "@shared/campaign-rules"

import { OverviewStep } from "./overview-step"
import { renderStatic, textOf } from "./render-static"

type Props = Partial<Parameters<typeof OverviewStep>[0]>
const step = (props: Props) => (
  <OverviewStep
    target="Grand Rapids, Michigan"
    websiteFilter="without_website"
    pending={false}
    running={false}
    message={null}
    hours={{ startTime: "00:01", endTime: "06:00", workDays: [...WEEKDAYS] }}
    onHoursChange={() => {}}
    zone="America/New_York"
    onZoneChange={() => {}}
    operatorZone="America/New_York"
    unreachable={false}
    onStart={() => {}}
    {...props}
  />
)
/** The step's action button: the last one (the calling-hours picker above it is a button too). */
const button = (html: string) => [...html.matchAll(/<button[^>]*>.*?<\/button>/g)].at(-1)?.[0] ?? ""

describe("OverviewStep", () => {
  it("gives the target, the categories, the results, the filter and what happens next (SPEC §2.6)", () => {
    const text = textOf(step({ websiteFilter: "with_website" }))
    expect(text).toContain("Target Grand Rapids, Michigan")
    expect(text).toContain("Categories All 8 categories in sequence")
    expect(text).toContain("Results 500 results per category (4,000 in total)")
    expect(text).toContain("Website filter With website")
    expect(text).toContain("What happens next")
    for (const item of [
      "Scrape sequentially",
      "Auto-categorize and deduplicate",
      "Create a campaign",
      "Schedule it for tomorrow at 12:01 AM",
      "Track progress in the Scraping tab",
    ]) {
      expect(text).toContain(item)
    }
    expect(renderStatic(step({}))).toContain('href="/scraping"')
  })

  it("offers Start Scraping once a state and a city are chosen", () => {
    const ready = button(renderStatic(step({})))
    expect(ready).toContain("Start Scraping")
    expect(ready).not.toContain('disabled=""')
    const missing = renderStatic(step({ target: null }))
    expect(button(missing)).toContain('disabled=""')
    expect(textOf(step({ target: null }))).toContain("Choose a state and a city first.")
  })

  it("is disabled while the request is pending or a run is in progress", () => {
    const pending = button(renderStatic(step({ pending: true })))
    expect(pending).toContain('disabled=""')
    expect(pending).toContain("Starting Scraping...")
    const running = button(renderStatic(step({ running: true })))
    expect(running).toContain('disabled=""')
    expect(running).toContain("Running...")
  })

  it("shows the server's message after a launch", () => {
    const text = textOf(step({ message: "Automation started for Grand Rapids, MI." }))
    expect(text).toContain("Automation started for Grand Rapids, MI.")
    expect(renderStatic(step({}))).not.toContain("automation-launch-message")
  })

  it("says the city's zone in words and offers the zones to pick from (issue 38: El Paso said New York)", () => {
    const html = renderStatic(step({ target: "El Paso, Texas", zone: "America/Denver" }))
    const text = textOf(step({ target: "El Paso, Texas", zone: "America/Denver" }))
    expect(text).toContain("Mountain Time")
    expect(text).not.toContain("New York")
    expect(text).not.toMatch(/America\//)
    expect(html).toContain('id="automation-zone"')
  })
})
