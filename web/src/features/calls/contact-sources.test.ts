import { describe, expect, it } from "vitest"

import { sourceLabel, sourceOptions } from "./contact-sources"

describe("sourceLabel", () => {
  it("shows an empty source (and the header form's 'manual') as Manual Entry", () => {
    expect(sourceLabel("")).toBe("Manual Entry")
    expect(sourceLabel("  ")).toBe("Manual Entry")
    expect(sourceLabel(null)).toBe("Manual Entry")
    expect(sourceLabel("manual")).toBe("Manual Entry")
    expect(sourceLabel("Manual Entry")).toBe("Manual Entry")
    expect(sourceLabel("dentists-grand-rapids")).toBe("dentists-grand-rapids")
  })
})

describe("sourceOptions", () => {
  it("lists each label once, the manual spellings as Manual Entry, alphabetically", () => {
    expect(
      sourceOptions([
        { value: "dentists" },
        { value: "manual" },
        { value: "" },
        { value: "Manual Entry" },
        { value: "Austin bakeries" },
      ])
    ).toEqual(["Austin bakeries", "dentists", "Manual Entry"])
  })
})
