import { describe, expect, it } from "vitest"
import wrangler from "../../../wrangler.toml?raw"
import { QUEUES, queueOf } from "./messages"

// A queue name that differs from wrangler.toml's would send jobs where no consumer reads them.
describe("queue names", () => {
  const values = (key: string) => [...wrangler.matchAll(new RegExp(`^${key} = "(.+)"$`, "gm"))].map((m) => m[1])

  it("match the producers, consumers and dead-letter queues in wrangler.toml", () => {
    const producers = Object.fromEntries(
      [...wrangler.matchAll(/^binding = "(\w+_QUEUE)"\nqueue = "(.+)"$/gm)].map((m) => [m[1], m[2]])
    )
    expect(producers).toEqual(Object.fromEntries(Object.entries(QUEUES).map(([b, q]) => [b, q.name])))
    const consumed = values("queue")
    for (const q of Object.values(QUEUES)) expect(consumed).toContain(q.name)
    expect(values("dead_letter_queue").sort()).toEqual(
      Object.values(QUEUES)
        .map((q) => q.deadLetter)
        .sort()
    )
  })

  it("every queue and every dead-letter queue has a consumer, so no dead letter waits unread", () => {
    const consumers = [...wrangler.matchAll(/^\[\[queues\.consumers\]\]\nqueue = "(.+)"$/gm)].map((m) => m[1])
    for (const q of Object.values(QUEUES)) {
      expect(consumers).toContain(q.name)
      expect(consumers).toContain(q.deadLetter)
    }
  })
})

// `npm run deploy -- --name acme` renames every queue (scripts/deploy-name.mjs): acme-calls, acme-calls-dlq, …
describe("queueOf", () => {
  it("knows each queue and dead-letter queue by wrangler.toml's name and under a deployment's own name", () => {
    for (const [binding, q] of Object.entries(QUEUES)) {
      for (const prefix of ["cold-caller", "acme", "cold-caller-2"]) {
        expect(queueOf(q.name.replace("cold-caller", prefix))).toEqual({ binding, deadLetter: false })
        expect(queueOf(q.deadLetter.replace("cold-caller", prefix))).toEqual({ binding, deadLetter: true })
      }
    }
    expect(queueOf("acme-invoices")).toBeNull()
  })
})
