import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import type { LiveCallItem } from "@shared/api-routes/campaigns"

import { LiveCallsBox } from "./live-calls-box"

const textOf = (node: React.ReactElement) =>
  renderToStaticMarkup(node)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")

const call = (id: number, over: Partial<LiveCallItem> = {}): LiveCallItem => ({
  id,
  businessName: `Shop ${id}`,
  phone: "+15550100123",
  campaignId: 1,
  campaignName: "Dentists",
  direction: "outbound",
  createdAt: new Date(Date.now() - id * 1000).toISOString(),
  ...over,
})

describe("LiveCallsBox", () => {
  it("lists 3 live calls with their campaign and '+N more'", () => {
    const text = textOf(<LiveCallsBox calls={[call(1), call(2), call(3, { campaignName: null })]} moreCount={4} />)
    expect(text).toContain("LIVE")
    expect(text).toContain("Shop 1 (555) 010-0123 · Dentists")
    expect(text).toContain("Shop 3 (555) 010-0123 · Manual Call")
    expect(text).toContain("+4 more")
  })

  it("names a lead calling back as an inbound call, not a manual one", () => {
    const text = textOf(<LiveCallsBox calls={[call(1, { campaignName: null, direction: "inbound" })]} moreCount={0} />)
    expect(text).toContain("Shop 1 (555) 010-0123 · Inbound call")
    expect(text).not.toContain("Manual Call")
  })

  it("says so when no call is in progress", () => {
    const stale = call(1, { createdAt: new Date(Date.now() - 6 * 60_000).toISOString() })
    const text = textOf(<LiveCallsBox calls={[stale]} moreCount={0} />)
    expect(text).toContain("No calls in progress.")
    expect(text).not.toContain("more")
  })
})
