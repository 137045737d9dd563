import { NO_WAITING_CALLBACK } from "../callbacks/callback-dial-sql"

/**
 * The dialer tick's SQL. Every statement is set-based and takes JSON lists as ONE bound parameter
 * (json_each), so a tick makes the same few D1 round trips for 1 or 100k contacts and never hits
 * D1's 100-parameter limit. Guards in each WHERE make overlapping ticks and replays no-ops.
 */

/** Outcomes tried again (up to max_retries more attempts): nobody heard the pitch, or only a machine did. */
const RETRY = `f.result IN ('no answer', 'busy', 'voicemail', 'voicemail left') AND cc.attempts <= f.max_retries`
/** A voicemail left is not followed by a call the same day: the next try waits at least this long. */
export const AFTER_VOICEMAIL_LEFT_MS = 24 * 60 * 60_000

/** The settle statement: every attempt whose call ended (the tick), or one call's (its report). */
const settleSql = (which: string) => `UPDATE campaign_contacts AS cc SET
    state = CASE WHEN f.status IS NULL OR f.status = 'cancelled' THEN 'skipped'
      WHEN ${RETRY} THEN 'pending' ELSE 'done' END,
    outcome = CASE WHEN f.status IS NULL OR f.status = 'cancelled' THEN 'cancelled'
      ELSE coalesce(f.result, f.status) END,
    due_at = CASE WHEN ${RETRY} THEN ?1 + CASE WHEN f.result = 'voicemail left'
        THEN max(f.retry_gap_minutes * 60000, ${AFTER_VOICEMAIL_LEFT_MS}) ELSE f.retry_gap_minutes * 60000 END
      ELSE cc.due_at END
  FROM (
    SELECT x.rowid AS rid, c.status, c.result, cp.max_retries, cp.retry_gap_minutes
    FROM campaign_contacts x
    JOIN campaigns cp ON cp.id = x.campaign_id
    LEFT JOIN calls c ON c.id = x.call_id
    WHERE ${which}
  ) AS f
  WHERE cc.rowid = f.rid
  RETURNING campaign_id AS campaignId`

/**
 * Settle attempts whose call ended, by outcome: no answer, busy and a voicemail without a message go
 * back to pending after the campaign's retry gap; a voicemail left after a day at the earliest (never
 * the same day); all within max_retries more attempts. Cancelled (or deleted) calls are skipped;
 * answered and failed are done. ?1 = now.
 */
export const RECONCILE_SQL = settleSql(
  `x.state = 'in_flight' AND (c.id IS NULL OR c.status IN ('completed', 'failed', 'cancelled'))`
)

/**
 * The same settling for one call, in its end-of-call report's batch (after the result is written):
 * the campaign's counters and why-line stop saying "1 call in progress" the moment the LIVE box drops
 * the call, instead of at the next tick a minute or two later. Only once the call has its result (a
 * status "ended" before the report would settle a no-answer as done). Replays match nothing (the
 * attempt is no longer in flight). ?1 = now, ?2 = the call's id.
 */
export const SETTLE_CALL_SQL = settleSql(
  `x.call_id = ?2 AND x.state = 'in_flight' AND c.status IN ('completed', 'failed', 'cancelled')
      AND (c.result IS NOT NULL OR c.status <> 'completed')`
)

/** A campaign with nobody left to call is completed. ?1 = now. */
export const COMPLETE_SQL = `UPDATE campaigns
  SET status = 'completed', paused_reason = NULL, next_dial_at = NULL, updated_at = ?1
  WHERE status IN ('running', 'paused') AND NOT EXISTS (
    SELECT 1 FROM campaign_contacts cc
    WHERE cc.campaign_id = campaigns.id AND cc.state IN ('pending', 'in_flight'))
  RETURNING id`

/** Scheduled campaigns (and paused ones given a new start) whose start has come. ?1 = now. */
export const PROMOTE_SQL = `UPDATE campaigns SET status = 'running', paused_reason = NULL, updated_at = ?1
  WHERE (status = 'scheduled' OR (status = 'paused' AND paused_reason = 'rescheduled'))
    AND scheduled_start <= ?1
  RETURNING id`

/**
 * Whether the tick has anything to look at (the cron's first read, jobs/cron.ts): a campaign that is
 * not a draft nor completed (only those move, and only their contacts are in flight), a queued call
 * (a Call Now retry the tick may re-send) or a callback waiting or being dialled. Three index seeks;
 * with none of them every statement of the tick would match nothing, so an idle minute skips it.
 */
export const DIALER_DUE_SQL = `SELECT 1 WHERE
    EXISTS (SELECT 1 FROM campaigns WHERE status IN ('scheduled', 'active', 'running', 'paused'))
    OR EXISTS (SELECT 1 FROM calls WHERE status = 'queued')
    OR EXISTS (SELECT 1 FROM callbacks WHERE state IN ('scheduled', 'dialing'))`

/** Campaigns the window logic looks at: running ones, and those paused by their window. */
export const ACTIVE_CAMPAIGNS_SQL = `SELECT id, status, paused_reason AS pausedReason, timezone,
    start_time AS startTime, end_time AS endTime, work_days AS workDays,
    minutes_between_calls AS minutesBetweenCalls, next_dial_at AS nextDialAt
  FROM campaigns WHERE status = 'running' OR (status = 'paused' AND paused_reason = 'window')`

/**
 * In-flight counts for the concurrency budget (the settings are read beside it, in the same batch,
 * and parsed by settings/registry.ts): the calls queued and in progress, counted on calls_status_created_idx
 * (as many index entries as calls on the line, which the concurrency limit and the reconcile keep
 * few; a counter table kept by triggers cost three written rows a call). The tick and
 * why-a-campaign-waits read the same. ?1 = now.
 */
export const BUDGET_SQL = `SELECT
    (SELECT count(*) FROM calls WHERE status IN ('queued', 'calling')) AS inFlight,
    (SELECT count(*) FROM calls WHERE created_at > ?1 - 60000) AS lastMinute,
    (SELECT count(*) FROM calls WHERE status = 'queued') AS queued`

/** Calls handed to the queue long ago and still queued (a lost message, a crash before the send). */
export const STALE_SQL = `SELECT cc.call_id AS callId
  FROM campaign_contacts cc JOIN calls c ON c.id = cc.call_id
  WHERE cc.state = 'in_flight' AND cc.dispatched_at <= ?1 AND c.status = 'queued'
  LIMIT ?2`

/**
 * Calls outside campaigns (Call Now) still queued well past their retry time, or created long ago and
 * never claimed: their place-call message was lost (a worker died, a local queue restarted), and they
 * would hold their contact (409 call_in_progress) and a concurrency slot for good. Their retry time is
 * moved on in the statement that picks them, so the next ticks leave the re-sent message its time and
 * a crash before the send only delays it. ?1 = now, ?2 = how overdue (ms), ?3 = limit.
 */
export const OVERDUE_RETRIES_SQL = `UPDATE calls SET retry_at = ?1 + ?2
  WHERE id IN (
    SELECT id FROM calls
    WHERE status = 'queued' AND campaign_id IS NULL AND coalesce(retry_at, created_at) <= ?1 - ?2
    ORDER BY id LIMIT ?3)
  RETURNING id`

/** ?1 = JSON [campaignId...], ?2 = now. Only campaigns still running / still window-paused move. */
export const PAUSE_FOR_WINDOW_SQL = `UPDATE campaigns SET status = 'paused', paused_reason = 'window', updated_at = ?2
  WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'running'`
/**
 * The monthly voice budget is spent: every running campaign pauses, saying why, after the window
 * statements (a campaign resumed by its window this tick pauses again). The operator resumes it
 * (after raising the budget, or next month). ?1 = now.
 */
export const PAUSE_FOR_BUDGET_SQL = `UPDATE campaigns SET status = 'paused', paused_reason = 'budget', updated_at = ?1
  WHERE status = 'running' RETURNING id`

export const RESUME_FROM_WINDOW_SQL = `UPDATE campaigns SET status = 'running', paused_reason = NULL, updated_at = ?2
  WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'paused' AND paused_reason = 'window'`

// The next dialable contact of one (campaign, callee zone) pair: one index seek (campaign, state,
// zone, due) in selection order, passing over numbers listed since the campaign was made and contacts
// with a call in flight elsewhere. Encoded "dueAt:position:contactId", zero-padded so min() orders it.
const NEXT_IN_ZONE = `SELECT printf('%015d:%012d:%d', cc.due_at, cc.position, cc.contact_id)
    FROM campaign_contacts cc
    WHERE cc.campaign_id = json_extract(j.value, '$[0]') AND cc.state = 'pending'
      AND cc.callee_tz = json_extract(j.value, '$[1]') AND cc.due_at <= ?2
      AND NOT EXISTS (SELECT 1 FROM contacts ct JOIN do_not_call d ON d.phone = ct.phone WHERE ct.id = cc.contact_id)
      AND NOT EXISTS (SELECT 1 FROM calls c WHERE c.contact_id = cc.contact_id AND c.status IN ('queued', 'calling'))
      AND ${NO_WAITING_CALLBACK}
    ORDER BY cc.due_at, cc.position LIMIT 1`

/**
 * Pick the best contact of each examined campaign, in the campaigns' priority order, and queue its
 * call, re-checking inside the transaction that the campaign is still running and paced, and queueing
 * no more than the budget left (calls per minute, provider concurrency) counted right now, so
 * overlapping ticks cannot overshoot. A contact another campaign queued in this statement, or whose
 * call another writer made, hits the one-active-call index (DO NOTHING) and stays pending. The call
 * carries its contact's and campaign's names (Call History's copies) from the start. ?1 = JSON
 * [[campaignId, zone, priority], ...] (the zones where calling is allowed now), ?2 = now, ?3 = calls
 * per minute, ?4 = concurrency limit.
 */
export const INSERT_CALLS_SQL = `INSERT INTO calls (contact_id, campaign_id, status, created_at, updated_at,
    contact_name, contact_phone, contact_address, campaign_name)
  SELECT cc.contact_id, cc.campaign_id, 'queued', ?2, ?2, ct.business_name, ct.phone, ct.address, cp.name
  FROM (
      SELECT p.cid, min(p.pick) AS pick, min(p.priority) AS priority FROM (
        SELECT json_extract(j.value, '$[0]') AS cid, json_extract(j.value, '$[2]') AS priority,
          (${NEXT_IN_ZONE}) AS pick
        FROM json_each(?1) j) p
      WHERE p.pick IS NOT NULL GROUP BY p.cid) b
    JOIN campaigns cp ON cp.id = b.cid
    JOIN campaign_contacts cc ON cc.campaign_id = b.cid AND cc.contact_id = CAST(substr(b.pick, 30) AS INTEGER)
    LEFT JOIN contacts ct ON ct.id = cc.contact_id
  WHERE cp.status = 'running' AND coalesce(cp.next_dial_at, 0) <= ?2 AND cc.state = 'pending'
  ORDER BY b.priority
  LIMIT max(0, min(
    ?3 - (SELECT count(*) FROM calls WHERE created_at > ?2 - 60000),
    ?4 - (SELECT count(*) FROM calls WHERE status IN ('queued', 'calling'))))
  ON CONFLICT DO NOTHING
  RETURNING id, campaign_id AS campaignId, contact_id AS contactId`

/**
 * Claim (pending -> in_flight) each contact that got a call this tick, linked to that call in the
 * same write (never to an older call of the campaign: a finished earlier attempt would settle it with
 * a stale result). ?1 = now.
 */
export const CLAIM_SQL = `UPDATE campaign_contacts
  SET state = 'in_flight', attempts = attempts + 1, dispatched_at = ?1, call_id = (
    SELECT max(c.id) FROM calls c
    WHERE c.contact_id = campaign_contacts.contact_id AND c.campaign_id = campaign_contacts.campaign_id
      AND c.created_at = ?1 AND c.status = 'queued')
  WHERE state = 'pending' AND (campaign_id, contact_id) IN (
    SELECT c.campaign_id, c.contact_id FROM calls c WHERE c.created_at = ?1 AND c.status = 'queued' AND c.campaign_id IS NOT NULL)`

/** Pacing: a campaign that got a call waits minutesBetweenCalls. ?1 = now. Runs before TOUCH_STALE. */
export const PACE_SQL = `UPDATE campaigns SET next_dial_at = ?1 + minutes_between_calls * 60000
  WHERE id IN (SELECT campaign_id FROM campaign_contacts WHERE state = 'in_flight' AND dispatched_at = ?1)`

/**
 * Examined campaigns that got no call are looked at again later, behind the others, so every campaign
 * gets its turn: at the earliest pending contact's due time (a retry an hour away), but at least a
 * minute on (a callee zone outside its hours, no budget left). ?1 = JSON [campaignId...], ?2 = now.
 */
export const DEFER_SQL = `UPDATE campaigns SET next_dial_at = max(?2 + 60000, coalesce((
    SELECT min(cc.due_at) FROM campaign_contacts cc WHERE cc.campaign_id = campaigns.id AND cc.state = 'pending'), 0))
  WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'running' AND coalesce(next_dial_at, 0) <= ?2`

/** Stale calls re-sent this tick. ?1 = JSON [callId...], ?2 = now. */
export const TOUCH_STALE_SQL = `UPDATE campaign_contacts SET dispatched_at = ?2
  WHERE state = 'in_flight' AND call_id IN (SELECT value FROM json_each(?1))`
