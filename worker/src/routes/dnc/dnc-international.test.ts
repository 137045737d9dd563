import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { call, recordingQueue, resetAll, testEnv } from "../../../test/dialer-fixtures"
import { dbFromEnv } from "../../db/client"
import type { Env } from "../../env"
import type { DncImportResponse, DncListResponse } from "../../schemas/api-routes/dnc"
import { isOnDnc } from "../../services/dnc/dnc.service"

let e: Env
beforeEach(async () => {
  await resetAll()
  e = testEnv(recordingQueue())
})

const list = async (query = "") => (await (await call(e, `/api/dnc${query}`)).json()) as DncListResponse

describe("/api/dnc with international numbers", () => {
  it("lists the number typed, not the US number its last 10 digits make", async () => {
    const res = await call(e, "/api/dnc", { method: "POST", json: { phone: "+44 20 7946 0958" } })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ entry: { phone: "+442079460958" } })
    const db = dbFromEnv(env)
    expect(await isOnDnc(db, "0044 20 7946 0958")).toBe(true)
    expect(await isOnDnc(db, "+1 207 946 0958")).toBe(false)
  })

  it("refuses an invalid international number with the form's message", async () => {
    const res = await call(e, "/api/dnc", { method: "POST", json: { phone: "+44 12" } })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { message: "Please enter a valid phone number" } })
  })

  it("imports + and 00 forms as one number and reports the unreadable ones", async () => {
    const res = await call(e, "/api/dnc/import", {
      method: "POST",
      json: { phones: ["+44 20 7946 0958", "0044 20 7946 0958", "+44 12", "25551234567"] },
    })
    expect(await res.json()).toEqual({
      added: 1,
      alreadyListed: 0,
      invalid: ["+44 12", "25551234567"],
    } satisfies DncImportResponse)
    expect((await list()).items.map((i) => i.phone)).toEqual(["+442079460958"])
    expect((await list(`?search=${encodeURIComponent("0044 20 7946")}`)).total).toBe(1)
  })
})
