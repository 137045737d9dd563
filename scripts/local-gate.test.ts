import Database from "better-sqlite3"
import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import { migrate, serve } from "./lib.mjs"
import { MAX_BODY_BYTES } from "./local-gate-body.mjs"
import { freePort, get } from "./test/server-probe"
import { upload } from "./test/upload"

/*
 * The local server as `npm start` runs it (scripts/lib.mjs `serve`), without a password: it trusts
 * loopback, so nothing but the operator's own browser and tools may reach it as loopback.
 */
let server: Awaited<ReturnType<typeof serve>>
let port: number
let persistTo: string
let sqlitePath: string

const internalPort = () => Number(new URL(server.cronUrl).port)
const cronPath = () => new URL(server.cronUrl).pathname + new URL(server.cronUrl).search
const campaignStatus = () => {
  const db = new Database(sqlitePath, { readonly: true })
  try {
    return (db.prepare("SELECT status FROM campaigns WHERE name = 'Due campaign'").get() as { status: string }).status
  } finally {
    db.close()
  }
}

beforeAll(async () => {
  persistTo = mkdtempSync(join(tmpdir(), "cold-caller-gate-"))
  await migrate(persistTo)
  const dir = `${persistTo}/v3/d1/miniflare-D1DatabaseObject/`
  sqlitePath = dir + readdirSync(dir).find((f) => f.endsWith(".sqlite"))
  const db = new Database(sqlitePath)
  // A scheduled campaign already due: the next cron tick starts it, and nothing else does. Its window
  // is the whole day (start = end), so the tick never pauses it for being outside its hours.
  db.prepare(
    `INSERT INTO campaigns (name, status, scheduled_start, start_time, end_time, created_at, updated_at)
     VALUES ('Due campaign', 'scheduled', 1000, '00:00', '00:00', 1, 1)`
  ).run()
  db.close()
  port = await freePort()
  server = await serve({ port, persistTo, quiet: true, cron: false, vars: { OPERATOR_PASSWORD: "" } })
})

afterAll(async () => {
  await server?.stop()
  rmSync(persistTo, { recursive: true, force: true })
})

describe("the local server's Host check", () => {
  it("refuses a foreign Host that forges MF-Original-URL (a DNS-rebinding page)", async () => {
    for (const host of ["evil.example", `evil.example:${port}`]) {
      const res = await get(port, "/api/settings", {
        host,
        "mf-original-url": `http://127.0.0.1:${port}/api/settings`,
      })
      expect(res.status).toBe(403)
      expect(res.json().error.code).toBe("host_not_allowed")
    }
  })

  it("serves 127.0.0.1 and localhost on its own port", async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const res = await get(port, "/api/settings", { host })
      expect(res.status).toBe(200)
    }
  })

  it("refuses a loopback Host that names another port", async () => {
    const res = await get(port, "/api/settings", { host: `127.0.0.1:${port + 1}` })
    expect(res.status).toBe(403)
    expect(res.json().error.message).toContain(String(port))
  })

  it("without a password, never lets a client make the page https (forged stamp or X-Forwarded-Proto)", async () => {
    const res = await get(port, "/api/settings", {
      "x-forwarded-proto": "https",
      "x-cold-caller-https": "1",
    })
    expect(res.status).toBe(200)
    expect(res.headers["strict-transport-security"]).toBeUndefined()
  })

  it("ignores a client's MF-Original-URL on an allowed Host", async () => {
    const res = await get(port, "/api/no-such-route", {
      "mf-original-url": `http://127.0.0.1:${port}/api/health`,
    })
    expect(res.status).toBe(404)
  })

  it("proxies the live WebSocket for loopback and refuses it for a foreign Host", async () => {
    const open = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers })
        ws.on("open", () => {
          ws.close(1000)
          resolve(101)
        })
        ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0))
        ws.on("error", reject)
      })
    expect(await open({})).toBe(101)
    expect(await open({ host: "evil.example" })).toBe(403)
  })
})

describe("request bodies through the gate", () => {
  it("answers a 20 MB chunked upload with the worker's 413, not a 502 or a reset", async () => {
    const res = await upload(port, "/api/contacts", 20 * 1024 * 1024)
    expect(res.status).toBe(413)
    expect(res.json().error).toEqual({ code: "payload_too_large", message: "The request body is larger than 1 MB." })
  })

  it("lets a body of exactly the worker's limit through to the worker", async () => {
    const res = await upload(port, "/api/contacts", MAX_BODY_BYTES)
    // The worker read it whole: what it refuses is the megabyte-long business name.
    expect(res.status).toBe(400)
    expect(res.json().error.message).toContain("200")
  })
})

describe("the cron", () => {
  it("cannot be fired by a client, through the public port or wrangler's internal one", async () => {
    for (const path of ["/__scheduled?cron=*+*+*+*+*", "/cdn-cgi/handler/scheduled?cron=*+*+*+*+*", cronPath()]) {
      const res = await get(port, path, server.cronHeaders)
      expect(res.status).toBe(404)
    }
    expect((await get(internalPort(), cronPath())).status).toBe(404)
    expect((await get(internalPort(), cronPath(), { host: "evil.example" })).status).not.toBe(200)
    expect(campaignStatus()).toBe("scheduled")
  })

  it("grants no loopback trust on wrangler's internal port without the gate's token", async () => {
    const res = await get(internalPort(), "/api/settings", {
      host: "evil.example",
      "mf-original-url": `http://127.0.0.1:${port}/api/settings`,
    })
    expect(res.status).toBe(503)
    expect(res.json().error.code).toBe("operator_password_required")
  })

  it("still fires in-process: a due scheduled campaign starts", async () => {
    const res = await get(internalPort(), cronPath(), server.cronHeaders)
    expect(res.status).toBe(200)
    expect(campaignStatus()).toBe("running")
  })
})
