import type { Weekday } from "../../schemas/campaign-rules"
/**
 * The Scraped Contacts table (SPEC §2.5): contacts a scraping job stored, newest first, 25 a page,
 * grouped by search label for the Create Campaign dialog. Pages walk contacts_scraped_idx.
 */
import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import type { Campaign } from "../../db/schema"
import { AppError } from "../../lib/errors"
import { CAMPAIGN_DEFAULTS, IMPORT_SCREEN_DEFAULTS } from "../../schemas/campaigns"
import { MAX_CAMPAIGN_CONTACTS } from "../../schemas/campaigns"
import type { ScrapedGroup } from "../../schemas/api-routes/scraping"
import { createCampaign } from "../campaigns/campaign-create"
import { type ContactList, type PageRow, toItem } from "../contacts-list"
import { CONTACT_ITEM_COLUMNS } from "../contacts-query"

export async function listScrapedContacts(
  db: DB,
  q: { page: number; pageSize: number; label?: string }
): Promise<ContactList> {
  const where = q.label ? "scrape_job_id IS NOT NULL AND source = ?1" : "scrape_job_id IS NOT NULL"
  const params = q.label ? [q.label] : []
  const offset = (q.page - 1) * q.pageSize
  // The total comes from the per-label counts the triggers keep; the page walks a partial index of
  // scraped contacts (contacts_scraped_source_idx with a label, contacts_scraped_id_idx without).
  const { counted, rows } = await batchNamed(db.port, {
    counted: typed<{ n: number }>({
      sql: q.label
        ? "SELECT coalesce(sum(n), 0) AS n FROM scraped_label_counts WHERE label = ?1"
        : "SELECT coalesce(sum(n), 0) AS n FROM scraped_label_counts",
      params,
    }),
    rows: typed<PageRow>({
      // One walk of the index reads each row it passes once (an `id IN (...)` page reads its rows twice more).
      sql: `SELECT ${CONTACT_ITEM_COLUMNS} FROM contacts p WHERE ${where} ORDER BY p.id DESC
            LIMIT ${q.pageSize} OFFSET ${offset}`,
      params,
    }),
  })
  const total = Number(counted[0]?.n ?? 0)
  return {
    items: rows.map((r) => toItem(r)),
    total,
    totalCapped: false,
    page: q.page,
    pageSize: q.pageSize,
  }
}

/** One group per search label, with its count and three names (SPEC §9), largest first. */
export async function scrapedGroups(db: DB): Promise<ScrapedGroup[]> {
  // Counts from scraped_label_counts (kept by triggers); three names per label from its partial index.
  const rows = await db.port.all<{ label: string; count: number; names: string }>(
    `SELECT g.label AS label, g.n AS count,
            (SELECT json_group_array(business_name) FROM
               (SELECT business_name FROM contacts c WHERE c.source = g.label AND c.scrape_job_id IS NOT NULL
                ORDER BY c.id DESC LIMIT 3)) AS names
     FROM scraped_label_counts g
     ORDER BY g.n DESC, g.label LIMIT 200`
  )
  return rows.map((r) => ({ label: r.label, count: r.count, names: JSON.parse(r.names) as string[] }))
}

/**
 * A draft campaign over the chosen groups with the import screen's defaults (2 minutes, 09:00-17:00,
 * Monday to Friday, SPEC §9) in the operator's time zone.
 */
export async function createScrapedCampaign(
  db: DB,
  input: { name: string; labels: string[]; startTime?: string; endTime?: string; workDays?: Weekday[] },
  timeZone: string = CAMPAIGN_DEFAULTS.timezone
): Promise<Campaign> {
  const ids = await db.port.all<{ id: number }>(
    `SELECT id FROM contacts WHERE scrape_job_id IS NOT NULL AND source IN (SELECT value FROM json_each(?1))
     ORDER BY id LIMIT ${MAX_CAMPAIGN_CONTACTS}`,
    [JSON.stringify(input.labels)]
  )
  if (!ids.length) throw new AppError("no_contacts", 400, "No Contacts Selected")
  return createCampaign(db, {
    name: input.name,
    selectedContacts: ids.map((r) => r.id),
    ...IMPORT_SCREEN_DEFAULTS,
    startTime: input.startTime ?? IMPORT_SCREEN_DEFAULTS.startTime,
    endTime: input.endTime ?? IMPORT_SCREEN_DEFAULTS.endTime,
    workDays: input.workDays ?? [...IMPORT_SCREEN_DEFAULTS.workDays],
    timezone: timeZone,
  })
}
