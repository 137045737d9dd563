import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"

/**
 * The first answer to each write the web app sent with an `Idempotency-Key` (lib/idempotency.ts), so
 * a repeat of it (the browser's own retry, a double click that reused the key) gets that answer
 * instead of doing the work again. Kept ~24 h; the cron sweeps older rows.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    /** SHA-256 of method, path and the client's key (base64url): one fixed-size key per request. */
    id: text().primaryKey(),
    /** SHA-256 of the query and body: the same key with another request is refused, not answered. */
    requestHash: text().notNull(),
    /** The answer's status; null while the first request is still running. */
    status: integer(),
    /** The answer's JSON body, as sent. */
    body: text(),
    createdAt: integer({ mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("idempotency_keys_created_idx").on(t.createdAt)]
)
