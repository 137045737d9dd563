-- Issue 37, Analytics at any size: the hourly summary (one row per call at 300k calls: a page read
-- ~650k rows) becomes three rollups per local day of the operator's zone (db/schema/analytics-days.ts),
-- counted from settled calls only (a call on the line is read live), in the same transaction as each
-- result, demo and cost. The days are the default zone's (New York, its offsets written here) until
-- the operator's is another: the first Analytics read in another zone recounts (analytics-zone.ts).
-- calls_ai and calls_au keep everything they kept; their analytics statements are analytics-keys.ts's
-- (a test compares them), and calls_dial_time_idx gives way to calls_unsettled_idx.
CREATE TABLE `analytics_day_groups` (
	`campaign_id` integer NOT NULL,
	`day` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
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
	PRIMARY KEY(`campaign_id`, `day`, `source`, `category`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `analytics_day_groups_source_idx` ON `analytics_day_groups` (`source`,`day`);--> statement-breakpoint
CREATE INDEX `analytics_day_groups_category_idx` ON `analytics_day_groups` (`category`,`day`);--> statement-breakpoint
CREATE TABLE `analytics_day_slots` (
	`dims` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
	`day` integer NOT NULL,
	`slot` integer NOT NULL,
	`dialled` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dims`, `campaign_id`, `source`, `category`, `day`, `slot`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_days` (
	`dims` integer NOT NULL,
	`day` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
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
	PRIMARY KEY(`dims`, `day`, `campaign_id`, `source`, `category`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_recount` (
	`day` integer NOT NULL,
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
	PRIMARY KEY(`day`, `campaign_id`, `source`, `category`, `slot`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_zone_offsets` (
	`from_ms` integer PRIMARY KEY NOT NULL,
	`offset_min` integer NOT NULL,
	`zone` text NOT NULL
);
--> statement-breakpoint
DROP TABLE `analytics_hours`;--> statement-breakpoint
DROP INDEX `calls_dial_time_idx`;--> statement-breakpoint
CREATE INDEX `calls_unsettled_idx` ON `calls` (coalesce(`dialed_at`, `created_at`)) WHERE `result` IS NULL AND `is_test` = 0 AND `vapi_call_id` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `calls_no_show_idx` ON `calls` (coalesce(`dialed_at`, `created_at`)) WHERE `demo_outcome` = 'no_show';--> statement-breakpoint
DROP TRIGGER `calls_ai`;
--> statement-breakpoint
DROP TRIGGER `calls_au`;
--> statement-breakpoint
CREATE TRIGGER `calls_ai` AFTER INSERT ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count + 1 WHERE name = 'calls';
	INSERT INTO call_status_counts (status, is_test, n) SELECT new.status, new.is_test, 1 WHERE new.status IN ('queued', 'calling')
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
CREATE TRIGGER `calls_au` AFTER UPDATE ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'calls';
	UPDATE call_status_counts SET n = n - 1
		WHERE status = old.status AND is_test = old.is_test AND (old.status IS NOT new.status OR old.is_test IS NOT new.is_test);
	INSERT INTO call_status_counts (status, is_test, n) SELECT new.status, new.is_test, 1
		WHERE (old.status IS NOT new.status OR old.is_test IS NOT new.is_test) AND new.status IN ('queued', 'calling')
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
	INSERT INTO analytics_days (dims, day, campaign_id, source, category, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT d.d, x.day, iif(d.d & 1, x.campaign_id, 0), iif(d.d & 2, x.source, ''), iif(d.d & 4, x.category, ''), sum(x.dialled), sum(x.answered), sum(x.conversations), sum(x.voicemail), sum(x.voicemail_left), sum(x.no_answer), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT ((coalesce(old.dialed_at, old.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(old.dialed_at, old.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(old.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot, -1 * 1 AS dialled, -1 * (coalesce(old.result, '') IN ('answered')) AS answered, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conversations, -1 * (coalesce(old.result, '') = 'voicemail') AS voicemail, -1 * (coalesce(old.result, '') = 'voicemail left') AS voicemail_left, -1 * (coalesce(old.result, '') = 'no answer') AS no_answer, -1 * (coalesce(old.result, '') = 'busy') AS busy, -1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending, -1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos, -1 * coalesce(old.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = old.contact_id
		WHERE old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL AND old.result IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)
		UNION ALL
		SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)) x CROSS JOIN (SELECT 1 AS d UNION ALL SELECT 2 AS d UNION ALL SELECT 4 AS d) d WHERE true
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0 OR sum(x.conversations) <> 0 OR sum(x.voicemail) <> 0 OR sum(x.voicemail_left) <> 0 OR sum(x.no_answer) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (dims, day, campaign_id, source, category) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
	INSERT INTO analytics_day_slots (dims, campaign_id, source, category, day, slot, dialled, answered)
	SELECT d.d, iif(d.d & 1, x.campaign_id, 0), iif(d.d & 2, x.source, ''), iif(d.d & 4, x.category, ''), x.day, x.slot, sum(x.dialled), sum(x.answered)
	FROM (SELECT ((coalesce(old.dialed_at, old.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(old.dialed_at, old.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(old.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot, -1 * 1 AS dialled, -1 * (coalesce(old.result, '') IN ('answered')) AS answered, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conversations, -1 * (coalesce(old.result, '') = 'voicemail') AS voicemail, -1 * (coalesce(old.result, '') = 'voicemail left') AS voicemail_left, -1 * (coalesce(old.result, '') = 'no answer') AS no_answer, -1 * (coalesce(old.result, '') = 'busy') AS busy, -1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending, -1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos, -1 * coalesce(old.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = old.contact_id
		WHERE old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL AND old.result IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)
		UNION ALL
		SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)) x CROSS JOIN (SELECT 0 AS d UNION ALL SELECT 1 AS d UNION ALL SELECT 2 AS d UNION ALL SELECT 4 AS d UNION ALL SELECT 7 AS d) d WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0
	ON CONFLICT (dims, campaign_id, source, category, day, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered;
	INSERT INTO analytics_day_groups (campaign_id, day, source, category, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT x.campaign_id, x.day, x.source, x.category, sum(x.dialled), sum(x.answered), sum(x.conversations), sum(x.voicemail), sum(x.voicemail_left), sum(x.no_answer), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT ((coalesce(old.dialed_at, old.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(old.dialed_at, old.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(old.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot, -1 * 1 AS dialled, -1 * (coalesce(old.result, '') IN ('answered')) AS answered, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conversations, -1 * (coalesce(old.result, '') = 'voicemail') AS voicemail, -1 * (coalesce(old.result, '') = 'voicemail left') AS voicemail_left, -1 * (coalesce(old.result, '') = 'no answer') AS no_answer, -1 * (coalesce(old.result, '') = 'busy') AS busy, -1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending, -1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos, -1 * coalesce(old.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = old.contact_id
		WHERE old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL AND old.result IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)
		UNION ALL
		SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)) x WHERE true
	GROUP BY 1, 2, 3, 4 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0 OR sum(x.conversations) <> 0 OR sum(x.voicemail) <> 0 OR sum(x.voicemail_left) <> 0 OR sum(x.no_answer) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (campaign_id, day, source, category) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
END;
--> statement-breakpoint
DELETE FROM call_status_counts WHERE status NOT IN ('queued', 'calling');
--> statement-breakpoint
INSERT INTO analytics_zone_offsets (from_ms, offset_min, zone) VALUES
(0, -300, 'America/New_York'),
(954658800000, -240, 'America/New_York'),
(972799200000, -300, 'America/New_York'),
(986108400000, -240, 'America/New_York'),
(1004248800000, -300, 'America/New_York'),
(1018162800000, -240, 'America/New_York'),
(1035698400000, -300, 'America/New_York'),
(1049612400000, -240, 'America/New_York'),
(1067148000000, -300, 'America/New_York'),
(1081062000000, -240, 'America/New_York'),
(1099202400000, -300, 'America/New_York'),
(1112511600000, -240, 'America/New_York'),
(1130652000000, -300, 'America/New_York'),
(1143961200000, -240, 'America/New_York'),
(1162101600000, -300, 'America/New_York'),
(1173596400000, -240, 'America/New_York'),
(1194156000000, -300, 'America/New_York'),
(1205046000000, -240, 'America/New_York'),
(1225605600000, -300, 'America/New_York'),
(1236495600000, -240, 'America/New_York'),
(1257055200000, -300, 'America/New_York'),
(1268550000000, -240, 'America/New_York'),
(1289109600000, -300, 'America/New_York'),
(1299999600000, -240, 'America/New_York'),
(1320559200000, -300, 'America/New_York'),
(1331449200000, -240, 'America/New_York'),
(1352008800000, -300, 'America/New_York'),
(1362898800000, -240, 'America/New_York'),
(1383458400000, -300, 'America/New_York'),
(1394348400000, -240, 'America/New_York'),
(1414908000000, -300, 'America/New_York'),
(1425798000000, -240, 'America/New_York'),
(1446357600000, -300, 'America/New_York'),
(1457852400000, -240, 'America/New_York'),
(1478412000000, -300, 'America/New_York'),
(1489302000000, -240, 'America/New_York'),
(1509861600000, -300, 'America/New_York'),
(1520751600000, -240, 'America/New_York'),
(1541311200000, -300, 'America/New_York'),
(1552201200000, -240, 'America/New_York'),
(1572760800000, -300, 'America/New_York'),
(1583650800000, -240, 'America/New_York'),
(1604210400000, -300, 'America/New_York'),
(1615705200000, -240, 'America/New_York'),
(1636264800000, -300, 'America/New_York'),
(1647154800000, -240, 'America/New_York'),
(1667714400000, -300, 'America/New_York'),
(1678604400000, -240, 'America/New_York'),
(1699164000000, -300, 'America/New_York'),
(1710054000000, -240, 'America/New_York'),
(1730613600000, -300, 'America/New_York'),
(1741503600000, -240, 'America/New_York'),
(1762063200000, -300, 'America/New_York'),
(1772953200000, -240, 'America/New_York'),
(1793512800000, -300, 'America/New_York'),
(1805007600000, -240, 'America/New_York'),
(1825567200000, -300, 'America/New_York'),
(1836457200000, -240, 'America/New_York'),
(1857016800000, -300, 'America/New_York'),
(1867906800000, -240, 'America/New_York'),
(1888466400000, -300, 'America/New_York'),
(1899356400000, -240, 'America/New_York'),
(1919916000000, -300, 'America/New_York'),
(1930806000000, -240, 'America/New_York'),
(1951365600000, -300, 'America/New_York'),
(1962860400000, -240, 'America/New_York'),
(1983420000000, -300, 'America/New_York'),
(1994310000000, -240, 'America/New_York'),
(2014869600000, -300, 'America/New_York'),
(2025759600000, -240, 'America/New_York'),
(2046319200000, -300, 'America/New_York'),
(2057209200000, -240, 'America/New_York'),
(2077768800000, -300, 'America/New_York'),
(2088658800000, -240, 'America/New_York'),
(2109218400000, -300, 'America/New_York'),
(2120108400000, -240, 'America/New_York'),
(2140668000000, -300, 'America/New_York'),
(2152162800000, -240, 'America/New_York'),
(2172722400000, -300, 'America/New_York'),
(2183612400000, -240, 'America/New_York'),
(2204172000000, -300, 'America/New_York'),
(2215062000000, -240, 'America/New_York'),
(2235621600000, -300, 'America/New_York'),
(2246511600000, -240, 'America/New_York'),
(2267071200000, -300, 'America/New_York'),
(2277961200000, -240, 'America/New_York'),
(2298520800000, -300, 'America/New_York'),
(2309410800000, -240, 'America/New_York'),
(2329970400000, -300, 'America/New_York'),
(2341465200000, -240, 'America/New_York'),
(2362024800000, -300, 'America/New_York'),
(2372914800000, -240, 'America/New_York'),
(2393474400000, -300, 'America/New_York'),
(2404364400000, -240, 'America/New_York'),
(2424924000000, -300, 'America/New_York'),
(2435814000000, -240, 'America/New_York'),
(2456373600000, -300, 'America/New_York'),
(2467263600000, -240, 'America/New_York'),
(2487823200000, -300, 'America/New_York'),
(2499318000000, -240, 'America/New_York'),
(2519877600000, -300, 'America/New_York'),
(2530767600000, -240, 'America/New_York'),
(2551327200000, -300, 'America/New_York'),
(2562217200000, -240, 'America/New_York'),
(2582776800000, -300, 'America/New_York'),
(2593666800000, -240, 'America/New_York'),
(2614226400000, -300, 'America/New_York'),
(2625116400000, -240, 'America/New_York'),
(2645676000000, -300, 'America/New_York'),
(2656566000000, -240, 'America/New_York'),
(2677125600000, -300, 'America/New_York'),
(2688620400000, -240, 'America/New_York'),
(2709180000000, -300, 'America/New_York'),
(2720070000000, -240, 'America/New_York'),
(2740629600000, -300, 'America/New_York'),
(2751519600000, -240, 'America/New_York'),
(2772079200000, -300, 'America/New_York'),
(2782969200000, -240, 'America/New_York'),
(2803528800000, -300, 'America/New_York'),
(2814418800000, -240, 'America/New_York'),
(2834978400000, -300, 'America/New_York');
--> statement-breakpoint
INSERT INTO analytics_days (dims, day, campaign_id, source, category, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT d.d, x.day, iif(d.d & 1, x.campaign_id, 0), iif(d.d & 2, x.source, ''), iif(d.d & 4, x.category, ''), sum(x.dialled), sum(x.answered), sum(x.conversations), sum(x.voicemail), sum(x.voicemail_left), sum(x.no_answer), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT ((coalesce(c.dialed_at, c.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(c.dialed_at, c.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(c.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(c.dialed_at, c.created_at) / 60000 + c.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(c.dialed_at, c.created_at) / 60000 + c.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(c.result, '') IN ('answered')) AS answered, 1 * ((coalesce(c.result, '') IN ('answered')) AND coalesce(c.duration, 0) > 30) AS conversations, 1 * (coalesce(c.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(c.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(c.result, '') = 'no answer') AS no_answer, 1 * (coalesce(c.result, '') = 'busy') AS busy, 1 * (coalesce(c.result, '') = 'failed') AS failed, 1 * (coalesce(c.result, '') = '') AS pending, 1 * (c.demo_scheduled = 1 OR c.demo_cancelled_at IS NOT NULL) AS booked, 1 * (c.demo_scheduled = 1) AS demos, 1 * coalesce(c.cost, 0) AS cost
	FROM calls c LEFT JOIN contacts k ON k.id = c.contact_id
	WHERE c.is_test = 0 AND c.direction = 'outbound' AND c.vapi_call_id IS NOT NULL AND c.result IS NOT NULL AND coalesce(c.dialed_at, c.created_at) >= 0) x CROSS JOIN (SELECT 1 AS d UNION ALL SELECT 2 AS d UNION ALL SELECT 4 AS d) d WHERE true
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0 OR sum(x.conversations) <> 0 OR sum(x.voicemail) <> 0 OR sum(x.voicemail_left) <> 0 OR sum(x.no_answer) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (dims, day, campaign_id, source, category) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
--> statement-breakpoint
INSERT INTO analytics_day_slots (dims, campaign_id, source, category, day, slot, dialled, answered)
	SELECT d.d, iif(d.d & 1, x.campaign_id, 0), iif(d.d & 2, x.source, ''), iif(d.d & 4, x.category, ''), x.day, x.slot, sum(x.dialled), sum(x.answered)
	FROM (SELECT ((coalesce(c.dialed_at, c.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(c.dialed_at, c.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(c.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(c.dialed_at, c.created_at) / 60000 + c.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(c.dialed_at, c.created_at) / 60000 + c.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(c.result, '') IN ('answered')) AS answered, 1 * ((coalesce(c.result, '') IN ('answered')) AND coalesce(c.duration, 0) > 30) AS conversations, 1 * (coalesce(c.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(c.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(c.result, '') = 'no answer') AS no_answer, 1 * (coalesce(c.result, '') = 'busy') AS busy, 1 * (coalesce(c.result, '') = 'failed') AS failed, 1 * (coalesce(c.result, '') = '') AS pending, 1 * (c.demo_scheduled = 1 OR c.demo_cancelled_at IS NOT NULL) AS booked, 1 * (c.demo_scheduled = 1) AS demos, 1 * coalesce(c.cost, 0) AS cost
	FROM calls c LEFT JOIN contacts k ON k.id = c.contact_id
	WHERE c.is_test = 0 AND c.direction = 'outbound' AND c.vapi_call_id IS NOT NULL AND c.result IS NOT NULL AND coalesce(c.dialed_at, c.created_at) >= 0) x CROSS JOIN (SELECT 0 AS d UNION ALL SELECT 1 AS d UNION ALL SELECT 2 AS d UNION ALL SELECT 4 AS d UNION ALL SELECT 7 AS d) d WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0
	ON CONFLICT (dims, campaign_id, source, category, day, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered;
--> statement-breakpoint
INSERT INTO analytics_day_groups (campaign_id, day, source, category, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT x.campaign_id, x.day, x.source, x.category, sum(x.dialled), sum(x.answered), sum(x.conversations), sum(x.voicemail), sum(x.voicemail_left), sum(x.no_answer), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT ((coalesce(c.dialed_at, c.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(c.dialed_at, c.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(c.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(c.dialed_at, c.created_at) / 60000 + c.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(c.dialed_at, c.created_at) / 60000 + c.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(c.result, '') IN ('answered')) AS answered, 1 * ((coalesce(c.result, '') IN ('answered')) AND coalesce(c.duration, 0) > 30) AS conversations, 1 * (coalesce(c.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(c.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(c.result, '') = 'no answer') AS no_answer, 1 * (coalesce(c.result, '') = 'busy') AS busy, 1 * (coalesce(c.result, '') = 'failed') AS failed, 1 * (coalesce(c.result, '') = '') AS pending, 1 * (c.demo_scheduled = 1 OR c.demo_cancelled_at IS NOT NULL) AS booked, 1 * (c.demo_scheduled = 1) AS demos, 1 * coalesce(c.cost, 0) AS cost
	FROM calls c LEFT JOIN contacts k ON k.id = c.contact_id
	WHERE c.is_test = 0 AND c.direction = 'outbound' AND c.vapi_call_id IS NOT NULL AND c.result IS NOT NULL AND coalesce(c.dialed_at, c.created_at) >= 0) x WHERE true
	GROUP BY 1, 2, 3, 4 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0 OR sum(x.conversations) <> 0 OR sum(x.voicemail) <> 0 OR sum(x.voicemail_left) <> 0 OR sum(x.no_answer) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (campaign_id, day, source, category) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
