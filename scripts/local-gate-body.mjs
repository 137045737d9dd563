// Request bodies through the local gate (scripts/local-gate.mjs): streamed, counted, never buffered.

/**
 * The worker's body limit (MAX_BODY_BYTES in worker/src/app.ts; nothing outside /api takes a body).
 * The gate applies it too: wrangler's proxy resets a connection whose body it stops reading, and the
 * gate could then only answer 502, not the worker's 413.
 */
export const MAX_BODY_BYTES = 1024 * 1024
/** How long a client may go on sending a body nobody reads before its socket is closed. */
const DRAIN_MS = 10_000

export const declaresTooLarge = (req) => Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES

/**
 * Reads and drops the rest of `req`'s body. Closing a socket with bytes unread resets it, and the
 * reset can wipe an answer already sent before the client has read it. A client still sending after
 * DRAIN_MS is cut off.
 */
export function dropBody(req) {
  req.resume()
  if (req.complete) return
  const timer = setTimeout(() => req.socket?.destroy(), DRAIN_MS).unref()
  req.once("close", () => clearTimeout(timer))
}

/**
 * Streams `req`'s body into `up` (the request to the worker), counting bytes. Past MAX_BODY_BYTES it
 * stops and calls `tooLarge`. The returned function stops it early. `kept`, when given, collects the
 * chunks sent (at most MAX_BODY_BYTES), so the request can be sent again. Once stopped, the rest of the
 * body is dropped: `up` gets nothing more and is never ended.
 */
export function forwardBody(req, up, tooLarge, kept = null) {
  let seen = 0
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    req.off("data", onData).off("end", onEnd)
    up.off("drain", onDrain)
    dropBody(req)
  }
  const onData = (chunk) => {
    seen += chunk.length
    if (seen > MAX_BODY_BYTES) {
      stop()
      return tooLarge()
    }
    // A copy: holding on to the socket's own chunks changed how the body streamed on (the worker's
    // early answer then lost the race to the gate's 413: local-gate-body.test.ts).
    kept?.push(Buffer.from(chunk))
    if (!up.write(chunk)) req.pause()
  }
  const onEnd = () => up.end()
  const onDrain = () => req.resume()
  req.on("data", onData).on("end", onEnd)
  up.on("drain", onDrain)
  return stop
}
