import type { CsvColumns } from "./header-columns"

/**
 * SPEC §5's layout guess, used when the header does not name the columns: "The layout is
 * guessed by which column holds at least 10 digits (phone in the first, second or third
 * column)". Our reading of the three layouts:
 *   phone in column 2 -> name, phone, address        (the template's own order)
 *   phone in column 1 -> phone, name, address
 *   phone in column 3 -> name, address, phone
 * None of them carries a category: the spec forces "Dentist" for a recognised layout.
 *
 * The spec does not say whether the guess is per row or per file. We guess once per file
 * (the column that most often holds a phone-like value) so the screen can name the columns
 * it used; ties go to the template's order first, then the first and third column, and a
 * name or address that happens to hold 10 digits does not flip a single row's layout.
 */
const LAYOUTS: readonly { phoneColumn: number; columns: CsvColumns }[] = [
  { phoneColumn: 1, columns: { name: 0, phone: 1, address: 2, category: -1 } },
  { phoneColumn: 0, columns: { name: 1, phone: 0, address: 2, category: -1 } },
  { phoneColumn: 2, columns: { name: 0, phone: 2, address: 1, category: -1 } },
]

/** The category the spec gives every row of a guessed layout. */
export const POSITIONAL_CATEGORY = "Dentist"

const digitCount = (cell: string | undefined) => (cell ?? "").replace(/\D/g, "").length

/** Picks the layout whose phone column holds at least 10 digits in the most rows, or null. */
export function guessColumns(rows: readonly (readonly string[])[]): CsvColumns | null {
  let best: { hits: number; columns: CsvColumns } | null = null
  for (const layout of LAYOUTS) {
    const hits = rows.filter((row) => digitCount(row[layout.phoneColumn]) >= 10).length
    if (hits > 0 && (!best || hits > best.hits)) best = { hits, columns: layout.columns }
  }
  return best?.columns ?? null
}
