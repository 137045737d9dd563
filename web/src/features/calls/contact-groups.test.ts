import { describe, expect, it } from "vitest"

import { groupContacts, sourceLabel, totalsByLabel, type SelectableContact } from "./contact-groups"

let nextId = 100
const contact = (source: string, callCount = 0): SelectableContact => ({
  id: nextId--,
  businessName: `Business ${nextId}`,
  phone: "+15555550100",
  category: "Dentist",
  source,
  callCount,
})

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

describe("groupContacts", () => {
  const list = [
    contact("dentists"),
    contact(""),
    contact("dentists", 2),
    contact("manual"),
    contact("dentists"),
    contact("dentists"),
    contact("Manual Entry", 1),
  ]

  it("groups by source label in list order, 3 names each, with the rest counted", () => {
    const groups = groupContacts(list)
    expect(groups.map((g) => [g.label, g.shown.length, g.more])).toEqual([
      ["dentists", 3, 1],
      ["Manual Entry", 3, 0],
    ])
    expect(groups[0]!.shown.map((c) => c.id)).toEqual([list[0]!.id, list[2]!.id, list[4]!.id])
  })

  it("counts 'more' from the known group sizes, not only the loaded page", () => {
    const totals = totalsByLabel([
      { value: "dentists", count: 40 },
      { value: "manual", count: 10 },
      { value: "Manual Entry", count: 5 },
    ])
    expect(totals.get("Manual Entry")).toBe(15)
    const groups = groupContacts(list, { totals })
    expect(groups.map((g) => g.more)).toEqual([37, 12])
  })

  it("hides contacts that already have calls", () => {
    const groups = groupContacts(list, { hideContacted: true, totals: new Map([["dentists", 40]]) })
    expect(groups.map((g) => [g.label, g.shown.length, g.more])).toEqual([
      ["dentists", 3, 0],
      ["Manual Entry", 2, 0],
    ])
    expect(groups.flatMap((g) => g.shown).every((c) => c.callCount === 0)).toBe(true)
  })

  it("lists every loaded match when expanded (a search or a source filter)", () => {
    const groups = groupContacts(list, { expanded: true })
    expect(groups[0]!.shown).toHaveLength(4)
    expect(groups[0]!.more).toBe(0)
  })
})
