/**
 * Database objects drizzle's schema cannot express, declared here so TypeScript shows them and a test
 * (worker/test/data-layer/schema-objects.suite.ts) fails if one is missing from a migrated database.
 * `drizzle-kit generate` rebuilds a table by copy + DROP + rename when a column changes in a way
 * SQLite cannot ALTER, and that drops the table's triggers without a word: re-create the triggers
 * listed for that table in the same migration.
 */
export interface DbTrigger {
  table: string
  /** What the trigger keeps true; readers rely on it. */
  keeps: string
}

/** The AFTER INSERT, UPDATE and DELETE triggers `${name}_ai/_au/_ad` on `table`, keeping one thing. */
const writeTriggers = (name: string, table: string, keeps: string): Record<string, DbTrigger> => ({
  [`${name}_ai`]: { table, keeps },
  [`${name}_au`]: { table, keeps },
  [`${name}_ad`]: { table, keeps },
})

// contacts_version_au skips updates of the call stats alone (readers showing them add the calls version).
const versionTriggers = (table: string) =>
  writeTriggers(
    `${table}_version`,
    table,
    `data_versions('${table}'): version bumps on every write and row_count, so ETag checks and unfiltered totals are one point read`
  )

/** The AFTER UPDATE triggers of one thing on `table` (the insert and delete ones are shared: see DB_TRIGGERS). */
const updateTrigger = (name: string, table: string, keeps: string): Record<string, DbTrigger> => ({
  [`${name}_au`]: { table, keeps },
})

/**
 * What the triggers on `calls` keep, one statement (or two) each, in one AFTER INSERT, UPDATE and
 * DELETE trigger: the WHEN of each former trigger is its statement's WHERE, so a write pays for the
 * statements whose columns it changed.
 */
const CALLS_KEEPS = [
  "data_versions('calls'): version bumps on every write and row_count, so ETag checks and unfiltered totals are one point read",
  "calls.contact_name/contact_phone/contact_address/campaign_name copy the call's contact and campaign (the inserts copy them; calls_ai fills what an insert left out)",
  "contacts.call_count and last_call_id/status/result/at: the contact's calls and its latest",
  "call_stats and call_hourly_stats (placed, with a result, answered, demos of outbound calls, test calls apart; cost of every call, billed too): the dashboard's counters, the daily quota's and the voice budget's hours",
  "campaigns.answered_calls, demo_scheduled and spent: answered calls, demos booked and the voice bill per campaign",
  "demo_days: demos (not test calls) per UTC day of demo_date, and day -1 counting all of them",
  "analytics_days, analytics_day_slots, analytics_day_groups (no delete: purged calls stay counted): the Analytics page's rollups of settled calls per local day (analytics-keys.ts): unfiltered and per campaign, source or category; per callee slot; per all three; old values out, new in",
].join("; ")

/** What the insert and delete triggers on `contacts` keep (the update triggers are one each, below). */
const CONTACTS_KEEPS = [
  "data_versions('contacts')",
  "contacts_fts (FTS5 trigram search) mirrors contacts",
  "contact_buckets: contacts per 1,024-id bucket for deep pages",
  "calls.contact_name/contact_phone/contact_address: cleared when the contact goes",
  "contact_counts: contacts per status, category and source, no row at zero",
  "scraped_label_counts: scraped contacts (scrape_job_id set) per search label, no row at zero",
].join("; ")

export const DB_TRIGGERS: Record<string, DbTrigger> = {
  calls_ai: { table: "calls", keeps: CALLS_KEEPS },
  // Every column but the name copies, so copying names (calls_ai, a rename) compiles no update trigger.
  calls_au: { table: "calls", keeps: CALLS_KEEPS },
  // Only an update of a counted column (analytics-keys.ts) compiles and runs the rollups' upserts.
  calls_rollups_au: {
    table: "calls",
    keeps: "analytics_days, analytics_day_slots, analytics_day_groups: the settled call's old image out, new in",
  },
  calls_ad: { table: "calls", keeps: CALLS_KEEPS },
  contacts_ai: { table: "contacts", keeps: CONTACTS_KEEPS },
  contacts_ad: { table: "contacts", keeps: CONTACTS_KEEPS },
  // contacts_version_au skips updates of the call stats alone (readers showing them add the calls version).
  ...updateTrigger(
    "contacts_version",
    "contacts",
    "data_versions('contacts'): version bumps on every write but the call stats'"
  ),
  ...updateTrigger("contacts_fts", "contacts", "contacts_fts (FTS5 trigram search) mirrors contacts"),
  ...updateTrigger(
    "contacts_call_names",
    "contacts",
    "calls.contact_name/contact_phone/contact_address copy the call's contact"
  ),
  ...updateTrigger("contacts_counts", "contacts", "contact_counts: contacts per status, category and source"),
  ...updateTrigger("contacts_scraped_labels", "contacts", "scraped_label_counts: scraped contacts per search label"),
  ...versionTriggers("campaigns"),
  ...versionTriggers("settings"),
  ...versionTriggers("scraping_jobs"),
  campaigns_call_names_au: { table: "campaigns", keeps: "calls.campaign_name copies the call's campaign" },
  campaigns_call_names_ad: { table: "campaigns", keeps: "calls.campaign_name copies the call's campaign" },
  ...writeTriggers(
    "campaign_contacts_due_hours",
    "campaign_contacts",
    "campaign_due_hours: a campaign's pending contacts per callee zone and hour of due_at, no row at zero"
  ),
  campaign_contacts_finished_ai: { table: "campaign_contacts", keeps: "campaigns.completed_calls" },
  campaign_contacts_finished_au: { table: "campaign_contacts", keeps: "campaigns.completed_calls" },
}

/** Virtual tables (FTS5) that migrations create beside drizzle's tables. */
export const DB_VIRTUAL_TABLES = ["contacts_fts"] as const
