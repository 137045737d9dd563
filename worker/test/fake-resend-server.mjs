// A local stand-in for api.resend.com (vitest globalSetup of the worker project). It speaks Resend's
// send-email API the way Resend does: POST /emails with `Authorization: Bearer <key>`, a User-Agent
// (Resend's edge refuses requests without one, 403 "error code: 1010"), a JSON body { from, to
// (string or array, at most 50), subject, text and/or html }, an optional Idempotency-Key (1 to 256
// characters: the same key with the same body answers the first id again and mails nothing; with
// another body it is a 409), 200 { id } on success and { statusCode, name, message } errors.
// A key that does not look like Resend's (re_...) is refused as invalid.
//
// State is kept per API key, so test files running in parallel never see each other's e-mails.
// Control endpoints (same Authorization header):
//   POST /__script { status, body, headers }  the next POST /emails answers this and mails nothing
//   GET  /__emails                            the e-mails accepted: [{ id, from, to, subject, text,
//                                             html, idempotencyKey, headers: { authorization,
//                                             contentType, userAgent } }]
//   GET  /__requests                          every POST /emails received, accepted or not:
//                                             [{ method, path, headers, body }]
//   PUT  /__domains [{ name, status }]        what GET /domains lists (else none)
// GET /domains answers Resend's list ({ object: "list", has_more, data: [{ id, name, status,
// created_at, region }] }); a key containing "_send_" stands for a sending-only key, which Resend
// refuses there with 401 restricted_api_key.
import { randomUUID } from "node:crypto"
import { createServer } from "node:http"
import { accountsOf, canonical, parseJsonBody, readRaw, serveOn } from "./fake-server-kit.mjs"

const MAX_RECIPIENTS = 50
const MAX_IDEMPOTENCY_KEY = 256

const error = (statusCode, name, message) => [statusCode, { statusCode, name, message }]

const MISSING_KEY = error(
  401,
  "missing_api_key",
  "Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY"
)
const INVALID_KEY = error(403, "invalid_api_key", "API key is invalid")
const NOT_FOUND = error(404, "not_found", "The requested endpoint does not exist.")
const METHOD_NOT_ALLOWED = error(405, "method_not_allowed", "Method is not allowed for the requested path.")
const missing = (field) => error(422, "missing_required_field", `Missing \`${field}\` field.`)
const badAddress = (field) =>
  error(
    422,
    "validation_error",
    `Invalid \`${field}\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`
  )

const ADDRESS = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/
/** "a@b.co" or "Name <a@b.co>". */
const validAddress = (v) => {
  if (typeof v !== "string") return false
  const named = /^[^<>]*<([^<>]+)>$/.exec(v.trim())
  return ADDRESS.test(named ? named[1].trim() : v.trim())
}

/** The body's error as Resend words it, or null when it would be sent. */
function validate(body) {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return error(422, "validation_error", "The request body must be a JSON object.")
  }
  if (body.from === undefined || body.from === "") return missing("from")
  if (!validAddress(body.from)) return badAddress("from")
  if (body.to === undefined || body.to === "" || (Array.isArray(body.to) && !body.to.length)) return missing("to")
  const to = Array.isArray(body.to) ? body.to : [body.to]
  if (!to.every(validAddress)) return badAddress("to")
  if (to.length > MAX_RECIPIENTS) {
    return error(422, "validation_error", `Too many recipients: \`to\` takes at most ${MAX_RECIPIENTS} addresses.`)
  }
  if (typeof body.subject !== "string" || !body.subject) return missing("subject")
  const hasText = typeof body.text === "string" && body.text !== ""
  const hasHtml = typeof body.html === "string" && body.html !== ""
  if (!hasText && !hasHtml) return missing("html` or `text")
  return null
}

export default async function setup({ provide }) {
  /** @type {(key: string) => { emails: any[], requests: any[], script: any[], sent: Map<string, { fingerprint: string, id: string }> }} */
  const account = accountsOf(() => ({ emails: [], requests: [], script: [], sent: new Map(), domains: [] }))

  function sendEmail(acc, headers, body, bodyError) {
    const idempotencyKey = headers["idempotency-key"]
    if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > MAX_IDEMPOTENCY_KEY)) {
      return error(400, "invalid_idempotency_key", "The key must be between 1-256 chars.")
    }
    if (bodyError) return error(422, "validation_error", `The request body is not valid JSON: ${bodyError.message}`)
    const bad = validate(body)
    if (bad) return bad
    const fingerprint = canonical(body)
    if (idempotencyKey !== undefined) {
      const first = acc.sent.get(idempotencyKey)
      if (first && first.fingerprint !== fingerprint) {
        return error(409, "invalid_idempotent_request", "Same idempotency key used with a different request payload.")
      }
      if (first) return [200, { id: first.id }]
    }
    const id = randomUUID()
    if (idempotencyKey !== undefined) acc.sent.set(idempotencyKey, { fingerprint, id })
    acc.emails.push({
      id,
      from: body.from,
      to: Array.isArray(body.to) ? body.to : [body.to],
      subject: body.subject,
      text: body.text ?? null,
      html: body.html ?? null,
      idempotencyKey: idempotencyKey ?? null,
      headers: {
        authorization: headers.authorization ?? null,
        contentType: headers["content-type"] ?? null,
        userAgent: headers["user-agent"] ?? null,
      },
    })
    return [200, { id }]
  }

  const server = createServer(async (req, res) => {
    const raw = await readRaw(req)
    const { body, bodyError } = parseJsonBody(raw, {})
    const send = (status, answer, headers = {}) => {
      if (typeof answer === "string") {
        res.writeHead(status, { "Content-Type": "text/plain; charset=UTF-8", ...headers })
        return res.end(answer)
      }
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers })
      res.end(JSON.stringify(answer))
    }
    const path = new URL(req.url ?? "/", "http://x").pathname
    const auth = String(req.headers.authorization ?? "")
    const key = /^Bearer\s+(.*)$/i.exec(auth)?.[1]?.trim() ?? ""
    const acc = account(key)

    if (path === "/__emails") return send(200, acc.emails)
    if (path === "/__requests") return send(200, acc.requests)
    if (path === "/__script") {
      acc.script.push(body)
      return send(200, { ok: true })
    }

    if (path === "/__domains") {
      acc.domains = Array.isArray(body) ? body : []
      return send(200, { ok: true })
    }
    if (path === "/domains") {
      if (req.method !== "GET") return send(...METHOD_NOT_ALLOWED)
      if (!req.headers["user-agent"]) return send(403, "error code: 1010")
      if (!key) return send(...MISSING_KEY)
      if (!/^re_[A-Za-z0-9_]+$/.test(key)) return send(...INVALID_KEY)
      if (key.includes("_send_")) {
        return send(...error(401, "restricted_api_key", "This API key is restricted to only send emails"))
      }
      const data = acc.domains.map((d, i) => ({
        id: `d${i}-${key.length}`,
        name: d.name,
        status: d.status ?? "not_started",
        created_at: "2025-01-01 00:00:00.000000+00",
        region: "us-east-1",
      }))
      return send(200, { object: "list", has_more: false, data })
    }
    if (path !== "/emails") return send(...NOT_FOUND)
    if (req.method !== "POST") return send(...METHOD_NOT_ALLOWED)
    acc.requests.push({
      method: req.method,
      path,
      headers: {
        authorization: req.headers.authorization ?? null,
        contentType: req.headers["content-type"] ?? null,
        userAgent: req.headers["user-agent"] ?? null,
        idempotencyKey: req.headers["idempotency-key"] ?? null,
      },
      body,
    })
    const next = acc.script.shift()
    if (next) return send(next.status, next.body ?? "", next.headers)
    // Resend sits behind Cloudflare, whose browser-integrity check answers this before the API does.
    if (!req.headers["user-agent"]) return send(403, "error code: 1010")
    if (!key) return send(...MISSING_KEY)
    if (!/^re_[A-Za-z0-9_]+$/.test(key)) return send(...INVALID_KEY)
    return send(...sendEmail(acc, req.headers, body, bodyError))
  })

  return (await serveOn(server, provide, "fakeResendUrl")).close
}
