import { describe, expect, it } from "vitest"

import { documentTitle, FALLBACK_HEADER, headerFor, isActivePath, NAV_ITEMS } from "./nav-items"

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

  it("gives AI Automation its own header, not the dashboard's name (issue 38)", () => {
    expect(headerFor("/automation").title).toBe("AI Automation")
  })

  it("falls back for unknown paths and inherited object keys, titled as a missing page", () => {
    for (const path of ["/nope", "/contacts/", "constructor", "/login"]) {
      expect(headerFor(path)).toEqual(FALLBACK_HEADER)
    }
    expect(FALLBACK_HEADER).toEqual({ title: "Page Not Found", description: "Cold calling automation system" })
  })

  it("names the screen in the tab's title", () => {
    expect(documentTitle("/calls")).toBe("Call Management · ColdCaller")
    expect(documentTitle("/automation")).toBe("AI Automation · ColdCaller")
    expect(documentTitle("/nope")).toBe("Page Not Found · ColdCaller")
  })
})
