// The local server's public port. wrangler's dev proxy (miniflare's entry worker) builds the URL the
// worker sees from a client-supplied `MF-Original-URL` header (and rewrites Host to match), with no
// option to stop trusting it, and serves `/__scheduled` and `/cdn-cgi/*` to anyone; so the worker
// cannot tell a DNS-rebinding page (Host: evil.example) from the operator's browser. Hence this small
// proxy in front of it, the one place that sees the real Host: without a password it admits only a
// loopback Host naming this port (as Vite's `server.allowedHosts` does); it always drops client `MF-*`
// headers and refuses `/__scheduled` and `/cdn-cgi/*`; and it stamps a per-run token that the worker
// requires before trusting a loopback Host (worker/src/lib/local-gate.ts), so reaching wrangler's
// internal ports directly earns no trust either. With OPERATOR_PASSWORD set any Host may pass (a tunnel
// forwards its public name): every request then needs a session anyway.
import http from "node:http"
import { declaresTooLarge, dropBody, forwardBody } from "./local-gate-body.mjs"

export const GATE_HEADER = "x-cold-caller-gate"
/** Stamped (with the token) when a tunnel says the browser used https; see publicUrl. */
export const GATE_HTTPS_HEADER = "x-cold-caller-https"
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"]
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection"])

/** Host exactly `<loopback name>:<port>`; a bare name only on port 80, where browsers omit it. */
export function isAllowedHost(host, port) {
  const value = String(host ?? "").toLowerCase()
  return LOOPBACK_NAMES.some((name) => value === `${name}:${port}` || (port === 80 && value === name))
}

function isInternalPath(url) {
  const path = new URL(url ?? "/", "http://gate").pathname
  return path === "/__scheduled" || path.startsWith("/cdn-cgi/")
}

/** Why the gate refuses a request, or null to forward it. */
export function refusal(req, { port, anyHost }) {
  if (!anyHost && !isAllowedHost(req.headers.host, port)) {
    const message =
      `This local server only answers to localhost:${port} or 127.0.0.1:${port}; ` +
      "set OPERATOR_PASSWORD to serve it under another name."
    return { status: 403, code: "host_not_allowed", message }
  }
  if (isInternalPath(req.url)) return { status: 404, code: "not_found", message: "Not found." }
  return null
}

const UNAVAILABLE = { status: 502, code: "upstream_unavailable", message: "The local worker is not answering." }
const STARTING = { status: 503, code: "starting", message: "The local server is still starting." }
/**
 * The only methods the gate ever sends twice: a read the worker may have begun costs nothing to
 * read again. A write (POST, PUT, PATCH, DELETE) goes once: the worker may have acted on it before
 * its connection died, and a second copy is a second campaign, or a second dial.
 */
const READS = new Set(["GET", "HEAD"])
/** How many times a read whose connection the worker reset unanswered goes again. */
const READ_RESENDS = 2
const TOO_LARGE = { status: 413, code: "payload_too_large", message: "The request body is larger than 1 MB." }

/** Raw name/value pairs without the names `drop` rejects. */
function keep(rawHeaders, drop) {
  const out = []
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (!drop(rawHeaders[i].toLowerCase())) out.push(rawHeaders[i], rawHeaders[i + 1])
  }
  return out
}

/**
 * The URL the browser used, when a TLS-terminating tunnel in front of a password-protected server
 * says so (`X-Forwarded-Proto: https`, as cloudflared and ngrok send): the worker must see https to
 * match the page's Origin and to mark the session cookie Secure. Only the gate may name the URL to
 * wrangler (its `MF-Original-URL`); a client's own header was dropped. Without a password only
 * loopback Hosts pass, and the URL stays the plain one.
 */
export function publicUrl(req, { anyHost }) {
  // wrangler's proxy serves the worker an http URL whatever this says (it rewrites Origin to match),
  // so the gate also stamps GATE_HTTPS_HEADER, which the worker trusts only beside the token.
  // The right-most value is the one the nearest proxy (the tunnel) added; earlier ones are the
  // client's. A client reaching the port directly can claim https too: it only gets a Secure cookie.
  const proto = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")
    .at(-1)
    .trim()
    .toLowerCase()
  if (!anyHost || proto !== "https" || !req.headers.host) return null
  return `https://${req.headers.host}${req.url ?? "/"}`
}

/**
 * The client's headers minus `MF-*` (and hop-by-hop ones unless upgrading), plus the gate's own and
 * `stamp` (what wrangler's runtime asks of its front door: see scripts/serve-worker.mjs).
 */
function forwardedHeaders(req, token, { upgrade, anyHost, stamp }) {
  const drop = (name) =>
    name.startsWith("mf-") ||
    name === GATE_HEADER ||
    name === GATE_HTTPS_HEADER ||
    (!upgrade && (HOP_BY_HOP.has(name) || name === "upgrade"))
  const url = publicUrl(req, { anyHost })
  const https = url ? ["MF-Original-URL", url, GATE_HTTPS_HEADER, "1"] : []
  return [...keep(req.rawHeaders, drop), GATE_HEADER, token, ...https, ...stamp]
}

const jsonBody = ({ code, message }) => Buffer.from(JSON.stringify({ error: { code, message } }))

function sendJson(res, refused) {
  const body = jsonBody(refused)
  res.writeHead(refused.status, { "content-type": "application/json", "content-length": body.length })
  res.end(body)
}

function responseHead(status, statusMessage, rawHeaders) {
  let head = `HTTP/1.1 ${status} ${statusMessage || http.STATUS_CODES[status]}\r\n`
  for (let i = 0; i < rawHeaders.length; i += 2) head += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`
  return head
}

/** A whole HTTP/1.1 response for a socket that will not be upgraded. */
function rawResponse(status, statusMessage, rawHeaders, body) {
  const head = responseHead(status, statusMessage, rawHeaders)
  return Buffer.concat([Buffer.from(`${head}content-length: ${body.length}\r\nconnection: close\r\n\r\n`), body])
}
const refuseSocket = (socket, refused) =>
  socket.end(rawResponse(refused.status, undefined, ["content-type", "application/json"], jsonBody(refused)))

/**
 * An http.Server for the public port that forwards admitted requests (and WebSocket upgrades) to
 * wrangler's internal loopback port once `setTarget` names it, keeping the client's Host so the
 * worker's URL stays the one the browser sees. `anyHost`: a password is configured.
 * @param {{ port: number, token: string, anyHost?: boolean }} options
 * @returns {http.Server & { setTarget(url: string): void }}
 */
export function createLocalGate({ port, token, anyHost = false }) {
  let target
  let stamp = []
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  // Writes (and upgrades) each get a connection of their own: a pooled one the worker closes as the
  // request goes out on it (keep-alive's race, as Node's http docs describe it) would lose the write,
  // and a write is never sent twice (READS). Reads share the pool, and go again when that happens.
  const upstream = (req, { upgrade = false, fresh = upgrade }) =>
    http.request({
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req, token, { upgrade, anyHost, stamp }),
      setHost: false,
      agent: fresh ? false : agent,
    })

  const server = http.createServer((req, res) => {
    const refused = refusal(req, { port, anyHost }) ?? (target ? null : STARTING)
    if (refused) return sendJson(res, refused)
    if (declaresTooLarge(req)) {
      sendJson(res, TOO_LARGE)
      return dropBody(req)
    }
    // Whether the client hung up before its whole answer went out, and what the relay under way
    // does then. Set once: a read sent again must see that its client left during the first try.
    const client = { gone: false, onGone: () => {} }
    res.on("close", () => {
      if (res.writableFinished) return
      client.gone = true
      client.onGone()
    })
    relay(req, res, client, { kept: READS.has(req.method) ? [] : null, resent: 0 })
  })
  // A client that keeps connections (Node's, such as Playwright's request context) may reuse an idle one
  // at the very moment the server closes it, and gets "socket hang up" (ECONNRESET) on a POST it cannot
  // resend. Node closes idle connections after 5 s, an idle a test often has (a page load between two
  // API calls: seen in the browser tests); clients' own idle limits (browsers' minutes) are far longer.
  // Two minutes makes that instant rare; headersTimeout stays above it, as Node wants.
  server.keepAliveTimeout = 120_000
  server.headersTimeout = 125_000

  /**
   * Sends `req` on to the worker and its answer back. Nothing is sent again once the client has
   * gone, and a write is never sent again at all (READS): only a read whose connection the worker
   * reset unanswered goes once or twice more, with the body the gate kept (`kept`, reads only).
   * A client that hangs up after sending a whole write does not stop it: the worker finishes what
   * it was given (cutting it off midway could leave half a change) and its answer is dropped.
   */
  function relay(req, res, client, { kept, resent, body = null }) {
    const read = READS.has(req.method)
    const up = upstream(req, { fresh: !read })
    // Set when the gate destroys `up` itself: the errors that follow are its own doing.
    let abandoned = false
    let upRes = null
    const stopBody = body
      ? () => {}
      : forwardBody(
          req,
          up,
          () => {
            // An answer the worker has begun is relayed whole; its end lets go of `up` (below).
            if (res.headersSent) return
            abandoned = true
            up.destroy()
            sendJson(res, TOO_LARGE)
          },
          kept
        )
    if (body) up.end(body)
    client.onGone = () => {
      if (!read && req.complete) {
        // The worker has the whole write: let it finish, and read its answer into nothing.
        if (upRes) upRes.unpipe(res).resume()
        return
      }
      abandoned = true
      stopBody()
      up.destroy()
    }
    up.on("response", (answer) => {
      upRes = answer
      if (client.gone) return answer.resume()
      res.writeHead(
        answer.statusCode ?? 502,
        answer.statusMessage,
        keep(answer.rawHeaders, (n) => HOP_BY_HOP.has(n))
      )
      answer.pipe(res)
      answer.on("end", () => {
        if (req.complete) return
        // The worker answered before the body was all sent (a refusal): the rest would go nowhere.
        abandoned = true
        stopBody()
        up.destroy()
      })
    })
    up.on("error", (err) => {
      if (abandoned || client.gone) return
      if (res.headersSent) return res.destroy()
      // A GET or HEAD whose connection the worker reset unanswered goes again: a pooled one closing as
      // the request went out on it (the load bench met it ~0.2% of requests), or a fresh one a workerd
      // starved of CPU closed within kj's header timeout, having not read the request. Reading twice
      // is harmless; a write is never guessed about (READS).
      if (read && err.code === "ECONNRESET" && req.complete && resent < READ_RESENDS)
        return relay(req, res, client, { kept, resent: resent + 1, body: Buffer.concat(kept) })
      sendJson(res, UNAVAILABLE)
    })
  }

  server.on("upgrade", (req, socket, head) => {
    socket.on("error", () => {})
    const refused = refusal(req, { port, anyHost }) ?? (target ? null : STARTING)
    if (refused) return refuseSocket(socket, refused)
    const up = upstream(req, { upgrade: true })
    up.on("upgrade", (upRes, upSocket, upHead) => {
      upSocket.on("error", () => socket.destroy())
      socket.write(`${responseHead(101, upRes.statusMessage, upRes.rawHeaders)}\r\n`)
      if (upHead.length) socket.write(upHead)
      if (head.length) upSocket.write(head)
      upSocket.pipe(socket).pipe(upSocket)
      socket.on("close", () => upSocket.destroy())
      upSocket.on("close", () => socket.destroy())
    })
    // The worker refused the upgrade (e.g. 401): relay its answer and close.
    up.on("response", (upRes) => {
      const chunks = []
      upRes.on("data", (c) => chunks.push(c))
      upRes.on("end", () => {
        const framing = (n) => HOP_BY_HOP.has(n) || n === "transfer-encoding" || n === "content-length"
        const headers = keep(upRes.rawHeaders, framing)
        socket.end(rawResponse(upRes.statusCode, upRes.statusMessage, headers, Buffer.concat(chunks)))
      })
    })
    up.on("error", () => refuseSocket(socket, UNAVAILABLE))
    up.end()
  })

  server.on("close", () => agent.destroy())
  /** Where admitted requests go, and `headers` to send with each (the worker's, not a client's). */
  server.setTarget = (url, headers = {}) => {
    target = new URL(url)
    stamp = Object.entries(headers).flat()
  }
  return server
}
