import { describe, expect, it } from "vitest"

import { textOf } from "@/features/automation/render-static"
import { CallCost } from "./call-cost"

describe("a call's cost on Call Details", () => {
  it("shows what the provider billed and its parts, a cheap call to the hundredth of a cent", () => {
    const text = textOf(
      <CallCost
        cost={0.1187}
        breakdown={[
          { kind: "transport", cost: 0.0221 },
          { kind: "vapi", cost: 0.0966 },
        ]}
      />
    )
    expect(text.trim()).toBe("$0.1187 Phone line $0.0221 · Vapi platform $0.0966")
  })

  it("says when the provider has not reported it yet, and shows a total without parts alone", () => {
    expect(textOf(<CallCost cost={null} breakdown={null} />).trim()).toBe("Not reported yet")
    expect(textOf(<CallCost cost={2.5} breakdown={[]} />).trim()).toBe("$2.50")
  })
})
