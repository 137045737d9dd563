/** Zero-based column indexes of the fields a CSV row maps to (-1 = not present). */
export type CsvColumns = { name: number; phone: number; address: number; category: number }

export type CsvField = keyof CsvColumns

/**
 * Header names we accept per field, most specific first: when a file has several matching
 * columns (Apify exports both "phone" and "phoneUnformatted", "address" and "street") the
 * earlier alias wins, whatever the column order. Aliases are compared after `headerKey()`,
 * so "Business Name", "business_name" and "BUSINESS-NAME" are the same.
 *
 * Sources: Google Maps scrapers (Outscraper: name, phone, full_address, category/type;
 * Apify: title, phone, phoneUnformatted, address, street, categoryName), CRMs (HubSpot:
 * Company Name, Phone Number, Street Address, Industry; Salesforce: Account Name, Phone,
 * Billing Street, Industry) and hand-made spreadsheets.
 */
const ALIASES: Record<CsvField, readonly string[]> = {
  name: [
    "business name",
    "company name",
    "name",
    "business",
    "company",
    "title",
    "place name",
    "account name",
    "organization",
    "organisation",
    "organization name",
    "business title",
  ],
  phone: [
    "phone",
    "phone number",
    "phone_number",
    "telephone",
    "telephone number",
    "tel",
    "mobile",
    "mobile phone",
    "international phone",
    "phoneUnformatted",
    "business phone",
    "work phone",
    "primary phone",
    "phone 1",
    "cell",
  ],
  address: [
    "address",
    "full address",
    "full_address",
    "formatted address",
    "street address",
    "address 1",
    "address line 1",
    "street",
    "billing street",
    "location",
  ],
  category: [
    "category",
    "categoryName",
    "main category",
    "business category",
    "type",
    "business type",
    "industry",
    "categories",
  ],
}

/** "Phone_Number " -> "phonenumber": case, spaces and punctuation do not matter. */
export function headerKey(header: string) {
  return header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "")
}

const KEYED: Record<CsvField, string[]> = {
  name: ALIASES.name.map(headerKey),
  phone: ALIASES.phone.map(headerKey),
  address: ALIASES.address.map(headerKey),
  category: ALIASES.category.map(headerKey),
}

const FIELDS: CsvField[] = ["phone", "name", "address", "category"]

/**
 * Maps header cells to fields. Returns null unless both a name and a phone column are found
 * (the caller then falls back to guessing from the data). A column is used for one field only.
 */
export function columnsFromHeader(header: readonly string[]): CsvColumns | null {
  const keys = header.map(headerKey)
  const taken = new Set<number>()
  const columns: CsvColumns = { name: -1, phone: -1, address: -1, category: -1 }
  for (const field of FIELDS) {
    for (const alias of KEYED[field]) {
      const index = keys.findIndex((k, i) => k === alias && !taken.has(i))
      if (index !== -1) {
        columns[field] = index
        taken.add(index)
        break
      }
    }
  }
  return columns.name !== -1 && columns.phone !== -1 ? columns : null
}
