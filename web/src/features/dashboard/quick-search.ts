/** SPEC §9: 5 recent contacts with an empty query, up to 8 matches with one. */
export const RECENT_CONTACTS = 5
export const MAX_MATCHES = 8
/**
 * Query params for GET /api/contacts: the newest contacts for an empty query, else the matches.
 * The server's q is a case-insensitive substring over name, address and category and a plain
 * substring over the phone (digits typed as "(616) 555" also match the stored +1616555…).
 */
export const quickSearchParams = (query: string) => {
  const q = query.trim()
  return q ? { q, pageSize: MAX_MATCHES } : { pageSize: RECENT_CONTACTS }
}
