import http from "node:http"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { MAX_BODY_BYTES } from "./local-gate-body.mjs"
import { createLocalGate } from "./local-gate.mjs"
import { freePort } from "./test/server-probe"
import { upload } from "./test/upload"

/*
 * The gate's body limit against a stand-in for wrangler that reads every body to its end, so any
 * byte the gate lets through is counted. (local-gate.test.ts covers the real worker behind it.)
 */
interface Seen {
  bytes: number
  complete: boolean
  closed: Promise<void>
}
let seen: Seen[]
let upstream: http.Server
let gate: ReturnType<typeof createLocalGate>
let port: number

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    // The worker answering before it reads the body (a refused sign-in, say).
    if (req.url === "/early") return res.writeHead(401, { "content-type": "application/json" }).end("{}")
    let done: () => void
    const s: Seen = { bytes: 0, complete: false, closed: new Promise((r) => (done = r)) }
    seen.push(s)
    req.on("close", () => done())
    req.on("data", (c: Buffer) => (s.bytes += c.length))
    req.on("end", () => {
      s.complete = true
      res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ bytes: s.bytes }))
    })
  })
  await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r))
  port = await freePort()
  gate = createLocalGate({ port, token: "run-token" })
  gate.setTarget(`http://127.0.0.1:${(upstream.address() as { port: number }).port}`)
  await new Promise<void>((r) => gate.listen(port, "127.0.0.1", r))
})

afterAll(async () => {
  await new Promise((r) => gate.close(r))
  await new Promise((r) => upstream.close(r))
})

beforeEach(() => {
  seen = []
})

const LARGE = 20 * 1024 * 1024

describe("the local gate's body limit", () => {
  it("answers a chunked body past the worker's limit with 413 and abandons the upstream request", async () => {
    const res = await upload(port, "/api/contacts", LARGE)
    expect(res.status).toBe(413)
    expect(res.json()).toEqual({
      error: { code: "payload_too_large", message: "The request body is larger than 1 MB." },
    })
    expect(seen).toHaveLength(1)
    await seen[0]!.closed
    expect(seen[0]!.complete).toBe(false)
    expect(seen[0]!.bytes).toBeLessThanOrEqual(MAX_BODY_BYTES)
  })

  it("refuses a declared length past the limit without opening an upstream request", async () => {
    const res = await upload(port, "/api/contacts", LARGE, { contentLength: true })
    expect(res.status).toBe(413)
    expect(res.json().error.code).toBe("payload_too_large")
    expect(seen).toHaveLength(0)
  })

  it("passes a body of exactly the limit whole, chunked or with a length", async () => {
    for (const contentLength of [false, true]) {
      const res = await upload(port, "/api/contacts", MAX_BODY_BYTES, { contentLength })
      expect(res.status).toBe(201)
      expect(res.json()).toEqual({ bytes: MAX_BODY_BYTES })
    }
    expect((await upload(port, "/api/contacts", MAX_BODY_BYTES + 1)).status).toBe(413)
  })

  it("relays the worker's own answer when it came before the body passed the limit", async () => {
    // The rest of the body waits for the answer, which so comes first however busy the machine is.
    const res = await upload(port, "/early", LARGE, { answerFirstAfter: 64 * 1024 })
    expect(res.status).toBe(401)
  })

  it("keeps serving after refusing", async () => {
    await upload(port, "/api/contacts", LARGE)
    expect((await upload(port, "/api/contacts", 100)).status).toBe(201)
  })
})
