// How the Vapi stand-in plays an answered call's server messages to the assistant's server URL, as
// Vapi does: every message of `serverMessages` (Vapi's default list when the assistant sets none),
// with the credential's bearer token, and a failed one retried only per `server.backoffPlan` (none:
// sent once). The fake cannot reach a worker under test (workerd has no port), so deliveries wait in
// an outbox: the test (or the bench) is the wire, POSTing each to the URL and reporting the status;
// the fake decides what comes next.
//   POST /__calls/:id/answer { turns? }   the call is answered and talks `turns` turns (default 3)
//   POST /__outbox/next                   { delivery: { id, url, headers, body, attempt, delaySeconds } | null }
//   POST /__outbox/:id { status }         what the server answered (0: no answer); a failure is retried per the plan
//   GET  /__deliveries                    every attempt: [{ id, type, attempt, delaySeconds, status }]
//   POST /__phone-numbers/:id/ring { from }  an inbound call from `from` to one of the account's numbers:
//                                        Vapi's `assistant-request` goes to the number's server (issue 36),
//                                        and the answer reported with it ({ status, answer }) becomes the
//                                        call's assistant and overrides, so /__calls/:id/answer plays it
//   POST /__calls/:id/line { role, text }  a final `transcript` message for a line said on the call
//                                        (role "assistant" or "user"), as Vapi sends it (issue 36)
//   POST /__calls/:id/transfer-request   the transferCall tool asks for its destination
//                                        (`transfer-destination-request`); the answer reported with it
//                                        is checked as Vapi does (a destination against
//                                        TransferDestinationNumber): GET /__deliveries shows `problems`

import { vapiBodyProblems } from "./vapi-body-check.mjs"

/** Vapi's default `serverMessages` (sent when the assistant sets none). */
export const DEFAULT_SERVER_MESSAGES = [
  "conversation-update",
  "end-of-call-report",
  "function-call",
  "hang",
  "speech-update",
  "status-update",
  "tool-calls",
  "transfer-destination-request",
  "handoff-destination-request",
  "user-interrupted",
  "assistant.started",
]

const FINAL_TRANSCRIPT = 'transcript[transcriptType="final"]'

/** Whether a message goes out under this list ("transcript" covers both kinds, the filter final only). */
function wanted(list, message) {
  if (message.type !== "transcript") return list.includes(message.type)
  return list.includes("transcript") || (message.transcriptType === "final" && list.includes(FINAL_TRANSCRIPT))
}

/** An answered call of `turns` turns (the assistant speaks, the lead answers), in Vapi's order. */
function callMessages(call, turns) {
  const start = Date.now()
  const at = (s) => new Date(start + s * 1000).toISOString()
  const lines = []
  const out = [
    { type: "status-update", status: "ringing" },
    { type: "status-update", status: "in-progress" },
    { type: "assistant.started" },
  ]
  for (let t = 0; t < turns; t++) {
    for (const role of ["assistant", "user"]) {
      const text = role === "assistant" ? `Line ${t + 1} of the pitch.` : `Answer ${t + 1}.`
      out.push({ type: "speech-update", status: "started", role, turn: t })
      out.push({ type: "transcript", role, transcriptType: "partial", transcript: text.slice(0, 6) })
      out.push({ type: "transcript", role, transcriptType: "final", transcript: text })
      out.push({ type: "speech-update", status: "stopped", role, turn: t })
      lines.push({ role: role === "assistant" ? "bot" : "user", message: text, secondsFromStart: lines.length * 4 })
      out.push({ type: "conversation-update", messages: [...lines] })
    }
    // Leads talk over the assistant now and then.
    if (t % 3 === 1) out.push({ type: "user-interrupted" })
  }
  out.push({
    type: "tool-calls",
    toolCallList: [{ id: `tc-${call.id}`, type: "function", function: { name: "scheduleCallback", arguments: "{}" } }],
  })
  out.push({ type: "status-update", status: "ended", endedReason: "customer-ended-call" })
  out.push({
    type: "end-of-call-report",
    endedReason: "customer-ended-call",
    startedAt: at(0),
    endedAt: at(turns * 8 + 5),
    cost: 0.05,
    artifact: {
      transcript: lines.map((l) => `${l.role === "bot" ? "AI" : "User"}: ${l.message}`).join("\n"),
      messages: lines,
    },
    analysis: { summary: "A short call.", structuredData: { demoScheduled: false, followUp: false } },
  })
  return out.map((m) => ({ ...m, timestamp: Date.now(), call: { ...call, status: "in-progress" } }))
}

const ok = (status) => status >= 200 && status < 300

/** Where Vapi sends a call's messages, and with which bearer token: its assistant's server. */
function serverOf(acc, call) {
  const assistant = call && acc.assistants.get(call.assistantId)
  if (!assistant) return null
  const list = call.assistantOverrides?.serverMessages ?? assistant.serverMessages ?? DEFAULT_SERVER_MESSAGES
  const server = call.assistantOverrides?.server ?? assistant.server ?? {}
  const token = acc.credentialTokens?.get(server.credentialId)
  const headers = { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }
  return { list, server, headers }
}

/** One live message for the call's server (if its list asks for it): queued in the outbox. */
function sendLive(acc, call, message, extra = {}) {
  const to = serverOf(acc, call)
  if (!to) return { error: "No such call, or its assistant is unknown." }
  const full = { ...message, timestamp: Date.now(), call }
  if (!wanted(to.list, full)) return { queued: 0 }
  const id = `d-${++acc.deliverySeq}`
  acc.outbox.push({
    id,
    url: to.server.url,
    headers: to.headers,
    body: { message: full },
    attempt: 0,
    delaySeconds: 0,
    plan: null,
    ...extra,
  })
  return { queued: 1, id }
}

/** The wait before retry `attempt` (1-based) of a plan. */
const delayOf = (plan, attempt) =>
  plan.type === "fixed" ? plan.baseDelaySeconds : plan.baseDelaySeconds * 2 ** (attempt - 1)

/**
 * The control routes above; answers true when it handled the request. `acc` is the key's account
 * (its calls, assistants, and `credentialTokens`: what each credential sends as its bearer token).
 */
export function playRoute(acc, method, path, body, send) {
  acc.outbox ??= []
  acc.deliveries ??= []
  acc.deliverySeq ??= 0
  const answer = /^\/__calls\/([^/]+)\/answer$/.exec(path)
  if (method === "POST" && answer) {
    const call = acc.calls.get(decodeURIComponent(answer[1]))
    const assistant = call && acc.assistants.get(call.assistantId)
    if (!assistant) return (send(404, { message: "No such call, or its assistant is unknown." }), true)
    // assistantOverrides on the call win over the assistant, field by field, as on Vapi.
    const list = call.assistantOverrides?.serverMessages ?? assistant.serverMessages ?? DEFAULT_SERVER_MESSAGES
    const server = call.assistantOverrides?.server ?? assistant.server ?? {}
    const token = acc.credentialTokens?.get(server.credentialId)
    const headers = { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }
    const messages = callMessages(call, body?.turns ?? 3).filter((m) => wanted(list, m))
    for (const message of messages) {
      acc.outbox.push({
        id: `d-${++acc.deliverySeq}`,
        url: server.url,
        headers,
        body: { message },
        attempt: 0,
        delaySeconds: 0,
        plan: server.backoffPlan ?? null,
      })
    }
    acc.calls.set(call.id, { ...call, status: "ended", endedReason: "customer-ended-call" })
    return (send(200, { queued: messages.length, types: messages.map((m) => m.type) }), true)
  }
  const live = /^\/__calls\/([^/]+)\/(line|transfer-request)$/.exec(path)
  if (method === "POST" && live) {
    const call = acc.calls.get(decodeURIComponent(live[1]))
    const message =
      live[2] === "line"
        ? { type: "transcript", role: body?.role ?? "assistant", transcriptType: "final", transcript: body?.text ?? "" }
        : { type: "transfer-destination-request", customer: call?.customer }
    const sent = sendLive(acc, call, message, live[2] === "line" ? {} : { transferFor: call?.id })
    return (send(sent.error ? 404 : 200, sent), true)
  }
  if (method === "POST" && path === "/__outbox/next") {
    const next = acc.outbox[0]
    if (!next) return (send(200, { delivery: null }), true)
    const { plan: _plan, inboundCallId: _call, transferFor: _transfer, ...delivery } = next
    return (send(200, { delivery }), true)
  }
  const result = /^\/__outbox\/([^/]+)$/.exec(path)
  if (method === "POST" && result) {
    const i = acc.outbox.findIndex((d) => d.id === result[1])
    if (i < 0) return (send(404, { message: "No such delivery." }), true)
    const [d] = acc.outbox.splice(i, 1)
    const status = Number(body?.status ?? 0)
    if (d.inboundCallId && ok(status)) {
      // Vapi takes the assistant (with its overrides) the answer names, or speaks its `error` and hangs up.
      const call = acc.calls.get(d.inboundCallId)
      const a = body?.answer ?? {}
      acc.calls.set(
        d.inboundCallId,
        a.assistantId
          ? { ...call, status: "in-progress", assistantId: a.assistantId, assistantOverrides: a.assistantOverrides }
          : { ...call, status: "ended", endedReason: "call.in-progress.error-assistant-request-returned-error" }
      )
    }
    // Vapi reads a transfer-destination-request's answer: a destination it can dial, or `error`.
    let problems
    if (d.transferFor && ok(status)) {
      const a = body?.answer ?? {}
      problems = a.destination
        ? a.destination.type === "number"
          ? vapiBodyProblems("TransferDestinationNumber", a.destination)
          : ["destination.type must be one of the following values: number, sip, assistant"]
        : typeof a.error === "string"
          ? []
          : ["the answer has neither a destination nor an error"]
      const call = acc.calls.get(d.transferFor)
      if (call && a.destination && !problems.length) acc.calls.set(call.id, { ...call, status: "forwarding" })
    }
    acc.deliveries.push({
      id: d.id,
      type: d.body.message.type,
      attempt: d.attempt,
      delaySeconds: d.delaySeconds,
      status,
      ...(problems ? { problems } : {}),
    })
    const excluded = (d.plan?.excludedStatusCodes ?? []).map(Number).includes(status)
    if (!ok(status) && d.plan && !excluded && d.attempt < d.plan.maxRetries) {
      // Retried before what follows it: the test's wire has no clock, so the wait is only recorded.
      const attempt = d.attempt + 1
      acc.outbox.unshift({ ...d, attempt, delaySeconds: delayOf(d.plan, attempt) })
    }
    return (send(200, { ok: true }), true)
  }
  if (method === "GET" && path === "/__deliveries") return (send(200, acc.deliveries), true)
  const ring = /^\/__phone-numbers\/([^/]+)\/ring$/.exec(path)
  if (method === "POST" && ring) {
    const number = acc.phoneNumbers.find((n) => n.id === decodeURIComponent(ring[1]))
    // A number with no assistant and no server: Vapi would try the org's server URL; the fake has none.
    if (!number?.server?.url) return (send(404, { message: "No such number, or it has no server URL." }), true)
    const id = `fake-inbound-${++acc.seq}`
    const customer = { number: body?.from }
    const now = new Date().toISOString()
    const call = {
      id,
      orgId: acc.orgId,
      type: "inboundPhoneCall",
      status: "ringing",
      phoneNumberId: number.id,
      customer,
    }
    acc.calls.set(id, { ...call, createdAt: now, updatedAt: now })
    const token = acc.credentialTokens?.get(number.server.credentialId)
    const headers = { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }
    // As Vapi documents it: the call, the caller and the number rung (without an imported number's token).
    const phoneNumber = { id: number.id, number: number.number, provider: number.provider, name: number.name }
    const message = { type: "assistant-request", timestamp: Date.now(), call, customer, phoneNumber }
    acc.outbox.push({
      id: `d-${++acc.deliverySeq}`,
      url: number.server.url,
      headers,
      body: { message },
      attempt: 0,
      delaySeconds: 0,
      plan: null,
      inboundCallId: id,
    })
    return (send(200, { callId: id }), true)
  }
  return false
}
