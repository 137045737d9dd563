/**
 * Writing contacts: create, update, delete, bulk import and bulk status. Phones are stored
 * normalised (SPEC §5) and are unique, so a duplicate is a 409 carrying the existing contact.
 * Sources are stored normalised too (normalizeSource), so the source filters are one index probe.
 * Reads are in contacts-list.ts and contacts-facets.ts, re-exported here, so routes import one service.
 */
import { eq, inArray } from "drizzle-orm"
import type { DB } from "../db/client"
import { contactOutboxQuery, requestSheetsSync, type SheetsSyncCtx } from "./sheets/sheets-outbox"
import { MAX_BOUND_PARAMS } from "../db/sql/sql-port"
import { type Contact, contactColumns, type ContactStatus as DbContactStatus, contacts } from "../db/schema"
import { AppError, notFound } from "../lib/errors"
import { type ContactInput, type ContactPatch, type ContactStatus, normalizeSource } from "../schemas/contacts"
import type { BulkImportResult } from "../schemas/contacts-api"
import { normalizePhone } from "../schemas/phone"

export * from "./contacts-facets"
export * from "./contacts-list"

// The shared schema (web-safe) repeats the status list of the table; this fails to compile if they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const statusesInSync: Same<ContactStatus, DbContactStatus> = true
void statusesInSync

/** An insert binds 8 values per contact (6 fields + created/updated), so 12 rows per statement. */
export const INSERT_PARAMS_PER_ROW = 8
export const ROWS_PER_INSERT = Math.floor(MAX_BOUND_PARAMS / INSERT_PARAMS_PER_ROW)
/** A status update binds status and updated_at, then the ids. */
export const IDS_PER_UPDATE = MAX_BOUND_PARAMS - 2

const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size))

/** SPEC §8: "Contact already exists: {business name} - {phone}", with the existing contact attached. */
export const duplicatePhone = (existing: Contact) =>
  new AppError(
    "duplicate_phone",
    409,
    `Contact already exists: ${existing.businessName} - ${existing.phone}`,
    // The issue lets a form show the refusal under its phone field.
    { existing, issues: [{ path: "phone", message: `Already in your contacts: ${existing.businessName}` }] }
  )

async function findByPhone(db: DB, phone: string) {
  const [row] = await db.select(contactColumns).from(contacts).where(eq(contacts.phone, phone))
  return row
}

/** D1 and drizzle wrap SQLite's error; the constraint text survives somewhere in the cause chain. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed/i.test(e.message)) return true
  }
  return false
}

export async function createContact(db: DB, input: ContactInput): Promise<Contact> {
  const values = { ...input, phone: normalizePhone(input.phone), source: normalizeSource(input.source) }
  // Insert first and look only on conflict: two racing creates cannot both pass a pre-check.
  // A second round covers the existing row being deleted between our insert and our read.
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await db
      .insert(contacts)
      .values(values)
      .onConflictDoNothing({ target: contacts.phone })
      .returning(contactColumns)
    if (row) return row
    const existing = await findByPhone(db, values.phone)
    if (existing) throw duplicatePhone(existing)
  }
  throw new AppError("conflict", 409, "The contact changed while saving. Please try again.")
}

/** PATCH and PUT both send only the changed fields. */
/** `sync` asks for a Google Sheets sync at once when the edit wrote an outbox row; without it the cron does within a minute. */
export async function updateContact(db: DB, id: number, patch: ContactPatch, sync?: SheetsSyncCtx): Promise<Contact> {
  const values = {
    ...patch,
    ...(patch.phone !== undefined && { phone: normalizePhone(patch.phone) }),
    ...(patch.source !== undefined && { source: normalizeSource(patch.source) }),
  }
  try {
    // The edit and its Google Sheets row (when contact updates sync) in one transaction.
    const [[row], outbox] = await db.batch([
      db.update(contacts).set(values).where(eq(contacts.id, id)).returning(contactColumns),
      contactOutboxQuery(db, [id], Date.now()),
    ])
    if (!row) throw notFound("Contact")
    if (sync) await requestSheetsSync(sync, [outbox])
    return row
  } catch (err) {
    if (values.phone !== undefined && isUniqueViolation(err)) {
      const existing = await findByPhone(db, values.phone)
      if (existing) throw duplicatePhone(existing)
    }
    throw err
  }
}

/** Calls keep their history: the foreign key sets their contact to null. */
export async function deleteContact(db: DB, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id })
  if (!row) throw notFound("Contact")
  return row
}

/**
 * Imports up to 500 rows atomically: phones and sources are normalised, repeats within the
 * request are dropped, and rows whose phone is already stored are skipped by ON CONFLICT. All chunks go in
 * one batch, which D1 runs as one transaction: a failure stores nothing.
 */
export async function bulkImportContacts(db: DB, rows: ContactInput[]): Promise<BulkImportResult> {
  const seen = new Set<string>()
  const unique: ContactInput[] = []
  for (const row of rows) {
    const phone = normalizePhone(row.phone)
    if (seen.has(phone)) continue
    seen.add(phone)
    unique.push({ ...row, phone, source: normalizeSource(row.source) })
  }
  const now = new Date()
  const statements = chunk(unique, ROWS_PER_INSERT).map((part) =>
    db
      .insert(contacts)
      .values(part.map((r) => ({ ...r, createdAt: now, updatedAt: now })))
      .onConflictDoNothing({ target: contacts.phone })
      .returning({ id: contacts.id })
  )
  const [first, ...rest] = statements
  const results = first ? await db.batch([first, ...rest]) : []
  const ids = results.flat().map((r) => r.id)
  return { added: ids.length, skipped: rows.length - ids.length, ids }
}

/**
 * Sets one status on many contacts; unknown ids are ignored and not counted. With contact updates
 * syncing, each contact's Google Sheets row is written in the same batch as its update (one outbox
 * statement for all of them), so a bulk change reaches the sheet like a single edit does. `sync` asks for
 * the sync at once, as updateContact does.
 */
export async function bulkUpdateStatus(
  db: DB,
  ids: number[],
  status: ContactStatus,
  sync?: SheetsSyncCtx
): Promise<{ updated: number; ids: number[] }> {
  const unique = [...new Set(ids)]
  const [first, ...rest] = chunk(unique, IDS_PER_UPDATE).map((part) =>
    db.update(contacts).set({ status }).where(inArray(contacts.id, part)).returning({ id: contacts.id })
  )
  if (!first) return { updated: 0, ids: [] }
  // After every update of the batch: each row reads its contact as the batch leaves it.
  const results = await db.batch([first, ...rest, contactOutboxQuery(db, unique, Date.now())])
  const outbox = results.pop() as unknown[]
  const updatedIds = (results as { id: number }[][]).flat().map((r) => r.id)
  if (sync) await requestSheetsSync(sync, [outbox])
  return { updated: updatedIds.length, ids: updatedIds }
}
