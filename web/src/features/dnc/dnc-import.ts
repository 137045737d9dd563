import Papa from "papaparse"
import type { DncImportResponse } from "@shared/api-routes/dnc"
import { MAX_DNC_IMPORT, splitPhoneList } from "@shared/dnc"
import { isValidPhone, phoneDigits } from "@shared/phone"

/** A cell that can be a phone number: 10 to 17 digits ("00" and a 15-digit number), any punctuation. */
const looksLikePhone = (cell: string) => {
  const digits = phoneDigits(cell).length
  return digits >= 10 && digits <= 17
}

/**
 * Numbers from a CSV file: the first cell of each row that is a phone number (the server's rule),
 * else the first phone-like one so the server reports it as unreadable; a contacts export (name,
 * phone, address…) works as well as a one-column list, and header rows have none and drop out.
 */
export function phonesFromCsv(text: string): string[] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true })
  const phones: string[] = []
  for (const row of data) {
    const cells = Array.isArray(row) ? row.filter((c): c is string => typeof c === "string") : []
    const cell = cells.find(isValidPhone) ?? cells.find(looksLikePhone)
    if (cell) phones.push(cell.trim())
  }
  return phones
}

/** Numbers pasted one a line (commas, semicolons and tabs also separate). */
export const phonesFromText = (text: string) => splitPhoneList(text)

/** Requests of at most MAX_DNC_IMPORT numbers each (the API's per-request cap). */
export function importChunks<T>(items: T[], size = MAX_DNC_IMPORT): T[][] {
  const chunks: T[][] = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks
}

export function mergeImportResults(results: DncImportResponse[]): DncImportResponse {
  return results.reduce(
    (sum, r) => ({
      added: sum.added + r.added,
      alreadyListed: sum.alreadyListed + r.alreadyListed,
      invalid: [...sum.invalid, ...r.invalid],
    }),
    { added: 0, alreadyListed: 0, invalid: [] as string[] }
  )
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "Added 12 numbers. 3 were already on the list. 2 could not be read: 555-12, abc." */
export function importSummary(r: DncImportResponse) {
  const parts = [`Added ${plural(r.added, "number", "numbers")}.`]
  if (r.alreadyListed) parts.push(`${plural(r.alreadyListed, "was", "were")} already on the list.`)
  if (r.invalid.length) {
    const sample = r.invalid.slice(0, 3).join(", ")
    const more = r.invalid.length > 3 ? ` and ${r.invalid.length - 3} more` : ""
    parts.push(`${r.invalid.length} could not be read: ${sample}${more}.`)
  }
  return parts.join(" ")
}
