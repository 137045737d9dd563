import { describe, expect, it } from "vitest"
import endOfCallReport from "../../../test/fixtures/vapi-end-of-call-report.json"
import getCall from "../../../test/fixtures/vapi-get-call.json"
import vendored from "../../../test/vendor/vapi-cost-schemas.json"
import { MAX_CALL_COST_USD } from "../../schemas/costs"
import { readVapiCost, validAmount } from "./vapi-cost"
import { parseVapiWebhook, vapiCallToEvents } from "./vapi-messages"

type Shape = { properties: string[]; required: string[]; type?: string[] }
const SCHEMAS = vendored.schemas as Record<string, Shape>
const ITEM_SCHEMAS = Object.values(SCHEMAS).filter((s) => s.type && s.required.includes("cost"))

/** The fixture follows Vapi's published schema: every required field, no field Vapi does not define. */
function expectShape(value: Record<string, unknown>, schema: Shape) {
  for (const key of schema.required) expect(value, `required ${key}`).toHaveProperty(key)
  for (const key of Object.keys(value)) expect(schema.properties, `unknown ${key}`).toContain(key)
}

describe("the recorded payloads have Vapi's shapes", () => {
  it("end-of-call report: the message and each cost item", () => {
    const m = endOfCallReport.message as Record<string, unknown>
    expectShape(m, SCHEMAS.ServerMessageEndOfCallReport!)
    for (const item of endOfCallReport.message.costs) {
      const schema = ITEM_SCHEMAS.find((s) => s.type!.includes(item.type))
      expect(schema, item.type).toBeDefined()
      expectShape(item, schema!)
    }
  })

  it("GET /call/{id}: the call and its costBreakdown", () => {
    expectShape(getCall, SCHEMAS.Call!)
    expectShape(getCall.costBreakdown, SCHEMAS.CostBreakdown!)
  })
})

describe("cost from an end-of-call report", () => {
  it("stores the report's cost and its parts by kind", () => {
    const [event] = parseVapiWebhook(endOfCallReport)
    expect(event).toMatchObject({ kind: "ended" })
    const report = (event as Extract<typeof event, { kind: "ended" }>).report
    expect(report.cost).toBe(0.2931)
    expect(report.costBreakdown).toEqual([
      { kind: "transport", cost: 0.0215 },
      { kind: "transcriber", cost: 0.025 },
      { kind: "model", cost: 0.0016 },
      { kind: "voice", cost: 0.09 },
      { kind: "vapi", cost: 0.125 },
      { kind: "voicemail-detection", cost: 0.004 },
      { kind: "analysis", cost: 0.026 },
    ])
  })

  it("reads the reconcile pass's GET /call/{id}: cost and costBreakdown (stt, llm, tts as our kinds)", () => {
    const ended = vapiCallToEvents(getCall).find((e) => e.kind === "ended")!
    const report = (ended as Extract<typeof ended, { kind: "ended" }>).report
    expect(report.cost).toBe(0.0114)
    expect(report.costBreakdown).toEqual([
      { kind: "transport", cost: 0.0054 },
      { kind: "transcriber", cost: 0 },
      { kind: "model", cost: 0 },
      { kind: "voice", cost: 0 },
      { kind: "vapi", cost: 0.006 },
    ])
  })

  it("falls back to the breakdown's total, then to the sum of the items", () => {
    expect(readVapiCost({ costBreakdown: { total: 0.5, vapi: 0.5 } }).cost).toBe(0.5)
    expect(
      readVapiCost({
        costs: [
          { type: "vapi", cost: 0.1 },
          { type: "voice", cost: 0.2 },
        ],
      }).cost
    ).toBe(0.3)
    expect(readVapiCost({})).toEqual({ cost: null, breakdown: null })
  })
})

describe("a hostile report", () => {
  it("never stores an amount that is not a finite, non-negative number under the ceiling", () => {
    // JSON.parse turns 1e400 into Infinity; strings, negatives and absurd amounts are refused too.
    const infinite = JSON.parse('{"cost": 1e400}') as Record<string, unknown>
    for (const cost of [infinite.cost, Number.NaN, -0.01, "0.5", MAX_CALL_COST_USD + 1, null, true, {}]) {
      expect(validAmount(cost), String(cost)).toBeNull()
      expect(readVapiCost({ cost }).cost).toBeNull()
    }
    expect(validAmount(0)).toBe(0)
    expect(validAmount(MAX_CALL_COST_USD)).toBe(MAX_CALL_COST_USD)
  })

  it("keeps only amounts from the items, sums unknown kinds as other, and refuses a flood of items", () => {
    const read = readVapiCost({
      costs: [
        { type: "vapi", cost: 0.1 },
        { type: "made-up", cost: 0.05, note: "<script>" },
        { type: "voice", cost: -3 },
        { type: "transport", cost: "1" },
        "junk",
        null,
      ],
    })
    expect(read).toEqual({
      cost: 0.15,
      breakdown: [
        { kind: "vapi", cost: 0.1 },
        { kind: "other", cost: 0.05 },
      ],
    })
    const flood = Array.from({ length: 1000 }, () => ({ type: "vapi", cost: 1 }))
    expect(readVapiCost({ costs: flood })).toEqual({ cost: null, breakdown: null })
  })

  it("refuses a sum over the ceiling built from items each under it", () => {
    const items = Array.from({ length: 3 }, () => ({ type: "vapi", cost: MAX_CALL_COST_USD }))
    expect(readVapiCost({ costs: items }).cost).toBeNull()
  })
})
