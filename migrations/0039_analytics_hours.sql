-- Issue 37, a leaner data layer: a call's life writes about a third of the rows it did, and no
-- late change rewrites a stretch of history.
-- - Analytics from one hourly summary: analytics_hours (hour, campaign, source, category, callee
--   weekday-hour slot) replaces analytics_series and analytics_slots (every call counted 8 times per
--   block of 1, 24 and 672 hours); the page groups the period's hours on read. Filled here from the
--   calls, counted as the triggers count them, so an upgraded database answers as one built new.
-- - No running sums: call_hourly_totals goes (a change to an old hour rewrote every later one); the
--   quota, the budget and the dashboard sum at most a month of call_hourly_stats rows.
-- - One AFTER INSERT, UPDATE and DELETE trigger on calls (calls_ai/_au/_ad) instead of 24, and one
--   AFTER INSERT and DELETE trigger on contacts (contacts_ai/_ad) instead of 11: each former trigger's
--   WHEN is its statement's WHERE, what it kept is unchanged (db/schema/triggers.ts lists them). The
--   cost and the counters of an hour are one upsert of call_hourly_stats, a campaign's answered,
--   demos and spend one UPDATE.
DROP TRIGGER `call_hourly_totals_ai`;
--> statement-breakpoint
DROP TRIGGER `call_hourly_totals_au`;
--> statement-breakpoint
DROP TRIGGER `call_hourly_totals_ad`;
--> statement-breakpoint
DROP TRIGGER `analytics_rollups_ai`;
--> statement-breakpoint
DROP TRIGGER `analytics_rollups_au`;
--> statement-breakpoint
DROP TRIGGER `calls_campaign_answered_au`;
--> statement-breakpoint
DROP TRIGGER `calls_campaign_demo_au`;
--> statement-breakpoint
DROP TRIGGER `calls_contact_stats_ad`;
--> statement-breakpoint
DROP TRIGGER `calls_contact_stats_ai`;
--> statement-breakpoint
DROP TRIGGER `calls_contact_stats_au`;
--> statement-breakpoint
DROP TRIGGER `calls_contact_stats_moved_au`;
--> statement-breakpoint
DROP TRIGGER `calls_cost_ai`;
--> statement-breakpoint
DROP TRIGGER `calls_cost_au`;
--> statement-breakpoint
DROP TRIGGER `calls_demo_days_ad`;
--> statement-breakpoint
DROP TRIGGER `calls_demo_days_ai`;
--> statement-breakpoint
DROP TRIGGER `calls_demo_days_au`;
--> statement-breakpoint
DROP TRIGGER `calls_names_ai`;
--> statement-breakpoint
DROP TRIGGER `calls_names_au`;
--> statement-breakpoint
DROP TRIGGER `calls_stats_ad`;
--> statement-breakpoint
DROP TRIGGER `calls_stats_ai`;
--> statement-breakpoint
DROP TRIGGER `calls_stats_au`;
--> statement-breakpoint
DROP TRIGGER `calls_status_counts_ad`;
--> statement-breakpoint
DROP TRIGGER `calls_status_counts_ai`;
--> statement-breakpoint
DROP TRIGGER `calls_status_counts_au`;
--> statement-breakpoint
DROP TRIGGER `calls_version_ad`;
--> statement-breakpoint
DROP TRIGGER `calls_version_ai`;
--> statement-breakpoint
DROP TRIGGER `calls_version_au`;
--> statement-breakpoint
DROP TRIGGER `contacts_version_ai`;
--> statement-breakpoint
DROP TRIGGER `contacts_fts_ai`;
--> statement-breakpoint
DROP TRIGGER `contacts_buckets_ai`;
--> statement-breakpoint
DROP TRIGGER `contacts_counts_ai`;
--> statement-breakpoint
DROP TRIGGER `contacts_scraped_labels_ai`;
--> statement-breakpoint
DROP TRIGGER `contacts_version_ad`;
--> statement-breakpoint
DROP TRIGGER `contacts_fts_ad`;
--> statement-breakpoint
DROP TRIGGER `contacts_buckets_ad`;
--> statement-breakpoint
DROP TRIGGER `contacts_call_names_ad`;
--> statement-breakpoint
DROP TRIGGER `contacts_counts_ad`;
--> statement-breakpoint
DROP TRIGGER `contacts_scraped_labels_ad`;
--> statement-breakpoint
DROP TABLE `analytics_series`;
--> statement-breakpoint
DROP TABLE `analytics_slots`;
--> statement-breakpoint
DROP TABLE `call_hourly_totals`;
--> statement-breakpoint
CREATE TABLE `analytics_hours` (
	`hour` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
	`slot` integer NOT NULL,
	`dialled` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	`conversations` integer DEFAULT 0 NOT NULL,
	`voicemail` integer DEFAULT 0 NOT NULL,
	`voicemail_left` integer DEFAULT 0 NOT NULL,
	`no_answer` integer DEFAULT 0 NOT NULL,
	`busy` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`pending` integer DEFAULT 0 NOT NULL,
	`booked` integer DEFAULT 0 NOT NULL,
	`demos` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`hour`, `campaign_id`, `source`, `category`, `slot`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO analytics_hours (hour, campaign_id, source, category, slot, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
SELECT coalesce(c.dialed_at, c.created_at) / 3600000, coalesce(c.campaign_id, 0), coalesce(k.source, ''), coalesce(k.category, ''), coalesce(((coalesce(c.dialed_at, c.created_at) / 60000 + c.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(c.dialed_at, c.created_at) / 60000 + c.callee_utc_offset) / 60 % 24, -1), sum(1), sum(1 * (coalesce(c.result, '') IN ('answered'))), sum(1 * ((coalesce(c.result, '') IN ('answered')) AND coalesce(c.duration, 0) > 30)), sum(1 * (coalesce(c.result, '') = 'voicemail')), sum(1 * (coalesce(c.result, '') = 'voicemail left')), sum(1 * (coalesce(c.result, '') = 'no answer')), sum(1 * (coalesce(c.result, '') = 'busy')), sum(1 * (coalesce(c.result, '') = 'failed')), sum(1 * (coalesce(c.result, '') = '')), sum(1 * (c.demo_scheduled = 1 OR c.demo_cancelled_at IS NOT NULL)), sum(1 * (c.demo_scheduled = 1)), sum(1 * coalesce(c.cost, 0))
FROM calls c LEFT JOIN contacts k ON k.id = c.contact_id
WHERE c.is_test = 0 AND c.direction = 'outbound' AND c.vapi_call_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER `calls_ai` AFTER INSERT ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count + 1 WHERE name = 'calls';
	INSERT INTO call_status_counts (status, is_test, n) VALUES (new.status, new.is_test, 1)
		ON CONFLICT (status, is_test) DO UPDATE SET n = n + 1;
	UPDATE calls SET (contact_name, contact_phone, contact_address) = (SELECT c.business_name, c.phone, c.address FROM contacts c WHERE c.id = new.contact_id),
		campaign_name = (SELECT p.name FROM campaigns p WHERE p.id = new.campaign_id)
	WHERE id = new.id AND (new.contact_id IS NOT NULL OR new.campaign_id IS NOT NULL);
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
	INSERT INTO analytics_hours (hour, campaign_id, source, category, slot, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT coalesce(new.dialed_at, new.created_at) / 3600000 AS hour, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL
	ON CONFLICT (hour, campaign_id, source, category, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
END;
--> statement-breakpoint
CREATE TRIGGER `calls_au` AFTER UPDATE ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'calls';
	UPDATE call_status_counts SET n = n - 1
		WHERE status = old.status AND is_test = old.is_test AND (old.status IS NOT new.status OR old.is_test IS NOT new.is_test);
	INSERT INTO call_status_counts (status, is_test, n) SELECT new.status, new.is_test, 1
		WHERE old.status IS NOT new.status OR old.is_test IS NOT new.is_test
		ON CONFLICT (status, is_test) DO UPDATE SET n = n + 1;
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
	INSERT INTO analytics_hours (hour, campaign_id, source, category, slot, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT hour, campaign_id, source, category, slot, sum(dialled), sum(answered), sum(conversations), sum(voicemail), sum(voicemail_left), sum(no_answer), sum(busy), sum(failed), sum(pending), sum(booked), sum(demos), sum(cost) FROM (
		SELECT coalesce(old.dialed_at, old.created_at) / 3600000 AS hour, coalesce(old.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot, -1 AS dialled, -1 * (coalesce(old.result, '') IN ('answered')) AS answered, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conversations, -1 * (coalesce(old.result, '') = 'voicemail') AS voicemail, -1 * (coalesce(old.result, '') = 'voicemail left') AS voicemail_left, -1 * (coalesce(old.result, '') = 'no answer') AS no_answer, -1 * (coalesce(old.result, '') = 'busy') AS busy, -1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending, -1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos, -1 * coalesce(old.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = old.contact_id
		WHERE old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)
		UNION ALL
		SELECT coalesce(new.dialed_at, new.created_at) / 3600000 AS hour, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset))
	WHERE true
	GROUP BY hour, campaign_id, source, category, slot
	HAVING sum(dialled) <> 0 OR sum(answered) <> 0 OR sum(conversations) <> 0 OR sum(voicemail) <> 0 OR sum(voicemail_left) <> 0 OR sum(no_answer) <> 0 OR sum(busy) <> 0 OR sum(failed) <> 0 OR sum(pending) <> 0 OR sum(booked) <> 0 OR sum(demos) <> 0 OR sum(cost) <> 0
	ON CONFLICT (hour, campaign_id, source, category, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
END;
--> statement-breakpoint
CREATE TRIGGER `calls_ad` AFTER DELETE ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count - 1 WHERE name = 'calls';
	UPDATE call_status_counts SET n = n - 1 WHERE status = old.status AND is_test = old.is_test;
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
CREATE TRIGGER `contacts_ai` AFTER INSERT ON `contacts` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count + 1 WHERE name = 'contacts';
	INSERT INTO contacts_fts(rowid, business_name, phone, address, category)
	VALUES (new.id, new.business_name, new.phone, new.address, new.category);
	INSERT INTO contact_buckets (bucket, n) VALUES (new.id >> 10, 1)
	ON CONFLICT (bucket) DO UPDATE SET n = n + 1;
	INSERT INTO contact_counts (kind, value, n) VALUES ('status', new.status, 1), ('category', new.category, 1), ('source', new.source, 1)
		ON CONFLICT (kind, value) DO UPDATE SET n = n + 1;
	INSERT INTO scraped_label_counts (label, n) SELECT new.source, 1 WHERE new.scrape_job_id IS NOT NULL
		ON CONFLICT (label) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_ad` AFTER DELETE ON `contacts` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count - 1 WHERE name = 'contacts';
	INSERT INTO contacts_fts(contacts_fts, rowid, business_name, phone, address, category)
	VALUES ('delete', old.id, old.business_name, old.phone, old.address, old.category);
	UPDATE contact_buckets SET n = n - 1 WHERE bucket = old.id >> 10;
	UPDATE calls SET contact_name = NULL, contact_phone = NULL, contact_address = NULL WHERE contact_id = old.id;
	UPDATE contact_counts SET n = n - 1
		WHERE (kind = 'status' AND value = old.status) OR (kind = 'category' AND value = old.category) OR (kind = 'source' AND value = old.source);
	DELETE FROM contact_counts WHERE n <= 0
		AND ((kind = 'status' AND value = old.status) OR (kind = 'category' AND value = old.category) OR (kind = 'source' AND value = old.source));
	UPDATE scraped_label_counts SET n = n - 1 WHERE old.scrape_job_id IS NOT NULL AND label = old.source;
	DELETE FROM scraped_label_counts WHERE old.scrape_job_id IS NOT NULL AND label = old.source AND n <= 0;
END;
