/**
 * The dialer tick's callback statements (services/campaigns/dialer-tick.ts runs them in its two
 * batches). A callback's call is made outside any campaign (campaign_id NULL), so its campaign's
 * status and window never hold it back; calls.callback_id is unique, so it is dialled once however
 * many ticks overlap.
 */

/** Callbacks whose time has come, soonest first, with the zone their rules are read in. ?1 = now, ?2 = limit. */
export const DUE_CALLBACKS_SQL = `SELECT id, callee_tz AS zone FROM callbacks
  WHERE state = 'scheduled' AND due_at <= ?1 ORDER BY due_at, id LIMIT ?2`

/**
 * A dialled callback whose call ended (or was deleted) is done, with that call's result. ?1 = now.
 * Runs in the first batch, beside the campaigns' RECONCILE.
 */
export const SETTLE_CALLBACKS_SQL = `UPDATE callbacks SET state = 'done', updated_at = ?1,
    outcome = coalesce((SELECT coalesce(c.result, c.status) FROM calls c WHERE c.id = callbacks.dial_call_id), 'cancelled')
  WHERE state = 'dialing' AND NOT EXISTS (
    SELECT 1 FROM calls c WHERE c.id = callbacks.dial_call_id AND c.status IN ('queued', 'calling'))
  RETURNING id`

/**
 * One queued call per allowed callback, unless its contact has a call active (then it stays
 * scheduled and the next tick tries again). ?1 = JSON [callbackId...], ?2 = now.
 */
export const INSERT_CALLBACK_CALLS_SQL = `INSERT INTO calls (contact_id, campaign_id, callback_id, status, created_at, updated_at,
    contact_name, contact_phone, contact_address)
  SELECT cb.contact_id, NULL, cb.id, 'queued', ?2, ?2, ct.business_name, ct.phone, ct.address
  FROM callbacks cb LEFT JOIN contacts ct ON ct.id = cb.contact_id
  WHERE cb.id IN (SELECT value FROM json_each(?1)) AND cb.state = 'scheduled'
    AND NOT EXISTS (SELECT 1 FROM calls c WHERE c.contact_id = cb.contact_id AND c.status IN ('queued', 'calling'))
  ORDER BY cb.due_at, cb.id
  ON CONFLICT DO NOTHING
  RETURNING id, contact_id AS contactId, callback_id AS callbackId`

/** The callbacks that got their call move to dialing. ?1 = JSON [callbackId...], ?2 = now. */
export const MARK_CALLBACKS_DIALING_SQL = `UPDATE callbacks
  SET state = 'dialing', updated_at = ?2, dial_call_id = (SELECT c.id FROM calls c WHERE c.callback_id = callbacks.id)
  WHERE id IN (SELECT value FROM json_each(?1)) AND state = 'scheduled'
    AND EXISTS (SELECT 1 FROM calls c WHERE c.callback_id = callbacks.id)`

/**
 * Campaigns pass over a contact whose callback is waiting: the lead asked to be called then, not
 * before (dialer-sql.ts NEXT_IN_ZONE). `cc` is the campaign_contacts row.
 */
export const NO_WAITING_CALLBACK = `NOT EXISTS (SELECT 1 FROM callbacks cb WHERE cb.contact_id = cc.contact_id AND cb.state = 'scheduled')`
