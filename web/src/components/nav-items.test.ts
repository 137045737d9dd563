import { describe, expect, it } from "vitest"

import { FALLBACK_HEADER, headerFor, isActivePath, NAV_ITEMS } from "./nav-items"

describe("sidebar entries", () => {
  it("lists the spec's eight sections in its order, with Analytics after the Demo Calendar", () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.path])).toEqual([
      ["Dashboard", "/"],
      ["AI Automation", "/automation"],
      ["Google Maps Scraping", "/scraping"],
      ["Contacts", "/contacts"],
      ["Call Management", "/calls"],
      ["Demo Calendar", "/calendar"],
      ["Analytics", "/analytics"],
      ["Google Sheets", "/sheets"],
      ["Settings", "/settings"],
    ])
  })

  it("highlights only on an exact path match", () => {
    expect(isActivePath("/", "/")).toBe(true)
    expect(isActivePath("/contacts", "/")).toBe(false)
    expect(isActivePath("/contacts/12", "/contacts")).toBe(false)
  })
})

describe("header titles", () => {
  it("uses the per-route title and description", () => {
    expect(headerFor("/")).toEqual({
      title: "Dashboard Overview",
      description: "Monitor your cold calling automation in real-time",
    })
    expect(headerFor("/scraping")).toEqual({
      title: "Google Maps Scraping",
      description: "Extract business contact information from Google Maps",
    })
    expect(headerFor("/sheets")).toEqual({
      title: "Google Sheets Integration",
      description: "Sync call results and demo schedules with Google Sheets",
    })
    expect(headerFor("/settings").title).toBe("System Settings")
  })

  it("falls back for /automation, unknown paths and inherited object keys", () => {
    for (const path of ["/automation", "/nope", "/contacts/", "constructor", "/login"]) {
      expect(headerFor(path)).toEqual(FALLBACK_HEADER)
    }
    expect(FALLBACK_HEADER).toEqual({ title: "Dashboard", description: "Cold calling automation system" })
  })
})
