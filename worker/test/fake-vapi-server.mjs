// A local stand-in for api.vapi.ai (vitest globalSetup of the worker project). It speaks Vapi's
// request and answer shapes for POST /call, GET /call/:id, GET /call (the list), POST/GET/PATCH
// /assistant, POST/GET /credential, POST/GET /structured-output, GET /phone-number, GET/PATCH
// /phone-number/:id (its `server`: where inbound calls ask for their assistant) and POST
// /phone-number (a Twilio import), records every request, and lets a test script the next answers.
// Every body is checked against Vapi's own schemas (vapi-body-check.mjs) and refused as Vapi refuses
// it, unknown fields included. State is kept per API key (Bearer token), so test files running in
// parallel never see each other's calls; each key is its own Vapi org (its own orgId), and an id of
// another org (a credential or structured output an assistant names) is Vapi's 404 "Couldn't find".
// As Vapi, a call from a free Vapi number (provider "vapi": inbound only) is refused with a 400.
// Control endpoints (same Bearer token):
//   POST /__script  { status, body, headers?, raw?, route? }  the next POST /call (or `route`, e.g.
//                                        "POST /phone-number") answers this instead (`raw`: a body
//                                        sent as it is, e.g. broken JSON)
//   POST /__script-read { status, body } the next GET answers this (a 429, a 5xx, ...)
//   PUT  /__calls/:id { ...call }        what GET /call/:id answers
//   PUT  /__assistants/:id { ...asst }   what GET /assistant/:id answers (else Vapi's 404)
//   PUT  /__phone-numbers [ ...numbers ] what GET /phone-number answers (else [])
//   GET  /__requests                     the recorded requests: [{ method, path, query, headers, body }]
//   POST /__calls/:id/answer, /__outbox/... an answered call's server messages, as Vapi sends them
//                                        (fake-vapi-call-play.mjs)
//   GET  /__control-requests            the live control commands sent to this keys calls
//                                        controlUrl: [{ callId, body, status }] (issue 36)
//   POST /__control/:token               a call's `monitor.controlUrl`, as Vapi serves it (no key):
//                                        the documented command types only, unknown fields refused
//                                        with a 400, an ended call refused; a /__script with route
//                                        "POST /__control" answers the next command instead
//   POST /__misbehave { mode, route?, times?, bytes?, declare? }  the next `times` (default 1) requests
//                                        (of `route`, e.g. "GET /phone-number", else any) misbehave:
//                                        "echo" a 400 whose message repeats the request, headers and
//                                        body, as some vendors do; "stall" headers then a byte a second;
//                                        "huge" a 100 MB answer (fake-server-kit.mjs misbehave)
import { createServer } from "node:http"
import { randomUUID } from "node:crypto"
import { playRoute } from "./fake-vapi-call-play.mjs"
import { accountsOf, echoedRequest, misbehave, parseJsonBody, readRaw, serveOn } from "./fake-server-kit.mjs"
import { vapiBodyProblems, warmVapiValidators } from "./vapi-body-check.mjs"

/** The request DTO each write is checked against. */
export const BODY_SCHEMA = {
  "POST /call": "CreateCallDTO",
  "POST /assistant": "CreateAssistantDTO",
  "PATCH /assistant/:id": "UpdateAssistantDTO",
  "POST /credential": "CreateCustomCredentialDTO",
  "POST /structured-output": "CreateStructuredOutputDTO",
  // The app imports Twilio numbers only; another provider's body is refused here by the discriminator.
  "POST /phone-number": "CreateTwilioPhoneNumberDTO",
}

// Vapi's answer to POST /call from one of its free numbers (docs.vapi.ai/phone-calling: free numbers
// take inbound calls only). Vapi's wording as its own SDK's issue tracker quotes it
// (VapiAI/server-sdk-typescript#37: call.start.error-get-transport, "Vapi Numbers Can't Dial
// Outbound Yet"); the 400 envelope is ours, as for its other refusals.
export const FREE_NUMBER_OUTBOUND = "Vapi Numbers Can't Dial Outbound Yet"

/** Vapi's answer to an id its org does not have (ids belong to one org). */
const couldNotFind = (what, id) => ({ message: `Couldn't find ${what} (${id}).`, error: "Not Found", statusCode: 404 })

const notFound = (what) => ({
  message: `Couldn't Get ${what}. \`${what.toLowerCase()}\` Not Found.`,
  error: "Not Found",
  statusCode: 404,
})

const UNAUTHORIZED = {
  message: "Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.",
  error: "Unauthorized",
  statusCode: 401,
}

export default async function setup({ provide }) {
  warmVapiValidators(new Set([...Object.values(BODY_SCHEMA), "TransferDestinationNumber"]))
  /** controlUrl tokens → the account and call they steer (the URL carries no key, as at Vapi). */
  const controls = new Map()
  /** @type {(token: string) => { requests: any[], script: any[], calls: Map<string, any>, seq: number }} */
  const account = accountsOf(() => ({
    requests: [],
    script: [],
    readScript: [],
    calls: new Map(),
    assistants: new Map(),
    phoneNumbers: [],
    credentials: new Map(),
    structuredOutputs: new Map(),
    misbehave: [],
    seq: 0,
    // One org per key: ids made with one key are unknown to another.
    orgId: `org_${randomUUID()}`,
  }))

  const server = createServer(async (req, res) => {
    const raw = await readRaw(req)
    const { body } = parseJsonBody(raw, null)
    const send = (status, json, headers = {}, raw = undefined) => {
      res.writeHead(status, { "Content-Type": "application/json", ...headers })
      res.end(raw ?? JSON.stringify(json))
    }
    const auth = req.headers.authorization ?? ""
    const token = auth.startsWith("Bearer ") ? auth.slice(7) : ""
    const url = new URL(req.url ?? "/", "http://x")
    const path = url.pathname
    const ctl = /^\/__control\/([^/]+)$/.exec(path)
    if (ctl && req.method === "POST") return controlCall(controls.get(ctl[1]), body, send)
    if (!token) return send(401, UNAUTHORIZED)
    const acc = account(token)

    if (path === "/__requests") return send(200, acc.requests)
    if (path === "/__control-requests") return send(200, acc.controlRequests ?? [])
    if (path === "/__script") {
      acc.script.push(body)
      return send(200, { ok: true })
    }
    if (path === "/__script-read") {
      acc.readScript.push(body)
      return send(200, { ok: true })
    }
    if (path === "/__misbehave") {
      acc.misbehave.push({ times: 1, ...body })
      return send(200, { ok: true })
    }
    if (playRoute(acc, req.method, path, body, send)) return
    if (path.startsWith("/__calls/")) {
      acc.calls.set(decodeURIComponent(path.slice("/__calls/".length)), body)
      return send(200, { ok: true })
    }
    if (path === "/__phone-numbers") {
      acc.phoneNumbers = body
      return send(200, { ok: true })
    }
    if (path.startsWith("/__assistants/")) {
      acc.assistants.set(decodeURIComponent(path.slice("/__assistants/".length)), body)
      return send(200, { ok: true })
    }

    acc.requests.push({
      method: req.method,
      path,
      query: url.search,
      headers: { authorization: auth, "content-type": req.headers["content-type"] ?? null },
      body,
    })
    if (token === "invalid") return send(401, UNAUTHORIZED)
    const routeKey = `${req.method} ${path}`
    const odd = acc.misbehave.find((m) => !m.route || m.route === routeKey)
    if (odd) {
      if (--odd.times <= 0) acc.misbehave.splice(acc.misbehave.indexOf(odd), 1)
      if (odd.mode !== "echo") return misbehave(req, res, odd)
      const echo = JSON.stringify(echoedRequest(req, raw))
      return send(400, { message: [`Request could not be processed: ${echo}`], error: "Bad Request", statusCode: 400 })
    }
    const read = req.method === "GET" ? acc.readScript.shift() : undefined
    if (read) return send(read.status, read.body)

    const route = `${req.method} ${path.replace(/^\/assistant\/[^/]+$/, "/assistant/:id")}`
    const scripted = acc.script.findIndex((s) => (s.route ?? "POST /call") === routeKey)
    const next = req.method === "POST" && scripted >= 0 ? acc.script.splice(scripted, 1)[0] : undefined
    if (next) return send(next.status, next.body, next.headers, next.raw)
    if (BODY_SCHEMA[route]) {
      const problems = vapiBodyProblems(BODY_SCHEMA[route], body)
      if (problems.length) return send(400, { message: problems, error: "Bad Request", statusCode: 400 })
    }
    const now = new Date().toISOString()
    const stamp = (obj) => ({ id: randomUUID(), orgId: acc.orgId, ...obj, createdAt: now, updatedAt: now })
    // The credential and structured outputs an assistant body names must be this org's.
    const foreignId = (b) => {
      const cred = b?.server?.credentialId
      if (cred && !acc.credentials.has(cred)) return couldNotFind("Credential", cred)
      const so = (b?.artifactPlan?.structuredOutputIds ?? []).find((id) => !acc.structuredOutputs.has(id))
      return so ? couldNotFind("Structured Output", so) : null
    }
    if ((route === "POST /assistant" || route === "PATCH /assistant/:id") && foreignId(body)) {
      return send(404, foreignId(body))
    }

    if (route === "POST /assistant") {
      const assistant = stamp(body)
      acc.assistants.set(assistant.id, assistant)
      return send(201, assistant)
    }
    if (route === "PATCH /assistant/:id") {
      const id = decodeURIComponent(path.slice("/assistant/".length))
      const assistant = acc.assistants.get(id)
      if (!assistant) return send(404, notFound("Assistant"))
      // Vapi replaces each top-level field the body names.
      const patched = { ...assistant, ...body, id, updatedAt: now }
      acc.assistants.set(id, patched)
      return send(200, patched)
    }
    if (route === "POST /credential") {
      // The secret is not echoed, so the app cannot come to depend on reading it back.
      const { token: _secret, ...plan } = body.authenticationPlan
      const credential = stamp({ provider: body.provider, name: body.name, authenticationPlan: plan })
      acc.credentials.set(credential.id, credential)
      ;(acc.credentialTokens ??= new Map()).set(credential.id, body.authenticationPlan.token)
      return send(201, credential)
    }
    if (route === "POST /structured-output") {
      const output = stamp(body)
      acc.structuredOutputs.set(output.id, output)
      return send(201, output)
    }
    const owned = /^\/(credential|structured-output)\/([^/]+)$/.exec(path)
    if (req.method === "GET" && owned) {
      const [, kind, id] = owned
      const found = (kind === "credential" ? acc.credentials : acc.structuredOutputs).get(decodeURIComponent(id))
      return found ? send(200, found) : send(404, notFound(kind === "credential" ? "Credential" : "Structured Output"))
    }
    if (route === "POST /phone-number") {
      // Vapi's TwilioPhoneNumber answer carries the auth token back (its schema lists it).
      const number = stamp({ ...body, status: "active" })
      acc.phoneNumbers.push(number)
      return send(201, number)
    }
    if (route === "GET /phone-number") {
      const limit = Number(url.searchParams.get("limit") ?? 100)
      return send(200, acc.phoneNumbers.slice(0, limit))
    }
    // One number; PATCH replaces each top-level field it names (the app sets `server` only, checked
    // against Vapi's Server schema: the vendored schemas have no UpdatePhoneNumberDTO).
    const pn = /^\/phone-number\/([^/]+)$/.exec(path)
    if (pn && (req.method === "GET" || req.method === "PATCH")) {
      const number = acc.phoneNumbers.find((n) => n.id === decodeURIComponent(pn[1]))
      if (!number) return send(404, notFound("Phone Number"))
      if (req.method === "GET") return send(200, number)
      const problems = body?.server ? vapiBodyProblems("Server", body.server) : []
      if (problems.length) return send(400, { message: problems, error: "Bad Request", statusCode: 400 })
      if (foreignId(body)) return send(404, foreignId(body))
      Object.assign(number, body, { updatedAt: now })
      return send(200, number)
    }

    if (route === "POST /call") {
      const missing = []
      if (!body?.assistantId) missing.push("assistantId should not be empty")
      if (!body?.phoneNumberId) missing.push("phoneNumberId should not be empty")
      if (!/^\+[1-9]\d{6,14}$/.test(body?.customer?.number ?? "")) {
        missing.push("customer.number must be a valid phone number in the E.164 format.")
      }
      if (missing.length) return send(400, { message: missing, error: "Bad Request", statusCode: 400 })
      const from = acc.phoneNumbers.find((n) => n.id === body.phoneNumberId)
      if (from?.provider === "vapi") {
        return send(400, { message: FREE_NUMBER_OUTBOUND, error: "Bad Request", statusCode: 400 })
      }
      const id = `fake-call-${++acc.seq}`
      const call = {
        id,
        orgId: acc.orgId,
        type: "outboundPhoneCall",
        status: "queued",
        assistantId: body.assistantId,
        phoneNumberId: body.phoneNumberId,
        customer: body.customer,
        assistantOverrides: body.assistantOverrides,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        subscriptionLimits: { concurrencyBlocked: false, concurrencyLimit: 10, remainingConcurrentCalls: 9 },
        monitor: monitorFor(acc, id, req.headers.host),
      }
      acc.calls.set(id, call)
      return send(201, call)
    }
    const m = /^\/call\/([^/]+)$/.exec(path)
    if (req.method === "GET" && m) {
      const call = acc.calls.get(decodeURIComponent(m[1]))
      return call ? send(200, call) : send(404, { message: "Couldn't find Call", error: "Not Found", statusCode: 404 })
    }
    if (req.method === "GET" && path === "/call") {
      const limit = Number(url.searchParams.get("limit") ?? 100)
      return send(200, [...acc.calls.values()].reverse().slice(0, limit))
    }
    const a = /^\/assistant\/([^/]+)$/.exec(path)
    if (req.method === "GET" && a) {
      const assistant = acc.assistants.get(decodeURIComponent(a[1]))
      if (assistant) return send(200, assistant)
      return send(404, notFound("Assistant"))
    }
    return send(404, { message: `Cannot ${req.method} ${path}`, error: "Not Found", statusCode: 404 })
  })

  /** Vapi's call.monitor: a listen WebSocket and a control URL, both on this server and keyless. */
  function monitorFor(acc, callId, host) {
    const ctlToken = randomUUID()
    controls.set(ctlToken, { acc, callId })
    return { listenUrl: `ws://${host}/__listen/${ctlToken}`, controlUrl: `http://${host}/__control/${ctlToken}` }
  }

  return (await serveOn(server, provide, "fakeVapiUrl")).close
}

/** The live control commands Vapi documents (docs.vapi.ai/calls/call-features), field by field. */
const CONTROL_FIELDS = {
  say: ["type", "content", "endCallAfterSpoken"],
  "add-message": ["type", "message", "triggerResponseEnabled"],
  control: ["type", "control"],
  "end-call": ["type"],
  transfer: ["type", "destination", "content"],
}

function controlProblems(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return ["body must be an object"]
  const fields = CONTROL_FIELDS[body.type]
  if (!fields) return [`type must be one of the following values: ${Object.keys(CONTROL_FIELDS).join(", ")}`]
  const problems = Object.keys(body)
    .filter((k) => !fields.includes(k))
    .map((k) => `property ${k} should not exist`)
  if (body.type === "say" && (typeof body.content !== "string" || !body.content))
    problems.push("content must be a string")
  if (body.type === "say" && body.endCallAfterSpoken !== undefined && typeof body.endCallAfterSpoken !== "boolean") {
    problems.push("endCallAfterSpoken must be a boolean value")
  }
  if (body.type === "transfer") {
    const d = body.destination
    if (d?.type === "number")
      problems.push(...vapiBodyProblems("TransferDestinationNumber", d).map((p) => `destination.${p}`))
    else problems.push("destination.type must be one of the following values: number, sip")
    if (body.content !== undefined && typeof body.content !== "string") problems.push("content must be a string")
  }
  return problems
}

/** POST to a call's controlUrl: checked, recorded, applied (end-call ends the call, transfer forwards it). */
function controlCall(target, body, send) {
  if (!target) return send(404, { message: "Couldn't find Call", error: "Not Found", statusCode: 404 })
  const { acc, callId } = target
  const record = (status) => (acc.controlRequests ??= []).push({ callId, body, status })
  const scripted = acc.script.findIndex((s) => s.route === "POST /__control")
  if (scripted >= 0) {
    const next = acc.script.splice(scripted, 1)[0]
    record(next.status)
    return send(next.status, next.body)
  }
  const problems = controlProblems(body)
  if (problems.length) {
    record(400)
    return send(400, { message: problems, error: "Bad Request", statusCode: 400 })
  }
  const call = acc.calls.get(callId)
  if (!call || call.status === "ended") {
    record(400)
    return send(400, { message: "Call has already ended.", error: "Bad Request", statusCode: 400 })
  }
  if (body.type === "end-call") acc.calls.set(callId, { ...call, status: "ended", endedReason: "assistant-ended-call" })
  if (body.type === "transfer") acc.calls.set(callId, { ...call, status: "forwarding" })
  record(200)
  return send(200, { ok: true })
}
