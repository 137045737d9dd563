/** SPEC §9: 5 recent contacts with an empty query, up to 8 matches with one. */
export const RECENT_CONTACTS = 5
export const MAX_MATCHES = 8
/** SPEC §2.3: each result's address is cut to 30 characters. */
export const ADDRESS_MAX = 30

/** "1234 Very Long Street Name, Grand Rapids" -> the first 30 characters and "…". */
export function cutAddress(address: string, max = ADDRESS_MAX) {
  const chars = [...address.trim()] // code points, so an emoji or accent is never split in half
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : chars.join("")
}

/**
 * Query params for GET /api/contacts: the newest contacts for an empty query, else the matches.
 * The server's q is a case-insensitive substring over name, address and category and a plain
 * substring over the phone (digits typed as "(616) 555" also match the stored +1616555…).
 */
export const quickSearchParams = (query: string) => {
  const q = query.trim()
  return q ? { q, pageSize: MAX_MATCHES } : { pageSize: RECENT_CONTACTS }
}
