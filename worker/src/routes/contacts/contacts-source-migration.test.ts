import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import migration from "../../../../migrations/0009_normalise_manual_source.sql?raw"
import { list, resetContacts } from "./contacts-test-helpers"

beforeEach(resetContacts)

describe("migration 0009: manual contacts stored before sources were normalised", () => {
  it("moves every old spelling of a manual add into the Manual Entry group and leaves file sources alone", async () => {
    const rows = [
      ["Old import screen", "+16165550111", "Manual Entry"],
      ["Old shouting", "+16165550112", " MANUAL "],
      ["Old blank", "+16165550113", ""],
      ["Old CSV", "+16165550114", "dentists-gr"],
      ["Already manual", "+16165550115", "manual"],
    ]
    await env.DB.batch(
      rows.map(([name, phone, source]) =>
        env.DB.prepare(
          "INSERT INTO contacts (business_name, phone, source, status, created_at, updated_at) VALUES (?, ?, ?, 'ready', 1, 1)"
        ).bind(name, phone, source)
      )
    )
    expect((await list({ sourceLabel: "Manual Entry" })).total).toBe(1)

    await env.DB.prepare(migration.replace(/^--.*$/gm, "")).run()

    const manual = await list({ sourceLabel: "Manual Entry" })
    expect(manual.items.map((c) => c.businessName).sort()).toEqual([
      "Already manual",
      "Old blank",
      "Old import screen",
      "Old shouting",
    ])
    expect((await list({ sourceLabel: "dentists-gr" })).items.map((c) => c.businessName)).toEqual(["Old CSV"])
  })
})
