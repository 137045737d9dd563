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

/** Call History's copies of each call's contact and campaign (calls.contact_name…, campaign_name). */
function callNameTriggers(): Record<string, DbTrigger> {
  const keeps = "calls.contact_name/contact_phone/contact_address/campaign_name copy the call's contact and campaign"
  return {
    calls_names_ai: { table: "calls", keeps },
    calls_names_au: { table: "calls", keeps },
    contacts_call_names_au: { table: "contacts", keeps },
    contacts_call_names_ad: { table: "contacts", keeps },
    campaigns_call_names_au: { table: "campaigns", keeps },
    campaigns_call_names_ad: { table: "campaigns", keeps },
  }
}

/** contacts.call_count and last_call_*: each contact's calls counted and its latest call. */
function contactCallStatTriggers(): Record<string, DbTrigger> {
  const keeps = "contacts.call_count and last_call_id/status/result/at: the contact's calls and its latest"
  return {
    calls_contact_stats_ai: { table: "calls", keeps },
    calls_contact_stats_au: { table: "calls", keeps },
    calls_contact_stats_moved_au: { table: "calls", keeps },
    calls_contact_stats_ad: { table: "calls", keeps },
  }
}

/** scraped_label_counts: the Scraped Contacts total and the Create Campaign groups' counts. */
const scrapedLabelTriggers = () =>
  writeTriggers(
    "contacts_scraped_labels",
    "contacts",
    "scraped_label_counts: scraped contacts (scrape_job_id set) per search label, no row at zero"
  )

/** contact_counts: totals of a list filtered on one status, category or source. */
const contactCountTriggers = () =>
  writeTriggers(
    "contacts_counts",
    "contacts",
    "contact_counts: contacts per status, category and source, no row at zero"
  )

/** demo_days: the Demo Calendar's counters (demos per day of demo_date, day -1 for all). */
const demoDayTriggers = () =>
  writeTriggers(
    "calls_demo_days",
    "calls",
    "demo_days: demos (not test calls) per UTC day of demo_date, and day -1 counting all of them"
  )

/** Running totals and status counts the polled panels read in a few rows (migration polled_totals). */
const polledTotalTriggers = () => ({
  ...writeTriggers(
    "call_hourly_totals",
    "call_hourly_stats",
    "call_hourly_totals: running sums of call_hourly_stats up to each bucket's hour"
  ),
  ...writeTriggers("calls_status_counts", "calls", "call_status_counts: calls per status and is_test"),
  ...writeTriggers(
    "campaign_contacts_counts",
    "campaign_contacts",
    "campaign_contact_counts: a campaign's contacts per dial state and callee zone, no row at zero"
  ),
  ...writeTriggers(
    "campaign_contacts_due_hours",
    "campaign_contacts",
    "campaign_due_hours: a campaign's pending contacts per callee zone and hour of due_at, no row at zero"
  ),
})

export const DB_TRIGGERS: Record<string, DbTrigger> = {
  ...versionTriggers("contacts"),
  ...versionTriggers("calls"),
  ...versionTriggers("campaigns"),
  ...versionTriggers("settings"),
  ...versionTriggers("scraping_jobs"),
  ...writeTriggers("contacts_fts", "contacts", "contacts_fts (FTS5 trigram search) mirrors contacts"),
  contacts_buckets_ai: { table: "contacts", keeps: "contact_buckets: contacts per 1,024-id bucket for deep pages" },
  contacts_buckets_ad: { table: "contacts", keeps: "contact_buckets: contacts per 1,024-id bucket for deep pages" },
  ...scrapedLabelTriggers(),
  ...contactCountTriggers(),
  ...demoDayTriggers(),
  ...polledTotalTriggers(),
  ...writeTriggers("calls_stats", "calls", "call_stats and call_hourly_stats: dashboard counters"),
  calls_cost_ai: {
    table: "calls",
    keeps: "call_hourly_stats.cost and campaigns.spent: what the voice provider billed",
  },
  calls_cost_au: {
    table: "calls",
    keeps: "call_hourly_stats.cost and campaigns.spent: what the voice provider billed",
  },
  calls_campaign_answered_au: { table: "calls", keeps: "campaigns.answered_calls: answered calls per campaign" },
  analytics_rollups_ai: {
    table: "calls",
    keeps: "analytics_series and analytics_slots: the Analytics page's rollups per filter and block of time",
  },
  analytics_rollups_au: {
    table: "calls",
    keeps: "analytics_series and analytics_slots: the Analytics page's rollups per filter and block of time",
  },
  calls_campaign_demo_au: { table: "calls", keeps: "campaigns.demo_scheduled: demos booked per campaign" },
  ...callNameTriggers(),
  ...contactCallStatTriggers(),
  campaign_contacts_finished_ai: { table: "campaign_contacts", keeps: "campaigns.completed_calls" },
  campaign_contacts_finished_au: { table: "campaign_contacts", keeps: "campaigns.completed_calls" },
}

/** Virtual tables (FTS5) that migrations create beside drizzle's tables. */
export const DB_VIRTUAL_TABLES = ["contacts_fts"] as const
