import { MAX_IMPORT_ROWS } from "@shared/contacts"
import { API } from "@shared/api-routes/endpoints"

import { apiCall } from "@/lib/api-call"
import type { CsvContact } from "./parse-contacts-csv"

/** Rows per POST /api/contacts/bulk request: the most the endpoint accepts (500). */
export const UPLOAD_CHUNK_ROWS = MAX_IMPORT_ROWS
/**
 * Byte budget per request, under the worker's 1 MB body limit: 500 rows of long addresses
 * would otherwise be refused with a 413 even though every row is valid.
 */
export const UPLOAD_CHUNK_BYTES = 900_000

export type UploadProgress = {
  /** Rows sent and answered so far. */
  done: number
  total: number
  added: number
  skipped: number
}

export type UploadResult = UploadProgress & {
  /** Set when a chunk failed: 1-based positions of its first and last row. Later chunks are not sent. */
  failedAtRow?: number
  failedToRow?: number
  error?: string
}

const encoder = new TextEncoder()

/** Splits rows into request-sized chunks: at most `maxRows` rows and `maxBytes` of JSON each. */
export function chunkContacts(
  contacts: readonly CsvContact[],
  maxRows = UPLOAD_CHUNK_ROWS,
  maxBytes = UPLOAD_CHUNK_BYTES
) {
  const chunks: CsvContact[][] = []
  let current: CsvContact[] = []
  let bytes = 0
  for (const contact of contacts) {
    const size = encoder.encode(JSON.stringify(contact)).length + 1
    if (current.length > 0 && (current.length >= maxRows || bytes + size > maxBytes)) {
      chunks.push(current)
      current = []
      bytes = 0
    }
    current.push(contact)
    bytes += size
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}

/**
 * Sends the rows to the bulk endpoint one chunk after another (not one request per row, as the
 * spec's original did). The server skips phones it already has and each chunk is stored on its
 * own, so when a chunk fails we stop there: what earlier chunks stored stays stored, and the
 * result says which rows failed and why.
 */
export async function uploadContacts(
  contacts: readonly CsvContact[],
  onProgress?: (progress: UploadProgress) => void
): Promise<UploadResult> {
  const progress: UploadProgress = { done: 0, total: contacts.length, added: 0, skipped: 0 }
  for (const chunk of chunkContacts(contacts)) {
    try {
      const answer = await apiCall(API.contacts.bulkImport, { body: { contacts: chunk } })
      progress.added += answer.added
      progress.skipped += answer.skipped
    } catch (error) {
      return {
        ...progress,
        failedAtRow: progress.done + 1,
        failedToRow: progress.done + chunk.length,
        error: error instanceof Error && error.message ? error.message : "Network error",
      }
    }
    progress.done += chunk.length
    onProgress?.({ ...progress })
  }
  return progress
}

const n = (value: number) => value.toLocaleString("en-US")

/** "Rows 1,001–1,500 failed: <message>. 1,000 contacts were added before the failure." */
export function describeUploadFailure(result: UploadResult) {
  if (result.failedAtRow === undefined) return ""
  const rows =
    result.failedAtRow === result.failedToRow
      ? `Row ${n(result.failedAtRow)}`
      : `Rows ${n(result.failedAtRow)}–${n(result.failedToRow ?? result.failedAtRow)}`
  const message = (result.error ?? "").replace(/[.\s]+$/, "")
  const before = result.added === 1 ? "1 contact was added" : `${n(result.added)} contacts were added`
  // Rows the server skipped as already stored are not lost either; say so, or "0 added" alarms.
  const skipped = result.skipped > 0 ? ` (${n(result.skipped)} already stored were skipped)` : ""
  return `${rows} failed: ${message}. ${before}${skipped} before the failure.`
}

/** "Added N contacts, skipped M duplicates." */
export function describeUploadSuccess(result: UploadResult) {
  const added = result.added === 1 ? "1 contact" : `${n(result.added)} contacts`
  const skipped = result.skipped === 1 ? "1 duplicate" : `${n(result.skipped)} duplicates`
  return `Added ${added}, skipped ${skipped}.`
}
