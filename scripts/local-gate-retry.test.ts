import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { createLocalGate, GATE_HEADER, WRANGLER_LOST_REQUEST } from "./local-gate.mjs"
import { freePort } from "./test/server-probe"

/*
 * wrangler's dev proxy answers a POST whose fetch of the worker failed with a bare text 503 in a few
 * ms (the Call Now "503 in 15 ms"). The gate sends it once more; here a stand-in for wrangler's
 * proxy plays that answer, so the test needs no workerd.
 */
type Answer = { status: number; headers: Record<string, string>; body: string }
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
  const upPort = await listen(upstream)
  // The gate admits only a Host naming its own port.
  const port = await freePort()
  const gate = createLocalGate({ port, token: "t0ken" })
  await new Promise<void>((resolve) => gate.listen(port, "127.0.0.1", resolve))
  closers.push(() => new Promise((resolve) => gate.close(() => resolve())))
  gate.setTarget(`http://127.0.0.1:${upPort}`)
  const post = (body: string) =>
    fetch(`http://127.0.0.1:${port}/api/calls/vapi/initiate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    })
  return { seen, post }
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

  it("lost twice: a JSON error that says what happened, never wrangler's bare text", async () => {
    const { seen, post } = await gateBefore([LOST, LOST])
    const res = await post("{}")
    expect(res.status).toBe(503)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe("worker_unreachable")
    expect(body.error.message).toContain("try again")
    expect(seen).toHaveLength(2)
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
