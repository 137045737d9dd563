import { getTableColumns, sql } from "drizzle-orm"
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core"
import { createdAt, updatedAt } from "./columns"

export const CONTACT_STATUSES = ["ready", "called", "demo_scheduled", "no_answer", "follow_up"] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export const contacts = sqliteTable(
  "contacts",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    businessName: text().notNull(),
    /** E.164 (SPEC §5 normalisation); unique, so a duplicate is a 409 and imports skip it. */
    phone: text().notNull(),
    address: text().notNull().default(""),
    category: text().notNull().default(""),
    source: text().notNull().default("manual"),
    status: text({ enum: CONTACT_STATUSES }).notNull().default("ready"),
    /**
     * The scraping job that found it (no foreign key: adding one would make drizzle-kit rebuild the
     * table and drop its triggers; jobs are never deleted while their contacts are listed).
     */
    scrapeJobId: integer(),
    /**
     * A found business's specific type, as Google gives it (primaryType, "electrician"), beside its
     * broad `category` ("Home & Property Services"); null for contacts not found by a lead search.
     */
    placeType: text(),
    /** How Google names that type ("Electrician"; primaryTypeDisplayName), shown where the category is. */
    placeTypeLabel: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The contact's calls, counted, and its latest call (highest id), kept by triggers on calls
     * (migration paging_denormalised, DB_TRIGGERS): a contacts page reads its rows alone. Not part of
     * `Contact`: the API shows them as callCount and lastCall (contacts-query.ts).
     */
    // A default in SQL, not a bound value: contact inserts keep 8 parameters a row (ROWS_PER_INSERT).
    callCount: integer()
      .notNull()
      .default(sql`0`),
    lastCallId: integer(),
    lastCallStatus: text(),
    lastCallResult: text(),
    lastCallAt: integer(),
  },
  (t) => [
    uniqueIndex("contacts_phone_unique").on(t.phone),
    // Lists sort by id descending; these serve the filtered pages and their counts.
    index("contacts_status_id_idx").on(t.status, t.id),
    index("contacts_category_id_idx").on(t.category, t.id),
    index("contacts_source_id_idx").on(t.source, t.id),
    // The Scraped Contacts table (newest first) and a job's contacts (automation runs).
    index("contacts_scraped_idx").on(t.scrapeJobId, t.id),
    // Scraped contacts only, newest first, all labels or one: the Scraped Contacts pages and the
    // Create Campaign groups' first names walk these instead of sorting every scraped contact.
    index("contacts_scraped_id_idx")
      .on(t.id)
      .where(sql`scrape_job_id IS NOT NULL`),
    index("contacts_scraped_source_idx")
      .on(t.source, t.id)
      .where(sql`scrape_job_id IS NOT NULL`),
  ]
)

/**
 * How many contacts have each id >> 10 (BUCKET_BITS in services/contacts-buckets.ts), kept by
 * triggers (migration add_list_indexes): an unfiltered page at any depth skips whole buckets.
 */
/**
 * Scraped contacts (scrape_job_id set) per search label, kept by triggers (migration
 * scraped_label_counts): the Scraped Contacts total and the Create Campaign groups read this
 * instead of counting every scraped contact on each poll. A label with none left has no row.
 */
export const scrapedLabelCounts = sqliteTable("scraped_label_counts", {
  label: text().primaryKey(),
  n: integer().notNull(),
})

/**
 * Contacts per status, per category and per source (kind 'status' | 'category' | 'source'), kept by
 * triggers (migration polled_read_summaries): a list filtered on one of them (the campaign checklist's
 * status=ready) totals in one row instead of counting every match. A value with none left has no row.
 */
export const contactCounts = sqliteTable(
  "contact_counts",
  {
    kind: text().notNull(),
    value: text().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })]
)

export const contactBuckets = sqliteTable("contact_buckets", {
  bucket: integer().primaryKey(),
  n: integer().notNull(),
})

/** Kept by triggers, read only by list queries: never written by the app, never part of a Contact. */
export const CONTACT_CALL_STAT_COLUMNS = [
  "callCount",
  "lastCallId",
  "lastCallStatus",
  "lastCallResult",
  "lastCallAt",
] as const

type CallStatColumn = (typeof CONTACT_CALL_STAT_COLUMNS)[number]

export type Contact = Omit<typeof contacts.$inferSelect, CallStatColumn>

/** A Contact's columns, for `select(contactColumns)` and `returning(contactColumns)`. */
export const contactColumns = Object.fromEntries(
  Object.entries(getTableColumns(contacts)).filter(
    ([key]) => !(CONTACT_CALL_STAT_COLUMNS as readonly string[]).includes(key)
  )
) as Omit<typeof contacts._.columns, CallStatColumn>
export type NewContact = typeof contacts.$inferInsert
