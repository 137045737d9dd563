import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../test/app-request"
import type { Env } from "../env"

/** The app's env with a D1 that records every statement it is asked to run. */
function countingEnv() {
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
  return { e: { ...env, DB } as Env, statements }
}

const listSql = (s: string) => /from\s+"?contacts"?\b/i.test(s) && !/data_versions/i.test(s)

async function names(e: Env, path: string, headers: Record<string, string> = {}) {
  const res = await appRequest(e, path, { headers })
  expect(res.status).toBe(200)
  expect(res.headers.get("content-type")).toMatch(/^application\/json/)
  return ((await res.json()) as { items: { businessName: string }[] }).items.map((i) => i.businessName)
}

beforeEach(async () => {
  await env.DB.exec("DELETE FROM contacts")
})

describe("polled reads", () => {
  it("a repeated page is answered after one version read, without the list query", async () => {
    const { e, statements } = countingEnv()
    await appRequest(e, "/api/contacts", { method: "POST", json: { businessName: "Acme Dental", phone: "6165550101" } })
    expect(await names(e, "/api/contacts?q=acme")).toEqual(["Acme Dental"])
    statements.length = 0
    expect(await names(e, "/api/contacts?q=acme")).toEqual(["Acme Dental"])
    expect(statements.filter(listSql)).toEqual([])
    expect(statements).toHaveLength(1)
  })

  it("a change is seen at once, whether made through the API or straight in the database", async () => {
    const { e } = countingEnv()
    await appRequest(e, "/api/contacts", { method: "POST", json: { businessName: "First Co", phone: "6165550102" } })
    expect(await names(e, "/api/contacts")).toEqual(["First Co"])
    await appRequest(e, "/api/contacts", { method: "POST", json: { businessName: "Second Co", phone: "6165550103" } })
    expect(await names(e, "/api/contacts")).toEqual(["Second Co", "First Co"])
    // A write that bypasses the API (a queue consumer, a migration, the console) still bumps the
    // version through the triggers, so nothing stale is served.
    await env.DB.prepare("UPDATE contacts SET business_name = 'Renamed Co' WHERE business_name = 'First Co'").run()
    expect(await names(e, "/api/contacts")).toEqual(["Second Co", "Renamed Co"])
  })

  it("different queries never share a body, and a client ETag still gets its 304", async () => {
    const { e } = countingEnv()
    await appRequest(e, "/api/contacts", {
      method: "POST",
      json: { businessName: "Alpha Plumbing", phone: "6165550104" },
    })
    await appRequest(e, "/api/contacts", { method: "POST", json: { businessName: "Beta Bakery", phone: "6165550105" } })
    expect(await names(e, "/api/contacts?q=alpha")).toEqual(["Alpha Plumbing"])
    expect(await names(e, "/api/contacts?q=beta")).toEqual(["Beta Bakery"])
    const first = await appRequest(e, "/api/contacts?q=beta")
    const etag = first.headers.get("etag")!
    const again = await appRequest(e, "/api/contacts?q=beta", { headers: { "If-None-Match": etag } })
    expect(again.status).toBe(304)
    expect(await names(e, "/api/contacts?q=alpha", { "If-None-Match": etag })).toEqual(["Alpha Plumbing"])
  })
})
