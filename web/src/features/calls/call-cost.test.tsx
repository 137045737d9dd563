import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { CallCost } from "./call-cost"

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()

describe("a call's cost on Call Details", () => {
  it("shows what the provider billed and its parts, a cheap call to the tenth of a cent", () => {
    const html = renderToStaticMarkup(
      <CallCost
        cost={0.1187}
        breakdown={[
          { kind: "transport", cost: 0.0221 },
          { kind: "vapi", cost: 0.0966 },
        ]}
      />
    )
    expect(text(html)).toBe("$0.1187 Phone line $0.0221 · Vapi platform $0.0966")
  })

  it("says when the provider has not reported it yet, and shows a total without parts alone", () => {
    expect(text(renderToStaticMarkup(<CallCost cost={null} breakdown={null} />))).toBe("Not reported yet")
    expect(text(renderToStaticMarkup(<CallCost cost={2.5} breakdown={[]} />))).toBe("$2.50")
  })
})
