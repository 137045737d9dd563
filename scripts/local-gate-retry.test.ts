import http from "node:http"
import { gzipSync } from "node:zlib"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { createLocalGate, GATE_HEADER, WRANGLER_LOST_REQUEST } from "./local-gate.mjs"
import { freePort } from "./test/server-probe"

/*
 * wrangler's dev proxy answers a POST whose fetch of the worker failed with a bare text 503 in a few
 * ms (the Call Now "503 in 15 ms"). The gate sends it once more; here a stand-in for wrangler's
 * proxy plays that answer, so the test needs no workerd.
 */
type Answer = { status: number; headers: Record<string, string>; body: string | Buffer }
const LOST: Answer = {
  status: 503,
  headers: { "retry-after": "0" },
  body: `${WRANGLER_LOST_REQUEST} Please try sending the request again. Only GET or HEAD requests are retried automatically.`,
}
const OK: Answer = { status: 201, headers: { "content-type": "application/json" }, body: '{"ok":true}' }

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  return (server.address() as AddressInfo).port
}

/** A gate in front of an upstream that gives `answers` in turn; what it received. */
async function gateBefore(answers: Answer[]) {
  const seen: { body: string; token: string | undefined }[] = []
  const upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      seen.push({ body: Buffer.concat(chunks).toString(), token: req.headers[GATE_HEADER] as string | undefined })
      const a = answers[Math.min(seen.length - 1, answers.length - 1)]!
      res.writeHead(a.status, a.headers)
      res.end(a.body)
    })
  })
  return { seen, post: await gateIn(upstream) }
}

/** A gate in front of `upstream`: its address. */
async function gateUrl(upstream: http.Server) {
  const upPort = await listen(upstream)
  // The gate admits only a Host naming its own port.
  const port = await freePort()
  const gate = createLocalGate({ port, token: "t0ken" })
  await new Promise<void>((resolve) => gate.listen(port, "127.0.0.1", resolve))
  closers.push(() => new Promise((resolve) => gate.close(() => resolve())))
  gate.setTarget(`http://127.0.0.1:${upPort}`)
  return `http://127.0.0.1:${port}`
}

/** A gate in front of `upstream`; a POST through it. */
async function gateIn(upstream: http.Server) {
  const url = await gateUrl(upstream)
  return (body: string) =>
    fetch(`${url}/api/calls/vapi/initiate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    })
}

describe("a request wrangler's proxy lost on its way to the worker", () => {
  it("goes once more with the same body, and the worker's answer comes back", async () => {
    const { seen, post } = await gateBefore([LOST, OK])
    const res = await post('{"contactId":7,"phoneNumber":"+16165550100"}')
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    expect(seen).toEqual([
      { body: '{"contactId":7,"phoneNumber":"+16165550100"}', token: "t0ken" },
      { body: '{"contactId":7,"phoneNumber":"+16165550100"}', token: "t0ken" },
    ])
  })

  it("knows the lost answer gzipped, as workerd sends it to a client that accepts gzip", async () => {
    const gzipped: Answer = {
      status: 503,
      headers: { "retry-after": "0", "content-type": "text/plain;charset=UTF-8", "content-encoding": "gzip" },
      body: gzipSync(LOST.body),
    }
    const { seen, post } = await gateBefore([gzipped, OK])
    const res = await post("{}")
    expect(res.status).toBe(201)
    expect(seen).toHaveLength(2)
  })

  it("lost twice (a burst closing pooled connections): the third try, a moment later, answers", async () => {
    const { seen, post } = await gateBefore([LOST, LOST, OK])
    const res = await post('{"n":1}')
    expect(res.status).toBe(201)
    expect(seen.map((s) => s.body)).toEqual(['{"n":1}', '{"n":1}', '{"n":1}'])
  })

  it("lost three times: a JSON error that says what happened, never wrangler's bare text", async () => {
    const { seen, post } = await gateBefore([LOST, LOST, LOST])
    const res = await post("{}")
    expect(res.status).toBe(503)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe("worker_unreachable")
    expect(body.error.message).toContain("try again")
    expect(seen).toHaveLength(3)
  })

  it("the worker's own 503 (a JSON answer) is relayed as it is, never sent twice", async () => {
    const own: Answer = { status: 503, headers: { "content-type": "application/json" }, body: '{"error":{}}' }
    const { seen, post } = await gateBefore([own, OK])
    const res = await post("{}")
    expect(res.status).toBe(503)
    expect(await res.text()).toBe('{"error":{}}')
    expect(seen).toHaveLength(1)
  })
})

describe("a pooled connection the worker closed as the request went out on it", () => {
  it("goes again on a fresh connection, and the worker's answer comes back", async () => {
    // The worker answers each connection's first request and drops the second unread, as a server
    // closing an idle keep-alive connection does when a request arrives on it at that moment.
    const seen: string[] = []
    const upstream = http.createServer((req, res) => {
      const socket = req.socket as typeof req.socket & { served?: number }
      socket.served = (socket.served ?? 0) + 1
      if (socket.served > 1) return socket.destroy()
      const chunks: Buffer[] = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => {
        seen.push(Buffer.concat(chunks).toString())
        res.writeHead(201, { "content-type": "application/json" })
        res.end('{"ok":true}')
      })
    })
    const post = await gateIn(upstream)
    expect((await post('{"n":1}')).status).toBe(201)
    // The gate's pool hands this one the first request's connection, which the worker drops.
    const res = await post('{"n":2}')
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    expect(seen).toEqual(['{"n":1}', '{"n":2}'])
  })
})

describe("a fresh connection the worker resets before answering (a starved workerd past its header timeout)", () => {
  /** An upstream that resets the first `resets` requests' connections unanswered; what it answered. */
  async function resetting(resets: number) {
    const answered: string[] = []
    let seen = 0
    const upstream = http.createServer((req, res) => {
      if (++seen <= resets) return req.socket.destroy()
      answered.push(`${req.method} ${req.url}`)
      res.writeHead(200, { "content-type": "application/json" })
      res.end('{"ok":true}')
    })
    return { answered, url: await gateUrl(upstream), seen: () => seen }
  }

  it("a GET goes again and its answer comes back", async () => {
    const { answered, url, seen } = await resetting(1)
    const res = await fetch(`${url}/api/dashboard/stats`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(answered).toEqual(["GET /api/dashboard/stats"])
    expect(seen()).toBe(2)
  })

  it("a POST is never sent twice (the worker may have acted on it): a JSON 502 says so", async () => {
    const { answered, url, seen } = await resetting(1)
    const res = await fetch(`${url}/api/contacts`, { method: "POST", body: "{}" })
    expect(res.status).toBe(502)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upstream_unavailable")
    expect(answered).toEqual([])
    expect(seen()).toBe(1)
  })
})
