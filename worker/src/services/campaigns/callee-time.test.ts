import { describe, expect, it } from "vitest"
import { localTime } from "./calling-window"
import { areaCodeOf, calleeTimeZone, isWithinCalleeHours, stateFromAddress } from "./callee-time"
import { AREA_CODE_STATES, STATE_ZONES } from "./us-time-zones"

describe("callee time zone", () => {
  it("reads the state at the end of an address", () => {
    expect(stateFromAddress("1234 Market St, Grand Rapids, MI 49503")).toBe("MI")
    expect(stateFromAddress("1 Main St, Austin, TX 78701-1234, USA")).toBe("TX")
    expect(stateFromAddress("Portland, OR")).toBe("OR")
    expect(stateFromAddress("500 Pine Ave, Phoenix, Arizona 85001")).toBe("AZ")
    expect(stateFromAddress("12 Oak Ct")).toBeNull()
    expect(stateFromAddress("")).toBeNull()
    expect(stateFromAddress("Somewhere, ZZ 12345")).toBeNull()
  })

  it("prefers the address, then the area code", () => {
    expect(calleeTimeZone({ address: "Denver, CO", phone: "+12125550100" })).toBe("America/Denver")
    expect(calleeTimeZone({ address: "", phone: "+12125550100" })).toBe("America/New_York")
    expect(calleeTimeZone({ address: "", phone: "(415) 555-0123" })).toBe("America/Los_Angeles")
    expect(calleeTimeZone({ address: "", phone: "+19155550100" })).toBe("America/Denver") // El Paso
    expect(calleeTimeZone({ address: "", phone: "+16025550100" })).toBe("America/Phoenix")
    expect(calleeTimeZone({ address: "", phone: "+18085550100" })).toBe("Pacific/Honolulu")
  })

  it("reads the part of a two-zone state from a number of that state (issue 38: El Paso is Mountain)", () => {
    expect(calleeTimeZone({ address: "100 N Mesa St, El Paso, TX 79901, USA", phone: "+19155550100" })).toBe(
      "America/Denver"
    )
    expect(calleeTimeZone({ address: "1 Congress Ave, Austin, TX 78701", phone: "+15125550100" })).toBe(
      "America/Chicago"
    )
    // Another state's minority code says nothing about this address's state.
    expect(calleeTimeZone({ address: "Austin, TX", phone: "+14235550100" })).toBe("America/Chicago")
  })

  it("cannot tell without a state or a known area code", () => {
    expect(calleeTimeZone({ address: "somewhere", phone: "+15555550100" })).toBeNull()
    expect(calleeTimeZone({ address: null, phone: "12345" })).toBeNull()
    expect(areaCodeOf("+447911123456")).toBeNull()
    // A 10-digit foreign number is not a US area code (+43 2… is not Texas's 432).
    expect(areaCodeOf("+4321234567")).toBeNull()
    expect(calleeTimeZone({ address: "", phone: "+4321234567" })).toBeNull()
  })

  it("maps every area code to a state that has a zone", () => {
    expect(Object.keys(AREA_CODE_STATES).length).toBeGreaterThan(300)
    for (const state of Object.values(AREA_CODE_STATES)) expect(STATE_ZONES[state]).toBeTruthy()
  })

  it("allows 8am up to 9pm local time only", () => {
    const la = (iso: string) => localTime(Date.parse(iso), "America/Los_Angeles")
    expect(isWithinCalleeHours(la("2026-03-10T14:59:00Z"))).toBe(false) // 07:59 PDT
    expect(isWithinCalleeHours(la("2026-03-10T15:00:00Z"))).toBe(true) // 08:00
    expect(isWithinCalleeHours(la("2026-03-11T03:59:00Z"))).toBe(true) // 20:59
    expect(isWithinCalleeHours(la("2026-03-11T04:00:00Z"))).toBe(false) // 21:00
  })
})
