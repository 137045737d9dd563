import { describe, expect, it } from "vitest"
import { resultFor } from "./call-outcome"

describe("a call that ended in a transfer (issue 36)", () => {
  it("was answered: the lead talked before being put through, or hung up while waiting", () => {
    for (const reason of [
      "assistant-forwarded-call",
      "customer-ended-call-before-warm-transfer",
      "customer-ended-call-after-warm-transfer-attempt",
      "customer-ended-call-during-transfer",
      "call.forwarding.operator-busy",
    ]) {
      expect(resultFor(reason), reason).toBe("answered")
    }
  })
})
