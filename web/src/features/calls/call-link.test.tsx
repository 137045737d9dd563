import { renderToStaticMarkup } from "react-dom/server"
import { SWRConfig } from "swr"
import { describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import type { CallDetails, CallListItem } from "@shared/api-routes/calls"

import { ApiError } from "@/lib/api-error"
import { callLinkProblem, linkedCallId, withoutCallParam } from "./call-link"
import { CallsPage } from "./calls-page"

// Radix renders a dialog's content in a portal, which server rendering leaves out: this stand-in
// shows which call the page handed to the Call Details dialog and keeps its close handler.
const dialog = vi.hoisted(() => ({ close: null as null | ((open: boolean) => void) }))
vi.mock("./call-details-dialog", () => ({
  CallDetailsDialog: ({ call, onOpenChange }: { call: CallListItem | null; onOpenChange: (o: boolean) => void }) => {
    if (!call) return null
    dialog.close = onOpenChange
    return <div data-testid="call-details">Call Details: {call.contact?.businessName}</div>
  },
}))

const CALL: CallDetails = {
  id: 42,
  contactId: 7,
  campaignId: null,
  campaignName: null,
  direction: "outbound",
  vapiCallId: "sandbox-42",
  status: "completed",
  result: "answered",
  duration: 95,
  demoScheduled: true,
  demoDate: "2026-11-12T15:00:00.000Z",
  createdAt: "2026-11-10T14:00:00.000Z",
  completedAt: "2026-11-10T14:01:35.000Z",
  contact: { businessName: "Peak Dental", phone: "+16165550100", address: "1 Main St, Grand Rapids, MI" },
  transcript: "AI: Hello",
  summary: "Booked a demo.",
  recordingUrl: null,
  endedReason: "customer-ended-call",
  leadTimeZone: "America/Detroit",
  error: null,
  attempt: 1,
  voicemailMessage: null,
  callback: null,
  callbackFor: null,
  cost: 0.1234,
  costBreakdown: null,
}

/**
 * /calls at `url`, with GET /api/calls/42 already answered and nothing else ever answering. The
 * location is a fixed one that records where the page navigates (wouter's memory location needs a
 * browser-side render).
 */
function renderCalls(url: string) {
  dialog.close = null
  const [path, search = ""] = url.split("?")
  const history: { to: string; replace?: boolean }[] = []
  const navigate = (to: string, options?: { replace?: boolean }) => void history.push({ to, ...options })
  const html = renderToStaticMarkup(
    <SWRConfig
      value={{ provider: () => new Map(), fallback: { "/api/calls/42": CALL }, fetcher: () => new Promise(() => {}) }}
    >
      <Router hook={() => [path!, navigate]} searchHook={() => search}>
        <CallsPage />
      </Router>
    </SWRConfig>
  )
  return { html, history }
}

describe("Calls page ?call=<id> (the calendar feed's link to the call)", () => {
  it("opens that call's details, fetched by id, and clearing the link closes it", () => {
    const { html, history } = renderCalls("/calls?call=42&tab=x")
    expect(html).toContain("Call Details: Peak Dental")
    expect(dialog.close).toBeTypeOf("function")
    dialog.close!(false)
    // The other parameters stay; a reload or Back does not reopen the call.
    expect(history).toEqual([{ to: "/calls?tab=x", replace: true }])
  })

  it("opens no call without the parameter", () => {
    const { html } = renderCalls("/calls")
    expect(html).not.toContain("Call Details:")
    expect(html).toContain("Call History")
  })

  it("shows nothing broken for a malformed id", () => {
    const { html } = renderCalls("/calls?call=abc")
    expect(html).not.toContain("Call Details:")
    expect(html).toContain("Call History")
  })
})

describe("call link helpers", () => {
  it("takes only a positive whole id", () => {
    expect(linkedCallId("42")).toBe(42)
    for (const bad of [null, "", "0", "-1", "1.5", "4e2", "abc", "99999999999999999"]) {
      expect(linkedCallId(bad)).toBeNull()
    }
  })

  it('says "Call not found" for a bad id or an unknown call, and a load failure otherwise', () => {
    const notFound = new ApiError(
      404,
      "Not Found",
      JSON.stringify({ error: { code: "not_found", message: "Call not found" } })
    )
    expect(callLinkProblem(null, {})).toBeNull()
    expect(callLinkProblem("42", {})).toBeNull() // still loading
    expect(callLinkProblem("42", { data: CALL })).toBeNull()
    expect(callLinkProblem("abc", {})?.title).toBe("Call not found")
    expect(callLinkProblem("42", { error: notFound })?.title).toBe("Call not found")
    const down = callLinkProblem("42", { error: new ApiError(503, "Service Unavailable", "") })
    expect(down?.title).toBe("Error")
    expect(down?.description).toContain("The call could not be loaded.")
  })

  it("drops only the call parameter", () => {
    expect(withoutCallParam("call=42")).toBe("")
    expect(withoutCallParam("?call=42&tab=x")).toBe("tab=x")
  })
})
