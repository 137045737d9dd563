// The parts every local vendor stand-in (fake-*-server.mjs) shares: per-key accounts, a request's raw
// body and its JSON, key-order-free fingerprints, field-mask projection, and listening on 127.0.0.1 for a test run.

/** `account(key)`: the state kept for one API key, made by `init` the first time the key is seen. */
export function accountsOf(init) {
  const accounts = new Map()
  return (key) => {
    if (!accounts.has(key)) accounts.set(key, init())
    return accounts.get(key)
  }
}

/** The request's body as text. */
export async function readRaw(req) {
  let raw = ""
  for await (const chunk of req) raw += chunk
  return raw
}

/**
 * The body as JSON: `{ body, bodyError }`. An empty body is `empty`; one that is not JSON stays the raw
 * text with the parse error beside it, so each fake can answer it as its vendor does.
 */
export function parseJsonBody(raw, empty) {
  if (!raw) return { body: empty, bodyError: null }
  try {
    return { body: JSON.parse(raw), bodyError: null }
  } catch (e) {
    return { body: raw, bodyError: e }
  }
}

/** Key-sorted JSON: the same body gives the same fingerprint whatever its key order. */
export const canonical = (v) =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(",")}]`
    : v && typeof v === "object"
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
          .join(",")}}`
      : JSON.stringify(v)

/** Google's field masks: keeps only the listed dotted paths ("*" keeps everything at its level). */
export function project(obj, paths) {
  if (paths.includes("*")) return structuredClone(obj)
  const out = {}
  for (const path of paths) copyPath(obj, out, path.split("."))
  return out
}

function copyPath(src, dst, [head, ...rest]) {
  if (head === "*") return Object.assign(dst, structuredClone(src))
  if (src?.[head] === undefined) return
  if (!rest.length) {
    dst[head] = structuredClone(src[head])
  } else if (Array.isArray(src[head])) {
    dst[head] ??= src[head].map(() => ({}))
    src[head].forEach((item, i) => copyPath(item, dst[head][i], rest))
  } else if (typeof src[head] === "object") {
    dst[head] ??= {}
    copyPath(src[head], dst[head], rest)
  }
}

/** Listens on a free 127.0.0.1 port, provides its URL to the tests as `name`; resolves the teardown. */
export async function serveOn(server, provide, name) {
  // Node closes an idle keep-alive socket after 5 s, racing the client that picks it from its pool
  // for the next request ("Network connection lost" in workerd, on a loaded machine). The vendors'
  // edges keep a connection a minute or more; so do the stand-ins.
  server.keepAliveTimeout = 120_000
  server.headersTimeout = 125_000
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address())
  const url = `http://127.0.0.1:${port}`
  provide(name, url)
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve)
        // Kept-alive sockets would hold the close for up to keepAliveTimeout.
        server.closeAllConnections()
      }),
  }
}

/**
 * Answers as a misbehaving vendor does, for the providers' time and size limits (provider-fetch.ts):
 * - `stall`: 200 with its headers at once, then one byte a second until the client gives up;
 * - `huge`: 200 and `bytes` of a JSON array (default 100 MB), written as fast as the client reads,
 *   with its Content-Length when `declare` is set (else chunked, so only counting the bytes tells).
 */
export function misbehave(req, res, { mode, bytes = 100 * 1024 * 1024, declare = false }) {
  if (mode === "stall") {
    res.writeHead(200, { "Content-Type": "application/json" })
    res.write("[")
    const timer = setInterval(() => res.write(" "), 1000)
    res.on("close", () => clearInterval(timer))
    return
  }
  res.writeHead(200, { "Content-Type": "application/json", ...(declare ? { "Content-Length": String(bytes) } : {}) })
  const chunk = Buffer.alloc(64 * 1024, "0,")
  let sent = 0
  let closed = false
  res.on("close", () => (closed = true))
  const pump = () => {
    while (!closed && sent < bytes) {
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent))
      sent += part.length
      if (!res.write(part)) return res.once("drain", pump)
    }
    if (!closed) res.end()
  }
  res.write("[")
  pump()
}

/** A vendor's 400 that echoes the request it refused, headers and body, as some vendors do. */
export const echoedRequest = (req, raw) => ({
  method: req.method,
  url: req.url,
  headers: req.headers,
  body: raw,
})
