import { describe, expect, it } from "vitest"
import { testCallNumberProblem } from "./test-call-number"
import { testCallSchema } from "./voice-setup"

describe("testCallNumberProblem (the test-call form and POST /api/voice/test-call)", () => {
  it.each([
    ["+19005550123", /900 number: it is a premium-rate line/],
    ["+16169761234", /976 number: it is a premium-rate line/],
    ["+19115551234", /N11 service code/],
    ["+16164111234", /N11 service code/],
    ["+16165551212", /555 information number/],
    ["+18762345678", /outside the US and Canada \(JM\): it is billed at international rates/],
    ["+18092345678", /outside the US and Canada \(DO\)/],
    ["+14162345678", null],
    ["+17872345678", null],
    ["+441632960000", null],
    ["+16165550123", null],
    ["+18005550199", null],
    ["+16162345678", null],
  ])("%s", (phone, problem) => {
    const said = testCallNumberProblem(phone)
    if (problem === null) expect(said).toBeNull()
    else expect(said).toMatch(problem)
  })

  it("is the schema's message, so the form and the server say the same", () => {
    const parsed = testCallSchema.safeParse({ phone: "+1 900 555 0123" })
    expect(parsed.success).toBe(false)
    expect(parsed.error!.issues[0]!.message).toBe("A test call cannot dial a 900 number: it is a premium-rate line.")
    expect(testCallSchema.parse({ phone: "(616) 555-0123" })).toEqual({ phone: "+16165550123" })
  })
})
