import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { AppError } from "../../lib/errors"
import type { DncEntry, DncImportResponse, DncListResponse } from "../../schemas/api-routes/dnc"
import type { DncSource } from "../../schemas/dnc"
import { phoneQueryDigits, toE164 } from "../../schemas/phone"

export async function isOnDnc(db: DB, phone: string) {
  const normalized = toE164(phone) ?? phone
  const row = await db.port.first<{ hit: number }>("SELECT 1 AS hit FROM do_not_call WHERE phone = ?", [normalized])
  return !!row
}

/**
 * Every dial path calls this right before dialling (the queue consumer, Call Now): a number on the
 * do-not-call list is refused with 409 `do_not_call`.
 */
export async function assertDialable(db: DB, phone: string) {
  if (await isOnDnc(db, phone)) {
    throw new AppError("do_not_call", 409, "This number is on the do-not-call list.", { phone })
  }
}

// Contacts with a listed number stop being dialled by every campaign at once (a trigger keeps each
// campaign's completedCalls). `?1` is a JSON array of E.164 numbers: one bound parameter for any count.
const SKIP_LISTED_SQL = `UPDATE campaign_contacts SET state = 'skipped', outcome = 'dnc'
  WHERE state = 'pending' AND contact_id IN (
    SELECT c.id FROM contacts c WHERE c.phone IN (SELECT value FROM json_each(?1)))`

// RETURNING counts the new rows: a batch answers rows, not changes.
const INSERT_SQL = `INSERT INTO do_not_call (phone, reason, source, created_at)
  SELECT value, ?2, ?3, ?4 FROM json_each(?1) WHERE true
  ON CONFLICT (phone) DO NOTHING RETURNING 1 AS added`

/** Adds numbers (already normalised); answers how many were new. Idempotent. */
type AddOptions = { reason?: string | null; source: DncSource; now?: number }

/** The list's insert (RETURNING a row per number added) and the campaigns' skip, for any batch. */
export function addNumbersStatements(phones: string[], opts: AddOptions) {
  const list = JSON.stringify([...new Set(phones)])
  return [
    { sql: INSERT_SQL, params: [list, opts.reason ?? null, opts.source, opts.now ?? Date.now()] },
    { sql: SKIP_LISTED_SQL, params: [list] },
  ]
}

export async function addNumbers(db: DB, phones: string[], opts: AddOptions) {
  const [insert, skipListed] = addNumbersStatements(phones, opts)
  const { inserted } = await batchNamed(db.port, { inserted: insert, skipListed })
  return inserted.length
}

type Row = { phone: string; reason: string | null; source: DncSource; created_at: number }
const toEntry = (r: Row): DncEntry => ({
  phone: r.phone,
  reason: r.reason,
  source: r.source,
  createdAt: new Date(r.created_at).toISOString(),
})

export async function getEntry(db: DB, phone: string) {
  const row = await db.port.first<Row>("SELECT * FROM do_not_call WHERE phone = ?", [phone])
  return row ? toEntry(row) : null
}

export async function addToDnc(
  db: DB,
  input: { phone: string; reason?: string | null; source?: DncSource }
): Promise<{ entry: DncEntry; created: boolean }> {
  const created = (await addNumbers(db, [input.phone], { reason: input.reason, source: input.source ?? "manual" })) > 0
  return { entry: (await getEntry(db, input.phone))!, created }
}

export async function removeFromDnc(db: DB, rawPhone: string) {
  const phone = toE164(rawPhone) ?? rawPhone
  const res = await db.port.run("DELETE FROM do_not_call WHERE phone = ?", [phone])
  if (!res.changes) throw new AppError("not_found", 404, "That number is not on the do-not-call list.")
  // Contacts skipped because of it stay skipped: the campaign treated them as done.
  return { removed: phone }
}

export async function importDnc(db: DB, raw: string[], reason?: string): Promise<DncImportResponse> {
  const invalid: string[] = []
  const phones = new Set<string>()
  for (const r of raw) {
    const phone = toE164(r)
    if (phone) phones.add(phone)
    else invalid.push(r)
  }
  const added = phones.size ? await addNumbers(db, [...phones], { reason, source: "import" }) : 0
  return { added, alreadyListed: phones.size - added, invalid }
}

export async function listDnc(
  db: DB,
  q: { search?: string; page: number; pageSize: number }
): Promise<DncListResponse> {
  const digits = phoneQueryDigits(q.search ?? "")
  // instr, not LIKE: D1 refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too complex"),
  // so a long search answered 500 there while libSQL answered it. Digits need no case folding.
  const where = digits ? "WHERE instr(phone, ?1) > 0" : ""
  const offset = (q.page - 1) * q.pageSize
  const { count, rows } = await batchNamed(db.port, {
    count: typed<{ n: number }>({
      sql: `SELECT count(*) AS n FROM do_not_call ${where}`,
      params: digits ? [digits] : [],
    }),
    rows: typed<Row>({
      sql: `SELECT * FROM do_not_call ${where} ORDER BY created_at DESC, phone LIMIT ?2 OFFSET ?3`,
      params: [digits || null, q.pageSize, offset],
    }),
  })
  return {
    items: rows.map(toEntry),
    total: count[0]?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  }
}
