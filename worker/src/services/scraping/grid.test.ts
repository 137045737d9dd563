import { describe, expect, it } from "vitest"
import { afterPage, type GridCursor, newCursor, nextRequest, splitCell, startGridSide, withArea } from "./grid"

const AREA = { low: { latitude: 42.8, longitude: -85.8 }, high: { latitude: 43.1, longitude: -85.5 } }
const page = (over: Partial<Parameters<typeof afterPage>[1]> = {}) => ({
  placesOnPage: 20,
  nextPageToken: "t",
  locations: [],
  wanted: 0,
  yieldRatio: 1,
  ...over,
})
const start = () => {
  const next = nextRequest(withArea(newCursor(), AREA))
  if (next.kind !== "page") throw new Error("expected a page")
  return next.cursor
}

describe("the adaptive grid", () => {
  it("resolves the area first, then searches the whole area", () => {
    expect(nextRequest(newCursor()).kind).toBe("resolve")
    const next = nextRequest(withArea(newCursor(), AREA))
    expect(next).toMatchObject({ kind: "page", cell: { d: 0, r: [42.8, -85.8, 43.1, -85.5] }, pageToken: null })
  })

  it("pages a cell up to 60 results and stops when the job wants no more", () => {
    let c: GridCursor = start()
    c = afterPage(c, page({ wanted: 30 }))
    expect(c.current?.pageToken).toBe("t")
    c = afterPage(c, page({ wanted: 10 }))
    c = afterPage(c, page({ nextPageToken: null, wanted: 0 }))
    expect(nextRequest(c).kind).toBe("done")
  })

  it("splits a full area at once into a grid sized for what the job still wants", () => {
    const c = afterPage(start(), page({ wanted: 480 }))
    const side = startGridSide(480, 1)
    expect(side).toBe(4)
    expect(c.frontier).toHaveLength(16)
    expect(c.current).toBeNull()
    expect(c.frontier.every((cell) => cell.d === 1)).toBe(true)
  })

  it("splits a full deeper cell into four after its three pages, densest first", () => {
    let c: GridCursor = {
      ...start(),
      current: { cell: { r: [42.8, -85.8, 42.9, -85.7], d: 1 }, pageToken: null, results: 0 },
    }
    c = afterPage(c, page({ wanted: 1000 }))
    c = afterPage(c, page({ wanted: 1000 }))
    const north = { latitude: 42.89, longitude: -85.79 }
    c = afterPage(c, page({ nextPageToken: null, wanted: 1000, locations: [north, north, null] }))
    expect(c.frontier).toHaveLength(4)
    // The child holding the sampled places comes first.
    expect(c.frontier[0]!.r).toEqual([42.85, -85.8, 42.9, -85.75])
  })

  it("does not split a cell that was not full", () => {
    const c = afterPage(start(), page({ placesOnPage: 12, nextPageToken: null, wanted: 400 }))
    expect(nextRequest(c).kind).toBe("done")
  })

  it("splits a rectangle into cells that tile it exactly", () => {
    const cells = splitCell([0, 0, 1, 1], 3, 1)
    expect(cells).toHaveLength(9)
    const area = cells.reduce((sum, { r }) => sum + (r[2] - r[0]) * (r[3] - r[1]), 0)
    expect(area).toBeCloseTo(1, 9)
  })

  it("asks for more cells when filters keep fewer of the places", () => {
    expect(startGridSide(500, 0.25)).toBeGreaterThan(startGridSide(500, 1))
    expect(startGridSide(5000, 1)).toBeLessThanOrEqual(16)
  })
})
