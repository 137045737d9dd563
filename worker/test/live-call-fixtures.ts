/**
 * The live call's test wiring (issue 36): a screen on /ws that collects events, a snapshot of every
 * table (to prove a webhook wrote nothing), and the Vapi stand-in's live messages delivered to the
 * worker as Vapi would send them.
 */
import { env, SELF } from "cloudflare:test"
import { expect } from "vitest"
import type { LiveEvent } from "../../party/events"
import type { Env } from "../src/env"
import { request } from "./call-fixtures"
import { port } from "./port"
import type { Delivery } from "./vapi-call-play"

const WAIT_MS = 8_000

/** A screen connected to /ws, and what it received. */
export async function liveScreen() {
  const res = await SELF.fetch("http://127.0.0.1/ws", { headers: { Upgrade: "websocket" } })
  const ws = res.webSocket!
  ws.accept()
  const received: LiveEvent[] = []
  ws.addEventListener("message", (e) => {
    received.push(JSON.parse(String(e.data)) as LiveEvent)
  })
  return {
    received,
    /** Waits (bounded) until `count` events of `type` arrived; answers them. */
    async next<T extends LiveEvent["type"]>(type: T, count = 1) {
      const started = Date.now()
      for (;;) {
        const got = received.filter((e) => e.type === type) as Extract<LiveEvent, { type: T }>[]
        if (got.length >= count) return got
        if (Date.now() - started > WAIT_MS) {
          throw new Error(`${count} ${type} event(s) did not arrive; received ${JSON.stringify(received)}`)
        }
        await new Promise((r) => setTimeout(r, 20))
      }
    },
    close: () => ws.close(1000, "test done"),
  }
}

/** Every row of every table, as text: equal before and after means nothing was written. */
export async function everyRow() {
  const tables = await port.all<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name"
  )
  const out: Record<string, unknown[]> = {}
  for (const { name } of tables) out[name] = await port.all(`SELECT * FROM "${name}"`)
  return JSON.stringify(out)
}

/** Marks a Vapi webhook as seen just now, so the next webhook does not write its once-a-minute mark. */
export const webhookSeenNow = () =>
  port.run("INSERT OR REPLACE INTO system_state (key, value, updated_at) VALUES ('vapi_webhook_seen_at', ?1, ?1)", [
    String(Date.now()),
  ])

const control = (key: string, path: string, body?: unknown) =>
  fetch(`${env.VAPI_BASE_URL}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<any>)

/** POSTs a delivery to the worker in `e` at the path of the URL Vapi was given; answers status and body. */
async function toWorker(e: Env, d: Delivery) {
  const res = await request(e, new URL(d.url).pathname, { method: "POST", headers: d.headers, json: d.body })
  return { status: res.status, answer: (await res.json()) as any }
}

/** Has the stand-in send what it queued for the call (e.g. after `line`), delivering each to the worker. */
async function drain(key: string, e: Env) {
  const answers: { type: string; status: number; answer: any }[] = []
  for (;;) {
    const { delivery } = (await control(key, "/__outbox/next", {})) as { delivery: Delivery | null }
    if (!delivery) return answers
    const { status, answer } = await toWorker(e, delivery)
    await control(key, `/__outbox/${delivery.id}`, { status, answer })
    answers.push({ type: delivery.body.message.type, status, answer })
  }
}

/** The stand-in's side of a live call: lines said, the transfer tool's question, control requests. */
export const fakeVapiLive = {
  /** Vapi sends a final transcript line of the call (role "assistant" or "user"). */
  async line(key: string, e: Env, providerCallId: string, role: "assistant" | "user", text: string) {
    const sent = await control(key, `/__calls/${encodeURIComponent(providerCallId)}/line`, { role, text })
    expect(sent.queued, JSON.stringify(sent)).toBe(1)
    return drain(key, e)
  },
  /** The transfer tool asks where to transfer; answers the worker's answer and Vapi's problems with it. */
  async transferRequest(key: string, e: Env, providerCallId: string) {
    const sent = await control(key, `/__calls/${encodeURIComponent(providerCallId)}/transfer-request`, {})
    expect(sent.queued, JSON.stringify(sent)).toBe(1)
    const [answer] = await drain(key, e)
    const deliveries = (await control(key, "/__deliveries")) as { type: string; problems?: string[] }[]
    return { ...answer!, problems: deliveries.at(-1)?.problems }
  },
  controlRequests: (key: string) =>
    control(key, "/__control-requests") as Promise<{ callId: string; body: any; status: number }[]>,
}
