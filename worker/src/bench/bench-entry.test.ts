import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../test/app-request"
import type { Env } from "../env"
import worker from "../index"

/** The app's env (BENCH_ROWS_READ as given) with a D1 that records every statement it runs. */
function recordingEnv(bench: boolean) {
  const statements: string[] = []
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "prepare") {
        return (sql: string) => {
          statements.push(sql)
          return target.prepare(sql)
        }
      }
      const value = Reflect.get(target, prop)
      return typeof value === "function" ? value.bind(target) : value
    },
  })
  return { e: { ...env, DB, BENCH_ROWS_READ: bench ? "1" : undefined } as Env, statements }
}

const rowsRead = (res: Response) => res.headers.get("X-D1-Rows-Read")

async function seedThree(e: Env) {
  for (const [i, name] of ["Acme Dental", "Birch Bakery", "Cedar Salon"].entries()) {
    const res = await appRequest(e, "/api/contacts", {
      method: "POST",
      json: { businessName: name, phone: `616555020${i}` },
    })
    expect(res.status).toBe(201)
  }
}

beforeEach(async () => {
  await env.DB.exec("DELETE FROM contacts")
})

describe("the bench entry's probe", () => {
  it("is not in the deployed worker: BENCH_ROWS_READ=1 adds no header there", async () => {
    const { e } = recordingEnv(true)
    const ctx = createExecutionContext()
    const res = await worker.fetch(new Request("http://127.0.0.1/api/contacts"), e, ctx)
    await waitOnExecutionContext(ctx)
    expect(res.status).toBe(200)
    expect([...res.headers.keys()].filter((h) => /^x-(d1|live)-/i.test(h))).toEqual([])
  })

  it("is off by default: no rows-read header, and the after-write mark changes nothing", async () => {
    const { e, statements } = recordingEnv(false)
    await seedThree(e)
    const first = await appRequest(e, "/api/contacts")
    expect(rowsRead(first)).toBeNull()
    expect(first.headers.get("X-D1-Rows-Written")).toBeNull()
    statements.length = 0
    const again = await appRequest(e, "/api/contacts", { headers: { "X-Bench-After-Write": "1" } })
    expect(again.status).toBe(200)
    // Still a cached body after one version read.
    expect(statements).toHaveLength(1)
  })

  it("with BENCH_ROWS_READ=1 every API answer says how many D1 rows it read", async () => {
    const { e } = recordingEnv(true)
    await seedThree(e)
    const list = await appRequest(e, "/api/contacts")
    expect(list.status).toBe(200)
    // The data still comes through the counting binding intact (batch, first and drizzle paths).
    const body = (await list.json()) as { items: { businessName: string }[]; total: number }
    expect(body.items.map((i) => i.businessName)).toEqual(["Cedar Salon", "Birch Bakery", "Acme Dental"])
    expect(body.total).toBe(3)
    const listRows = Number(rowsRead(list))
    expect(listRows).toBeGreaterThanOrEqual(3)

    const repoll = await appRequest(e, "/api/contacts", { headers: { "If-None-Match": list.headers.get("ETag")! } })
    expect(repoll.status).toBe(304)
    const repollRows = Number(rowsRead(repoll))
    expect(repollRows).toBeGreaterThan(0)
    expect(repollRows).toBeLessThan(listRows)

    const searched = await appRequest(e, "/api/contacts?q=birch")
    expect(((await searched.json()) as { items: { businessName: string }[] }).items.map((i) => i.businessName)).toEqual(
      ["Birch Bakery"]
    )
    expect(Number(rowsRead(searched))).toBeGreaterThan(0)
  })

  it("with BENCH_ROWS_READ=1 an answer also says its D1 round trips, rows written and live flushes", async () => {
    const { e } = recordingEnv(true)
    const created = await appRequest(e, "/api/contacts", {
      method: "POST",
      json: { businessName: "Dune Deli", phone: "6165550209" },
    })
    expect(created.status).toBe(201)
    expect(Number(created.headers.get("X-D1-Round-Trips"))).toBeGreaterThan(0)
    // The contact_updated event of the write, sent once after the handler.
    expect(created.headers.get("X-Live-Flushes")).toBe("1")
    const read = await appRequest(e, "/api/health")
    expect(read.headers.get("X-Live-Flushes")).toBe("0")
    // A read writes nothing (services/calls/report-rows-written.test.ts counts a webhook's writes).
    expect(read.headers.get("X-D1-Rows-Written")).toBe("0")
  })

  it("with BENCH_ROWS_READ=1 a read marked after-write runs its query again instead of the cached body", async () => {
    const { e, statements } = recordingEnv(true)
    await seedThree(e)
    await appRequest(e, "/api/contacts")
    statements.length = 0
    const cached = await appRequest(e, "/api/contacts")
    expect(statements).toHaveLength(1)
    statements.length = 0
    const uncached = await appRequest(e, "/api/contacts", { headers: { "X-Bench-After-Write": "1" } })
    expect(statements.length).toBeGreaterThan(1)
    expect(Number(rowsRead(uncached))).toBeGreaterThan(Number(rowsRead(cached)))
    expect(await uncached.text()).toEqual(await cached.text())
  })
})
