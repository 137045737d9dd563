-- Issue 37, fewer rows written per call:
-- - the counters an index answers go: calls queued and calling (calls_status_created_idx), a
--   campaign's contacts per state (its pending ones summed from campaign_due_hours, its calls in
--   flight on campaign_contacts_state_idx);
-- - a call's names are copied by its insert (calls_ai fills only what an insert left out), and a
--   rename bumps the calls version itself (calls_au no longer fires for the name copies);
-- - the Analytics rollups move to their own trigger, compiled and run only for an update of a
--   counted column;
-- - the campaigns version skips what only a call changes (pacing, spend, answered calls, demos):
--   the campaign list's version is the campaigns' and the calls' together.
DROP TABLE `call_status_counts`;
--> statement-breakpoint
DROP TABLE `campaign_contact_counts`;
--> statement-breakpoint
DROP TRIGGER `campaign_contacts_counts_ai`;
--> statement-breakpoint
DROP TRIGGER `campaign_contacts_counts_au`;
--> statement-breakpoint
DROP TRIGGER `campaign_contacts_counts_ad`;
--> statement-breakpoint
DROP TRIGGER `calls_ai`;
--> statement-breakpoint
DROP TRIGGER `calls_au`;
--> statement-breakpoint
DROP TRIGGER `calls_ad`;
--> statement-breakpoint
DROP TRIGGER `contacts_call_names_au`;
--> statement-breakpoint
DROP TRIGGER `campaigns_call_names_au`;
--> statement-breakpoint
DROP TRIGGER `campaigns_version_au`;
--> statement-breakpoint
CREATE TRIGGER `calls_ai` AFTER INSERT ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count + 1 WHERE name = 'calls';
	UPDATE calls SET (contact_name, contact_phone, contact_address) = (SELECT c.business_name, c.phone, c.address FROM contacts c WHERE c.id = new.contact_id),
		campaign_name = (SELECT p.name FROM campaigns p WHERE p.id = new.campaign_id)
	WHERE id = new.id AND ((new.contact_id IS NOT NULL AND new.contact_name IS NULL) OR (new.campaign_id IS NOT NULL AND new.campaign_name IS NULL));
	UPDATE contacts SET call_count = call_count + 1,
		last_call_status = iif(coalesce(last_call_id, 0) < new.id, new.status, last_call_status),
		last_call_result = iif(coalesce(last_call_id, 0) < new.id, new.result, last_call_result),
		last_call_at = iif(coalesce(last_call_id, 0) < new.id, new.created_at, last_call_at),
		last_call_id = max(coalesce(last_call_id, 0), new.id)
	WHERE id = new.contact_id;
	UPDATE call_stats SET
		placed = placed + (new.vapi_call_id IS NOT NULL),
		with_result = with_result + (new.result IS NOT NULL),
		answered = answered + (coalesce(new.result, '') = 'answered'),
		demos = demos + (new.demo_scheduled = 1)
	WHERE id = 1 AND new.is_test = 0 AND new.direction = 'outbound' AND (new.vapi_call_id IS NOT NULL OR new.result IS NOT NULL OR new.demo_scheduled = 1);
	INSERT INTO call_hourly_stats (hour, placed, with_result, answered, demos, cost)
	SELECT coalesce(new.dialed_at, new.created_at) / 3600000, x.o * (new.vapi_call_id IS NOT NULL), x.o * (new.result IS NOT NULL),
		x.o * (coalesce(new.result, '') = 'answered'), x.o * (new.demo_scheduled = 1), coalesce(new.cost, 0)
	FROM (SELECT (new.is_test = 0 AND new.direction = 'outbound') AS o) x
	WHERE (x.o AND (new.vapi_call_id IS NOT NULL OR new.result IS NOT NULL OR new.demo_scheduled = 1)) OR coalesce(new.cost, 0) <> 0
	ON CONFLICT (hour) DO UPDATE SET placed = placed + excluded.placed, with_result = with_result + excluded.with_result,
		answered = answered + excluded.answered, demos = demos + excluded.demos, cost = cost + excluded.cost;
	UPDATE campaigns SET spent = spent + new.cost WHERE id = new.campaign_id AND coalesce(new.cost, 0) <> 0;
	INSERT INTO demo_days (day, n)
		SELECT d, 1 FROM (SELECT new.demo_date / 86400000 AS d UNION ALL SELECT -1)
		WHERE new.demo_scheduled = 1 AND new.demo_date IS NOT NULL AND new.is_test = 0
		ON CONFLICT (day) DO UPDATE SET n = n + 1;
	INSERT INTO analytics_days (dims, day, campaign_id, source, category, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT d.d, x.day, iif(d.d & 1, x.campaign_id, 0), iif(d.d & 2, x.source, ''), iif(d.d & 4, x.category, ''), sum(x.dialled), sum(x.answered), sum(x.conversations), sum(x.voicemail), sum(x.voicemail_left), sum(x.no_answer), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL) x CROSS JOIN (SELECT 1 AS d UNION ALL SELECT 2 AS d UNION ALL SELECT 4 AS d) d WHERE true
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0 OR sum(x.conversations) <> 0 OR sum(x.voicemail) <> 0 OR sum(x.voicemail_left) <> 0 OR sum(x.no_answer) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (dims, day, campaign_id, source, category) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
	INSERT INTO analytics_day_slots (dims, campaign_id, source, category, day, slot, dialled, answered)
	SELECT d.d, iif(d.d & 1, x.campaign_id, 0), iif(d.d & 2, x.source, ''), iif(d.d & 4, x.category, ''), x.day, x.slot, sum(x.dialled), sum(x.answered)
	FROM (SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL) x CROSS JOIN (SELECT 0 AS d UNION ALL SELECT 1 AS d UNION ALL SELECT 2 AS d UNION ALL SELECT 4 AS d UNION ALL SELECT 7 AS d) d WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0
	ON CONFLICT (dims, campaign_id, source, category, day, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered;
	INSERT INTO analytics_day_groups (campaign_id, day, source, category, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT x.campaign_id, x.day, x.source, x.category, sum(x.dialled), sum(x.answered), sum(x.conversations), sum(x.voicemail), sum(x.voicemail_left), sum(x.no_answer), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL) x WHERE true
	GROUP BY 1, 2, 3, 4 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0 OR sum(x.conversations) <> 0 OR sum(x.voicemail) <> 0 OR sum(x.voicemail_left) <> 0 OR sum(x.no_answer) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (campaign_id, day, source, category) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
END;
--> statement-breakpoint
CREATE TRIGGER `calls_au` AFTER UPDATE OF id, contact_id, campaign_id, vapi_call_id, status, result, duration, transcript, demo_scheduled, demo_date, calendar_event_id, created_at, updated_at, completed_at, summary, recording_url, ended_reason, error, attempt, dialed_at, demo_cancelled_at, demo_bookings, retry_at, is_test, cost, cost_breakdown, voicemail_message, callback_id, callee_utc_offset, direction, demo_outcome ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'calls';
	UPDATE calls SET (contact_name, contact_phone, contact_address) = (SELECT c.business_name, c.phone, c.address FROM contacts c WHERE c.id = new.contact_id),
		campaign_name = (SELECT p.name FROM campaigns p WHERE p.id = new.campaign_id)
	WHERE id = new.id AND (old.contact_id IS NOT new.contact_id OR old.campaign_id IS NOT new.campaign_id);
	UPDATE contacts SET last_call_status = new.status, last_call_result = new.result, last_call_at = new.created_at
	WHERE id = new.contact_id AND last_call_id = new.id AND old.contact_id IS new.contact_id
		AND (old.status IS NOT new.status OR old.result IS NOT new.result OR old.created_at IS NOT new.created_at);
	UPDATE contacts SET call_count = (SELECT count(*) FROM calls k WHERE k.contact_id = contacts.id),
		(last_call_id, last_call_status, last_call_result, last_call_at) = (SELECT k.id, k.status, k.result, k.created_at FROM calls k WHERE k.contact_id = contacts.id ORDER BY k.id DESC LIMIT 1)
	WHERE id IN (old.contact_id, new.contact_id) AND old.contact_id IS NOT new.contact_id;
	UPDATE call_stats SET
		placed = placed + (new.vapi_call_id IS NOT NULL) - (old.vapi_call_id IS NOT NULL),
		with_result = with_result + (new.result IS NOT NULL) - (old.result IS NOT NULL),
		answered = answered + ((coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered')),
		demos = demos + (new.demo_scheduled = 1) - (old.demo_scheduled = 1)
	WHERE id = 1 AND new.is_test = 0 AND new.direction = 'outbound' AND ((new.vapi_call_id IS NOT NULL) <> (old.vapi_call_id IS NOT NULL)
		OR (new.result IS NOT NULL) <> (old.result IS NOT NULL) OR ((coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered')) <> 0 OR (new.demo_scheduled = 1) <> (old.demo_scheduled = 1));
	INSERT INTO call_hourly_stats (hour, placed, with_result, answered, demos, cost)
	SELECT coalesce(new.dialed_at, new.created_at) / 3600000, x.placed, x.with_result, x.answered, x.demos, x.cost
	FROM (SELECT o * (old.vapi_call_id IS NULL AND new.vapi_call_id IS NOT NULL) AS placed,
			o * ((new.result IS NOT NULL) - (old.result IS NOT NULL)) AS with_result,
			o * ((coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered')) AS answered, o * ((new.demo_scheduled = 1) - (old.demo_scheduled = 1)) AS demos, (coalesce(new.cost, 0) - coalesce(old.cost, 0)) AS cost
		FROM (SELECT (new.is_test = 0 AND new.direction = 'outbound') AS o)) x
	WHERE x.placed <> 0 OR x.with_result <> 0 OR x.answered <> 0 OR x.demos <> 0 OR x.cost <> 0
	ON CONFLICT (hour) DO UPDATE SET placed = placed + excluded.placed, with_result = with_result + excluded.with_result,
		answered = answered + excluded.answered, demos = demos + excluded.demos, cost = cost + excluded.cost;
	UPDATE campaigns SET answered_calls = answered_calls + ((coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered')),
		demo_scheduled = iif(old.demo_scheduled <> new.demo_scheduled, max(0, demo_scheduled + iif(new.demo_scheduled = 1, 1, -1)), demo_scheduled),
		spent = spent + (coalesce(new.cost, 0) - coalesce(old.cost, 0))
	WHERE id = new.campaign_id AND (((coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered')) <> 0 OR old.demo_scheduled <> new.demo_scheduled OR (coalesce(new.cost, 0) - coalesce(old.cost, 0)) <> 0);
	UPDATE demo_days SET n = n - 1
		WHERE old.demo_scheduled = 1 AND old.demo_date IS NOT NULL AND old.is_test = 0 AND day IN (old.demo_date / 86400000, -1)
			AND (old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_date IS NOT new.demo_date OR old.is_test IS NOT new.is_test);
	DELETE FROM demo_days
		WHERE old.demo_scheduled = 1 AND old.demo_date IS NOT NULL AND old.is_test = 0 AND day = old.demo_date / 86400000 AND n <= 0
			AND (old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_date IS NOT new.demo_date OR old.is_test IS NOT new.is_test);
	INSERT INTO demo_days (day, n)
		SELECT d, 1 FROM (SELECT new.demo_date / 86400000 AS d UNION ALL SELECT -1)
		WHERE new.demo_scheduled = 1 AND new.demo_date IS NOT NULL AND new.is_test = 0
			AND (old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_date IS NOT new.demo_date OR old.is_test IS NOT new.is_test)
		ON CONFLICT (day) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `calls_rollups_au` AFTER UPDATE OF vapi_call_id, is_test, direction, result, duration, demo_scheduled, demo_cancelled_at, cost, dialed_at, created_at, campaign_id, contact_id, callee_utc_offset ON `calls`
WHEN old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset BEGIN
	INSERT INTO analytics_days (dims, day, campaign_id, source, category, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT d.d, x.day, iif(d.d & 1, x.campaign_id, 0), iif(d.d & 2, x.source, ''), iif(d.d & 4, x.category, ''), sum(x.dialled), sum(x.answered), sum(x.conversations), sum(x.voicemail), sum(x.voicemail_left), sum(x.no_answer), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT ((coalesce(old.dialed_at, old.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(old.dialed_at, old.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(old.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot, -1 * 1 AS dialled, -1 * (coalesce(old.result, '') IN ('answered')) AS answered, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conversations, -1 * (coalesce(old.result, '') = 'voicemail') AS voicemail, -1 * (coalesce(old.result, '') = 'voicemail left') AS voicemail_left, -1 * (coalesce(old.result, '') = 'no answer') AS no_answer, -1 * (coalesce(old.result, '') = 'busy') AS busy, -1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending, -1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos, -1 * coalesce(old.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = old.contact_id
		WHERE old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL AND old.result IS NOT NULL
		UNION ALL
		SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL) x CROSS JOIN (SELECT 1 AS d UNION ALL SELECT 2 AS d UNION ALL SELECT 4 AS d) d WHERE true
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0 OR sum(x.conversations) <> 0 OR sum(x.voicemail) <> 0 OR sum(x.voicemail_left) <> 0 OR sum(x.no_answer) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (dims, day, campaign_id, source, category) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
	INSERT INTO analytics_day_slots (dims, campaign_id, source, category, day, slot, dialled, answered)
	SELECT d.d, iif(d.d & 1, x.campaign_id, 0), iif(d.d & 2, x.source, ''), iif(d.d & 4, x.category, ''), x.day, x.slot, sum(x.dialled), sum(x.answered)
	FROM (SELECT ((coalesce(old.dialed_at, old.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(old.dialed_at, old.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(old.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot, -1 * 1 AS dialled, -1 * (coalesce(old.result, '') IN ('answered')) AS answered, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conversations, -1 * (coalesce(old.result, '') = 'voicemail') AS voicemail, -1 * (coalesce(old.result, '') = 'voicemail left') AS voicemail_left, -1 * (coalesce(old.result, '') = 'no answer') AS no_answer, -1 * (coalesce(old.result, '') = 'busy') AS busy, -1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending, -1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos, -1 * coalesce(old.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = old.contact_id
		WHERE old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL AND old.result IS NOT NULL
		UNION ALL
		SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL) x CROSS JOIN (SELECT 0 AS d UNION ALL SELECT 1 AS d UNION ALL SELECT 2 AS d UNION ALL SELECT 4 AS d UNION ALL SELECT 7 AS d) d WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0
	ON CONFLICT (dims, campaign_id, source, category, day, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered;
	INSERT INTO analytics_day_groups (campaign_id, day, source, category, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT x.campaign_id, x.day, x.source, x.category, sum(x.dialled), sum(x.answered), sum(x.conversations), sum(x.voicemail), sum(x.voicemail_left), sum(x.no_answer), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT ((coalesce(old.dialed_at, old.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(old.dialed_at, old.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(old.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot, -1 * 1 AS dialled, -1 * (coalesce(old.result, '') IN ('answered')) AS answered, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conversations, -1 * (coalesce(old.result, '') = 'voicemail') AS voicemail, -1 * (coalesce(old.result, '') = 'voicemail left') AS voicemail_left, -1 * (coalesce(old.result, '') = 'no answer') AS no_answer, -1 * (coalesce(old.result, '') = 'busy') AS busy, -1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending, -1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos, -1 * coalesce(old.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = old.contact_id
		WHERE old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL AND old.result IS NOT NULL
		UNION ALL
		SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL) x WHERE true
	GROUP BY 1, 2, 3, 4 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0 OR sum(x.conversations) <> 0 OR sum(x.voicemail) <> 0 OR sum(x.voicemail_left) <> 0 OR sum(x.no_answer) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (campaign_id, day, source, category) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
END;
--> statement-breakpoint
CREATE TRIGGER `calls_ad` AFTER DELETE ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count - 1 WHERE name = 'calls';
	UPDATE contacts SET call_count = (SELECT count(*) FROM calls k WHERE k.contact_id = contacts.id),
		(last_call_id, last_call_status, last_call_result, last_call_at) = (SELECT k.id, k.status, k.result, k.created_at FROM calls k WHERE k.contact_id = contacts.id ORDER BY k.id DESC LIMIT 1)
	WHERE id = old.contact_id;
	UPDATE call_stats SET
		placed = placed - (old.vapi_call_id IS NOT NULL),
		with_result = with_result - (old.result IS NOT NULL),
		answered = answered - (coalesce(old.result, '') = 'answered'),
		demos = demos - (old.demo_scheduled = 1)
	WHERE id = 1 AND old.is_test = 0 AND old.direction = 'outbound';
	UPDATE demo_days SET n = n - 1
		WHERE old.demo_scheduled = 1 AND old.demo_date IS NOT NULL AND old.is_test = 0 AND day IN (old.demo_date / 86400000, -1);
	DELETE FROM demo_days
		WHERE old.demo_scheduled = 1 AND old.demo_date IS NOT NULL AND old.is_test = 0 AND day = old.demo_date / 86400000 AND n <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_call_names_au` AFTER UPDATE OF business_name, phone, address ON `contacts`
WHEN old.business_name IS NOT new.business_name OR old.phone IS NOT new.phone OR old.address IS NOT new.address BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'calls';
	UPDATE calls SET contact_name = new.business_name, contact_phone = new.phone, contact_address = new.address WHERE contact_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `campaigns_call_names_au` AFTER UPDATE OF name ON `campaigns` WHEN old.name IS NOT new.name BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'calls';
	UPDATE calls SET campaign_name = new.name WHERE campaign_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `campaigns_version_au` AFTER UPDATE OF id, name, status, calls_per_hour, minutes_between_calls, selected_contacts, start_time, end_time, work_days, scheduled_start, timezone, total_contacts, completed_calls, created_at, updated_at, paused_reason, max_retries, retry_gap_minutes, voice_mode ON `campaigns` BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'campaigns';
END;
