import { afterEach, describe, expect, it, vi } from "vitest"
import type { CsvContact } from "./parse-contacts-csv"
import {
  chunkContacts,
  describeUploadFailure,
  describeUploadSuccess,
  uploadContacts,
  type UploadProgress,
} from "./upload-contacts"

const contacts = (count: number, address = ""): CsvContact[] =>
  Array.from({ length: count }, (_, i) => ({
    businessName: `Shop ${i + 1}`,
    phone: `+1616${String(5550000 + i).padStart(7, "0")}`,
    address,
    category: "Dentist",
    source: "test",
    status: "ready",
  }))

type Sent = { url: string; method: string; rows: CsvContact[] }

/** A fake bulk endpoint: records each request; `answer` decides the response per call. */
function stubBulk(answer: (rows: CsvContact[], call: number) => Response) {
  const sent: Sent[] = []
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    if (url !== "/api/contacts/bulk") throw new Error(`No mock found for ${url}`)
    const rows = (JSON.parse(String(init.body)) as { contacts: CsvContact[] }).contacts
    sent.push({ url, method: init.method ?? "GET", rows })
    return answer(rows, sent.length)
  })
  return sent
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("uploadContacts", () => {
  it("sends 1,201 rows as three sequential POSTs of 500, 500 and 201 and adds up the answers", async () => {
    // Pretend every 10th row's phone is already stored.
    const sent = stubBulk((rows) => {
      const skipped = rows.filter((_, i) => i % 10 === 0).length
      return json({ added: rows.length - skipped, skipped, ids: [] })
    })
    const progress: UploadProgress[] = []
    const result = await uploadContacts(contacts(1201), (p) => progress.push(p))

    expect(sent.map((s) => [s.method, s.rows.length])).toEqual([
      ["POST", 500],
      ["POST", 500],
      ["POST", 201],
    ])
    expect(sent[2]?.rows[0]?.businessName).toBe("Shop 1001")
    expect(sent[0]?.rows[0]).toMatchObject({ source: "test", status: "ready" })
    expect(result).toEqual({ done: 1201, total: 1201, added: 1080, skipped: 121 })
    expect(progress.map((p) => p.done)).toEqual([500, 1000, 1201])
    expect(progress[0]).toMatchObject({ added: 450, skipped: 50, total: 1201 })
    expect(describeUploadSuccess(result)).toBe("Added 1,080 contacts, skipped 121 duplicates.")
  })

  it("stops at a failed chunk, keeps the counts of what was stored and says which rows failed", async () => {
    const sent = stubBulk((rows, call) =>
      call === 3
        ? json({ error: { code: "validation_failed", message: "Invalid contacts payload" } }, 400)
        : json({ added: rows.length, skipped: 0, ids: [] })
    )
    const result = await uploadContacts(contacts(2000))

    expect(sent).toHaveLength(3)
    expect(result).toMatchObject({
      added: 1000,
      skipped: 0,
      done: 1000,
      failedAtRow: 1001,
      failedToRow: 1500,
      error: "Invalid contacts payload",
    })
    expect(describeUploadFailure(result)).toBe(
      "Rows 1,001–1,500 failed: Invalid contacts payload. 1,000 contacts were added before the failure."
    )
  })

  it("mentions rows skipped as already stored before the failure", async () => {
    stubBulk((rows, call) =>
      call === 2
        ? json({ error: { code: "internal", message: "D1 is overloaded" } }, 503)
        : json({ added: 0, skipped: rows.length, ids: [] })
    )
    expect(describeUploadFailure(await uploadContacts(contacts(600)))).toBe(
      "Rows 501–600 failed: D1 is overloaded. 0 contacts were added (500 already stored were skipped) before the failure."
    )
  })

  it("reports a network failure on the first chunk", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch")
    })
    const result = await uploadContacts(contacts(3))
    expect(describeUploadFailure(result)).toBe(
      "Rows 1–3 failed: Failed to fetch. 0 contacts were added before the failure."
    )
  })

  it("falls back to the status line when the server sends no JSON envelope", async () => {
    stubBulk(() => new Response("upstream timeout", { status: 502, statusText: "Bad Gateway" }))
    const result = await uploadContacts(contacts(1))
    expect(result.error).toBe("502: upstream timeout")
    expect(describeUploadFailure(result)).toMatch(/^Row 1 failed: 502: upstream timeout\./)
  })
})

describe("chunkContacts", () => {
  it("keeps each request under the byte budget even below 500 rows", () => {
    // 500 rows with 3 KB addresses would be about 1.5 MB: over the worker's 1 MB body limit.
    const chunks = chunkContacts(contacts(500, "x".repeat(3000)))
    expect(chunks.length).toBeGreaterThan(1)
    expect(chunks.flat()).toHaveLength(500)
    for (const chunk of chunks) expect(JSON.stringify({ contacts: chunk }).length).toBeLessThan(1_000_000)
  })
})
