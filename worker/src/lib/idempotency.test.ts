/**
 * Writes sent with an Idempotency-Key run once: on D1 (project "worker") and on libSQL over HTTP
 * (project "libsql-http", vitest.config.ts LIBSQL_HTTP_SLICE), since the claim is a database race.
 */
import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { call, recordingQueue, resetAll, seedContacts, testEnv } from "../../test/dialer-fixtures"
import { testCtx } from "../../test/ctx"
import { port } from "../../test/port"
import type { Env } from "../env"
import { CRON_STEPS } from "../jobs/cron"
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from "./idempotency"
import { IDEMPOTENCY_TTL_MS } from "../services/idempotency/idempotency-store"

let e: Env
let contactIds: number[]
beforeEach(async () => {
  await resetAll()
  await port.run("DELETE FROM idempotency_keys")
  e = testEnv(recordingQueue())
  contactIds = (await seedContacts(3)).map((c) => c.id)
})

const campaign = (name = "Spring") => ({ name, selectedContacts: contactIds, minutesBetweenCalls: 5 })
const post = (json: unknown, key?: string) =>
  call(e, "/api/campaigns", { method: "POST", json, headers: key ? { [IDEMPOTENCY_HEADER]: key } : {} })
const campaignCount = async () => (await port.first<{ n: number }>("SELECT count(*) AS n FROM campaigns"))!.n
const keyRows = async () => (await port.first<{ n: number }>("SELECT count(*) AS n FROM idempotency_keys"))!.n
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code

describe("POST /api/campaigns with an Idempotency-Key", () => {
  it("sent twice: one campaign, and the repeat gets the first answer, word for word", async () => {
    const key = crypto.randomUUID()
    const first = await post(campaign(), key)
    const again = await post(campaign(), key)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(await again.text()).toBe(await first.text())
    expect(again.headers.get(REPLAYED_HEADER)).toBe("true")
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull()
    expect(await campaignCount()).toBe(1)
  })

  it("20 at once with the same key: exactly one campaign; the others get its answer or 409", async () => {
    const key = crypto.randomUUID()
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(campaign(), key)))
    expect(await campaignCount()).toBe(1)
    const created = answers.filter((res) => res.status === 201 && !res.headers.has(REPLAYED_HEADER))
    expect(created).toHaveLength(1)
    const body = await created[0]!.text()
    for (const res of answers) {
      if (res === created[0]) continue
      if (res.status === 201) expect(await res.text()).toBe(body)
      else {
        expect(res.status).toBe(409)
        expect(await errorCode(res)).toBe("request_in_progress")
      }
    }
    // Once the first has answered, every repeat gets that answer.
    const late = await post(campaign(), key)
    expect(late.status).toBe(201)
    expect(await late.text()).toBe(body)
  })

  it("the same key with another body is refused with 422, and nothing more is created", async () => {
    const key = crypto.randomUUID()
    expect((await post(campaign("Spring"), key)).status).toBe(201)
    const other = await post(campaign("Autumn"), key)
    expect(other.status).toBe(422)
    expect(await errorCode(other)).toBe("idempotency_key_reused")
    expect(await campaignCount()).toBe(1)
  })

  it("a refusal is kept too: the repeat of an invalid request gets the same 400 without running again", async () => {
    const key = crypto.randomUUID()
    const first = await post({ name: "" }, key)
    expect(first.status).toBe(400)
    const again = await post({ name: "" }, key)
    expect(again.status).toBe(400)
    expect(await again.text()).toBe(await first.text())
    expect(again.headers.get(REPLAYED_HEADER)).toBe("true")
  })

  it("different keys are different actions: two campaigns", async () => {
    expect((await post(campaign(), crypto.randomUUID())).status).toBe(201)
    expect((await post(campaign(), crypto.randomUUID())).status).toBe(201)
    expect(await campaignCount()).toBe(2)
  })

  it("a key is scoped to its method and path: the same key on another write runs that write", async () => {
    const key = crypto.randomUUID()
    const created = await post(campaign(), key)
    const { id } = (await created.json()) as { id: number }
    const paused = await call(e, `/api/campaigns/${id}`, {
      method: "PUT",
      json: { status: "paused" },
      headers: { [IDEMPOTENCY_HEADER]: key },
    })
    expect(paused.status).toBe(200)
    expect(((await paused.json()) as { status: string }).status).toBe("paused")
  })

  it("refuses a key that is not 1-255 visible ASCII characters", async () => {
    for (const key of ["x".repeat(256), "two words"]) {
      const res = await post(campaign(), key)
      expect(res.status).toBe(400)
      expect(await errorCode(res)).toBe("invalid_idempotency_key")
    }
    expect(await campaignCount()).toBe(0)
  })
})

// The bench probe counts D1 round trips before the answer (X-D1-Round-Trips); libSQL has no binding to meter.
describe.skipIf(Boolean(env.LIBSQL_URL))("round trips", () => {
  it("the key costs one round trip to claim and one to keep the answer; a repeat costs two, nothing else", async () => {
    const metered = { ...e, BENCH_ROWS_READ: "1" } as Env
    const trips = async (key?: string) => {
      const headers: Record<string, string> = key ? { [IDEMPOTENCY_HEADER]: key } : {}
      const res = await call(metered, "/api/campaigns", { method: "POST", json: campaign(), headers })
      return Number(res.headers.get("X-D1-Round-Trips"))
    }
    const plain = await trips()
    const key = crypto.randomUUID()
    expect(await trips(key)).toBe(plain + 2)
    expect(await trips(key)).toBe(2)
  })
})

describe("writes without the header", () => {
  it("behave as they always did: each runs, and no key is stored", async () => {
    expect((await post(campaign())).status).toBe(201)
    expect((await post(campaign())).status).toBe(201)
    expect(await campaignCount()).toBe(2)
    expect(await keyRows()).toBe(0)
  })

  it("reads and webhooks ignore the header", async () => {
    const key = crypto.randomUUID()
    const list = await call(e, "/api/campaigns", { headers: { [IDEMPOTENCY_HEADER]: key } })
    expect(list.status).toBe(200)
    const hook = await call(e, "/api/webhooks/vapi", {
      method: "POST",
      json: {},
      headers: { [IDEMPOTENCY_HEADER]: key },
    })
    expect(hook.headers.get(REPLAYED_HEADER)).toBeNull()
    expect(await keyRows()).toBe(0)
  })
})

describe("the cron's idempotency keys sweep", () => {
  it("deletes answers older than a day and keeps the rest", async () => {
    const now = Date.now()
    await port.batch([
      {
        sql: "INSERT INTO idempotency_keys (id, request_hash, status, body, created_at) VALUES (?, 'h', 201, '{}', ?)",
        params: ["old", now - IDEMPOTENCY_TTL_MS - 1],
      },
      {
        sql: "INSERT INTO idempotency_keys (id, request_hash, status, body, created_at) VALUES (?, 'h', 201, '{}', ?)",
        params: ["fresh", now - 60_000],
      },
    ])
    const sweep = CRON_STEPS.find((step) => step.name === "idempotency keys sweep")!
    const ctx = testCtx({ now })
    expect((await ctx.db.port.all(sweep.due!(ctx).sql, sweep.due!(ctx).params)).length).toBe(1)
    await sweep.run(ctx)
    const ids = await port.all<{ id: string }>("SELECT id FROM idempotency_keys")
    expect(ids.map((r) => r.id)).toEqual(["fresh"])
    expect(await ctx.db.port.all(sweep.due!(ctx).sql, sweep.due!(ctx).params)).toEqual([])
  })
})
