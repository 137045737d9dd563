import { describe, expect, it } from "vitest"
import { cityZone } from "./us-zones"

describe("a city's own time zone (issue 38)", () => {
  it("is its state's, or its own where the state has two", () => {
    expect(cityZone("TX", "Austin")).toBe("America/Chicago")
    expect(cityZone("TX", "El Paso")).toBe("America/Denver")
    expect(cityZone("TN", "Knoxville")).toBe("America/New_York")
    expect(cityZone("MI", null)).toBe("America/New_York")
    expect(cityZone("ZZ", "Atlantis")).toBeNull()
  })
})
