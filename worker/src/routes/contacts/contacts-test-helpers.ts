/** Shared by the contacts route tests (not a test file itself). */
import { SELF } from "cloudflare:test"
import { port } from "../../../test/port"
import type { ContactItem, ContactListItem, ContactPage } from "../../schemas/contacts-api"

export const API = "http://127.0.0.1/api/contacts"

// The answers' shapes are the shared contract's (what the web reads too), under the names the tests use.
export type ContactJson = ContactItem
export type ListItemJson = ContactListItem
export type ListJson = ContactPage

export interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] } & Record<string, unknown>
}

export const send = (method: string, path: string, body?: unknown, headers?: HeadersInit) =>
  SELF.fetch(`${API}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  })

export async function create(body: Record<string, unknown>): Promise<ContactJson> {
  const res = await send("POST", "", body)
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`)
  return res.json()
}

export async function list(query: Record<string, string | number> = {}): Promise<ListJson> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))
  const res = await SELF.fetch(`${API}?${qs}`)
  if (res.status !== 200) throw new Error(`list failed: ${res.status} ${await res.text()}`)
  return res.json()
}

/** `n` contacts with distinct phones +1555000NNNN, created oldest first through the bulk endpoint. */
export async function seedContacts(
  n: number,
  make: (i: number) => Record<string, unknown> = (i) => ({ businessName: `Business ${i}` })
): Promise<number[]> {
  const ids: number[] = []
  for (let start = 0; start < n; start += 500) {
    const rows = Array.from({ length: Math.min(500, n - start) }, (_, k) => ({
      phone: `555${String(start + k).padStart(7, "0")}`,
      ...make(start + k),
    }))
    const res = await send("POST", "/bulk", { contacts: rows })
    if (res.status !== 200) throw new Error(`seed failed: ${res.status} ${await res.text()}`)
    ids.push(...((await res.json()) as { ids: number[] }).ids)
  }
  return ids
}

/** A call row written directly: calls are created by the calls feature, here we only read them. */
export async function insertCall(contactId: number, status: string, result: string | null, at: number) {
  await port.run("INSERT INTO calls (contact_id, status, result, created_at, updated_at) VALUES (?, ?, ?, ?, ?)", [
    contactId,
    status,
    result,
    at,
    at,
  ])
}

/** A call for each contact (as insertCall), in one batch: one round trip instead of one per call. */
export async function insertCalls(contactIds: number[], status: string, result: string | null, at: number) {
  await port.batch(
    contactIds.map((id) => ({
      sql: "INSERT INTO calls (contact_id, status, result, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
      params: [id, status, result, at, at],
    }))
  )
}

export const storedContacts = async () => (await port.first<{ n: number }>("SELECT count(*) AS n FROM contacts"))!.n

/** Storage is shared by the tests of a file, so each test starts from no contacts and no calls. */
export async function resetContacts() {
  await port.batch([{ sql: "DELETE FROM calls" }, { sql: "DELETE FROM contacts" }, { sql: "DELETE FROM do_not_call" }])
}
