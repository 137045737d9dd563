/**
 * One step's writes, as one D1 batch (one transaction). The first statement claims the step: it
 * advances `step` only if it still equals the step this message ran, and writes a fresh claim token.
 * Every other statement is guarded by that token, so a duplicated or redelivered message that lost
 * the race writes nothing: progress never counts twice and no contact is stored twice. Contacts go
 * in through json_each (one bound parameter for the whole page), so a page is one statement whatever
 * D1's 100-parameter limit.
 */
import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { countRequestsStatement } from "./maps-budget"
import type { NewContactRow } from "./page-results"

export interface StepWrite {
  jobId: number
  step: number
  now: number
  cursor: string | null
  areaName?: string | null
  /** Billed requests this step made (0 or 1). */
  requests: number
  /** What they cost, USD (each at its field mask's SKU price, Settings → Costs). */
  cost: number
  placeIds: string[]
  rows: NewContactRow[]
  source: string
  counts: { examined: number; noPhone: number; filtered: number; closed: number; duplicates: number }
  /** Nothing left to search: the job completes whatever it stored. */
  exhausted: boolean
}

export interface StoredContact {
  id: number
  businessName: string
  phone: string
}

const GUARD = "EXISTS (SELECT 1 FROM scraping_jobs WHERE id = ?1 AND claim = ?2)"
const STORED = "(SELECT count(*) FROM contacts WHERE scrape_job_id = ?1)"

/** Writes the step; null when another delivery of the same step got there first (or the job stopped). */
export async function writeStep(db: DB, w: StepWrite): Promise<{ stored: StoredContact[] } | null> {
  const claim = crypto.randomUUID()
  const finished = `(?3 = 1 OR ${STORED} >= max_results)`
  const results = await batchNamed(db.port, {
    step: {
      sql: `UPDATE scraping_jobs SET step = step + 1, claim = ?2, status = 'running', cursor = ?4,
              area_name = coalesce(?5, area_name), examined = examined + ?6, no_phone = no_phone + ?7,
              filtered = filtered + ?8, closed = closed + ?9, requests = requests + ?10,
              cost = cost + ?12, waiting_until = NULL, waiting_for = NULL, last_step_at = ?11
            WHERE id = ?1 AND step = ?3 AND status IN ('pending', 'running')`,
      params: [
        w.jobId,
        claim,
        w.step,
        w.cursor,
        w.areaName ?? null,
        w.counts.examined,
        w.counts.noPhone,
        w.counts.filtered,
        w.counts.closed,
        w.requests,
        w.now,
        w.cost,
      ],
    },
    places: {
      sql: `INSERT INTO scraped_places (job_id, place_id)
            SELECT ?1, value FROM json_each(?3) WHERE ${GUARD} ON CONFLICT DO NOTHING`,
      params: [w.jobId, claim, JSON.stringify(w.placeIds)],
    },
    stored: typed<StoredContact>({
      sql: `INSERT INTO contacts (business_name, phone, address, category, source, status, scrape_job_id, created_at, updated_at,
                                  place_type, place_type_label)
            SELECT json_extract(value, '$.n'), json_extract(value, '$.p'), json_extract(value, '$.a'),
                   json_extract(value, '$.c'), ?3, 'ready', ?1, ?4, ?4,
                   json_extract(value, '$.t'), json_extract(value, '$.l')
            FROM json_each(?5) WHERE ${GUARD}
            ON CONFLICT (phone) DO NOTHING
            RETURNING id, business_name AS businessName, phone`,
      params: [w.jobId, claim, w.source, w.now, JSON.stringify(w.rows)],
    }),
    // Progress is what the job really stored: a phone another writer took meanwhile is a duplicate.
    claimed: {
      sql: `UPDATE scraping_jobs SET
              duplicates = duplicates + ?4 - (${STORED} - progress),
              progress = ${STORED}, found = ${STORED},
              completed_at = CASE WHEN ${finished} THEN ?5 ELSE completed_at END,
              cursor = CASE WHEN ${finished} THEN NULL ELSE cursor END,
              status = CASE WHEN ${finished} THEN 'completed' ELSE status END
            WHERE id = ?1 AND claim = ?2
            RETURNING id`,
      params: [w.jobId, claim, w.exhausted ? 1 : 0, w.counts.duplicates + w.rows.length, w.now],
    },
    // Requests are billed whether or not this delivery wins the step.
    requests: w.requests > 0 && countRequestsStatement(w.now, w.requests, w.cost),
  })
  return results.claimed.length > 0 ? { stored: results.stored } : null
}
