import { describe, expect, it } from "vitest"

import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { runFixture } from "./automation-fixtures"
import { CategoriesStep } from "./categories-step"
import { renderStatic, textOf } from "./render-static"

const places = (mode: "real" | "sandbox" | "not_configured", reason = "") => ({
  [SYSTEM_STATUS_KEY]: { providers: { places: { mode, reason } } },
})

describe("CategoriesStep", () => {
  it("lists the 8 categories in SPEC order with their search phrase and limit", () => {
    const text = textOf(<CategoriesStep run={null} />, places("real"))
    const labels = [
      "Automotive Services",
      "Personal Care & Beauty",
      "Home & Property Services",
      "Retail & Convenience",
      "Food & Dining",
      "Health & Wellness",
      "Professional Services",
      "Specialty Services",
    ]
    const positions = labels.map((l) => text.indexOf(l))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    // Each category's phrases with their first shares of its 500.
    expect(text).toContain(
      "Automotive Services auto repair shop 214 auto body shop 85 tire shop 51 car dealer 64 car wash 43 " +
        "auto parts store 43 up to 500 results, shared by its searches"
    )
    expect(text).toContain("Food & Dining restaurant 305 pizza 63 coffee shop 51 bar 46 bakery 20 caterer 15 up to 500")
    expect(text).toContain("Expected about 281 Places requests (at least 230), about $9.83")
    expect(text).toContain("Search pages bill as Text Search Enterprise")
    expect(text).not.toContain("Sandbox")
  })

  it("says searches are simulated in sandbox", () => {
    const text = textOf(<CategoriesStep run={null} />, places("sandbox", "No Google Places key."))
    expect(text).toContain("Sandbox: simulated searches, no cost.")
  })

  it("shows why searches cannot run when the maps provider is not configured", () => {
    const html = renderStatic(<CategoriesStep run={null} />, places("not_configured", "Add a Google Places key."))
    expect(html).toMatch(/role="alert"[^>]*>Add a Google Places key\./)
  })

  it("shows each search's state during a run, the current one marked", () => {
    const html = renderStatic(<CategoriesStep run={runFixture()} />, places("real"))
    const text = textOf(<CategoriesStep run={runFixture()} />, places("real"))
    expect(text).toContain(
      "Automotive Services searches auto repair shop up to 500 results, shared by its searches Completed 20 found"
    )
    expect(text).toContain(
      "Food & Dining searches restaurant up to 500 results, shared by its searches Running 20 found so far"
    )
    expect(text).toContain("Specialty Services searches locksmith up to 500 results, shared by its searches Waiting")
    expect(html.match(/aria-current="step"/g)).toHaveLength(1)
    expect(html).toMatch(/data-key="food_dining" data-state="running" aria-current="step"/)
  })
})
