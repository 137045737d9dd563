CREATE TABLE `analytics_campaigns` (
	`dims` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
	`grain` integer NOT NULL,
	`t` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`dialled` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	`conversations` integer DEFAULT 0 NOT NULL,
	`booked` integer DEFAULT 0 NOT NULL,
	`demos` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dims`, `source`, `category`, `grain`, `t`, `campaign_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_groups` (
	`dims` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
	`grain` integer NOT NULL,
	`t` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`dialled` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	`demos` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dims`, `campaign_id`, `source`, `category`, `kind`, `grain`, `t`, `name`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_series` (
	`dims` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
	`grain` integer NOT NULL,
	`t` integer NOT NULL,
	`dialled` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	`conversations` integer DEFAULT 0 NOT NULL,
	`voicemail` integer DEFAULT 0 NOT NULL,
	`no_answer` integer DEFAULT 0 NOT NULL,
	`busy` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`pending` integer DEFAULT 0 NOT NULL,
	`booked` integer DEFAULT 0 NOT NULL,
	`demos` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dims`, `campaign_id`, `source`, `category`, `grain`, `t`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_slots` (
	`dims` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
	`grain` integer NOT NULL,
	`t` integer NOT NULL,
	`slot` integer NOT NULL,
	`dialled` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dims`, `campaign_id`, `source`, `category`, `grain`, `t`, `slot`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Hand-written below. The tables above are the Analytics page's rollups (db/schema/analytics-rollups.ts),
-- WITHOUT ROWID: the primary key is the table, so a chart's read is one key range per block of time.
-- Their triggers replace call_analytics' (one row per hour, campaign, source, category, result and
-- callee hour: as many rows as calls, so pages read hundreds of thousands). An update takes the call's
-- old image out and puts its new image in, in one statement per table (old and new summed first, so a
-- change that moves nothing writes nothing: a re-delivered webhook is a no-op). iif, not CASE: wrangler's
-- statement splitter reads CASE's END as the trigger's. No delete trigger: purged calls stay counted.
-- The outcome columns follow schemas/analytics.ts OUTCOME_GROUPS (a test compares the two).
CREATE TRIGGER `analytics_rollups_ai` AFTER INSERT ON `calls` WHEN new.is_test = 0 AND new.vapi_call_id IS NOT NULL BEGIN
	INSERT INTO analytics_series (dims, campaign_id, source, category, grain, t, dialled, answered, conversations, voicemail, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, sum(x.n), sum(x.ans), sum(x.conv), sum(x.vm), sum(x.na), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT coalesce(new.dialed_at, new.created_at) / 3600000 AS h, coalesce(new.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = new.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = new.contact_id), '') AS g,
			coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot,
			1 AS n, 1 * (coalesce(new.result, '') IN ('answered')) AS ans, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conv,
			1 * (coalesce(new.result, '') = 'voicemail') AS vm, 1 * (coalesce(new.result, '') = 'no answer') AS na, 1 * (coalesce(new.result, '') = 'busy') AS busy,
			1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending,
			1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos,
			1 * coalesce(new.cost, 0) AS cost
		WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24]')) k
	WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6
	HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0 OR sum(x.conv) <> 0 OR sum(x.vm) <> 0 OR sum(x.na) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (dims, campaign_id, source, category, grain, t) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
	INSERT INTO analytics_slots (dims, campaign_id, source, category, grain, t, slot, dialled, answered)
	SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, x.slot, sum(x.n), sum(x.ans)
	FROM (SELECT coalesce(new.dialed_at, new.created_at) / 3600000 AS h, coalesce(new.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = new.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = new.contact_id), '') AS g,
			coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot,
			1 AS n, 1 * (coalesce(new.result, '') IN ('answered')) AS ans, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conv,
			1 * (coalesce(new.result, '') = 'voicemail') AS vm, 1 * (coalesce(new.result, '') = 'no answer') AS na, 1 * (coalesce(new.result, '') = 'busy') AS busy,
			1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending,
			1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos,
			1 * coalesce(new.cost, 0) AS cost
		WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
	WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0
	ON CONFLICT (dims, campaign_id, source, category, grain, t, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered;
	INSERT INTO analytics_groups (dims, campaign_id, source, category, kind, grain, t, name, dialled, answered, demos)
	SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), d.kind, k.grain, x.h - x.h % k.grain, iif(d.kind = 'category', x.g, x.s), sum(x.n), sum(x.ans), sum(x.demos)
	FROM (SELECT coalesce(new.dialed_at, new.created_at) / 3600000 AS h, coalesce(new.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = new.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = new.contact_id), '') AS g,
			coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot,
			1 AS n, 1 * (coalesce(new.result, '') IN ('answered')) AS ans, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conv,
			1 * (coalesce(new.result, '') = 'voicemail') AS vm, 1 * (coalesce(new.result, '') = 'no answer') AS na, 1 * (coalesce(new.result, '') = 'busy') AS busy,
			1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending,
			1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos,
			1 * coalesce(new.cost, 0) AS cost
		WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL) x, (SELECT json_extract(value, '$[0]') AS dims, json_extract(value, '$[1]') AS kind FROM json_each('[[0,"category"],[1,"category"],[2,"category"],[3,"category"],[0,"source"],[1,"source"],[4,"source"],[5,"source"]]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
	WHERE true AND iif(d.kind = 'category', x.g, x.s) <> ''
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
	HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0 OR sum(x.demos) <> 0
	ON CONFLICT (dims, campaign_id, source, category, kind, grain, t, name) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, demos = demos + excluded.demos;
	INSERT INTO analytics_campaigns (dims, source, category, grain, t, campaign_id, dialled, answered, conversations, booked, demos, cost)
	SELECT d.dims, iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, x.c, sum(x.n), sum(x.ans), sum(x.conv), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT coalesce(new.dialed_at, new.created_at) / 3600000 AS h, coalesce(new.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = new.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = new.contact_id), '') AS g,
			coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot,
			1 AS n, 1 * (coalesce(new.result, '') IN ('answered')) AS ans, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conv,
			1 * (coalesce(new.result, '') = 'voicemail') AS vm, 1 * (coalesce(new.result, '') = 'no answer') AS na, 1 * (coalesce(new.result, '') = 'busy') AS busy,
			1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending,
			1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos,
			1 * coalesce(new.cost, 0) AS cost
		WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL) x, (SELECT value AS dims FROM json_each('[0,2,4,6]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
	WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6
	HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0 OR sum(x.conv) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (dims, source, category, grain, t, campaign_id) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_rollups_au` AFTER UPDATE OF vapi_call_id, is_test, result, duration, demo_scheduled, demo_cancelled_at, cost, dialed_at, created_at, campaign_id, contact_id, callee_utc_offset ON `calls`
WHEN ((old.is_test = 0 AND old.vapi_call_id IS NOT NULL) OR (new.is_test = 0 AND new.vapi_call_id IS NOT NULL))
	AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset) BEGIN
	INSERT INTO analytics_series (dims, campaign_id, source, category, grain, t, dialled, answered, conversations, voicemail, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, sum(x.n), sum(x.ans), sum(x.conv), sum(x.vm), sum(x.na), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT coalesce(old.dialed_at, old.created_at) / 3600000 AS h, coalesce(old.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = old.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = old.contact_id), '') AS g,
			coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot,
			-1 AS n, -1 * (coalesce(old.result, '') IN ('answered')) AS ans, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conv,
			-1 * (coalesce(old.result, '') = 'voicemail') AS vm, -1 * (coalesce(old.result, '') = 'no answer') AS na, -1 * (coalesce(old.result, '') = 'busy') AS busy,
			-1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending,
			-1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos,
			-1 * coalesce(old.cost, 0) AS cost
		WHERE old.is_test = 0 AND old.vapi_call_id IS NOT NULL
		UNION ALL
		SELECT coalesce(new.dialed_at, new.created_at) / 3600000 AS h, coalesce(new.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = new.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = new.contact_id), '') AS g,
			coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot,
			1 AS n, 1 * (coalesce(new.result, '') IN ('answered')) AS ans, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conv,
			1 * (coalesce(new.result, '') = 'voicemail') AS vm, 1 * (coalesce(new.result, '') = 'no answer') AS na, 1 * (coalesce(new.result, '') = 'busy') AS busy,
			1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending,
			1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos,
			1 * coalesce(new.cost, 0) AS cost
		WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24]')) k
	WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6
	HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0 OR sum(x.conv) <> 0 OR sum(x.vm) <> 0 OR sum(x.na) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (dims, campaign_id, source, category, grain, t) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
	INSERT INTO analytics_slots (dims, campaign_id, source, category, grain, t, slot, dialled, answered)
	SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, x.slot, sum(x.n), sum(x.ans)
	FROM (SELECT coalesce(old.dialed_at, old.created_at) / 3600000 AS h, coalesce(old.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = old.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = old.contact_id), '') AS g,
			coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot,
			-1 AS n, -1 * (coalesce(old.result, '') IN ('answered')) AS ans, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conv,
			-1 * (coalesce(old.result, '') = 'voicemail') AS vm, -1 * (coalesce(old.result, '') = 'no answer') AS na, -1 * (coalesce(old.result, '') = 'busy') AS busy,
			-1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending,
			-1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos,
			-1 * coalesce(old.cost, 0) AS cost
		WHERE old.is_test = 0 AND old.vapi_call_id IS NOT NULL
		UNION ALL
		SELECT coalesce(new.dialed_at, new.created_at) / 3600000 AS h, coalesce(new.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = new.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = new.contact_id), '') AS g,
			coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot,
			1 AS n, 1 * (coalesce(new.result, '') IN ('answered')) AS ans, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conv,
			1 * (coalesce(new.result, '') = 'voicemail') AS vm, 1 * (coalesce(new.result, '') = 'no answer') AS na, 1 * (coalesce(new.result, '') = 'busy') AS busy,
			1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending,
			1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos,
			1 * coalesce(new.cost, 0) AS cost
		WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
	WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0
	ON CONFLICT (dims, campaign_id, source, category, grain, t, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered;
	INSERT INTO analytics_groups (dims, campaign_id, source, category, kind, grain, t, name, dialled, answered, demos)
	SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), d.kind, k.grain, x.h - x.h % k.grain, iif(d.kind = 'category', x.g, x.s), sum(x.n), sum(x.ans), sum(x.demos)
	FROM (SELECT coalesce(old.dialed_at, old.created_at) / 3600000 AS h, coalesce(old.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = old.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = old.contact_id), '') AS g,
			coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot,
			-1 AS n, -1 * (coalesce(old.result, '') IN ('answered')) AS ans, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conv,
			-1 * (coalesce(old.result, '') = 'voicemail') AS vm, -1 * (coalesce(old.result, '') = 'no answer') AS na, -1 * (coalesce(old.result, '') = 'busy') AS busy,
			-1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending,
			-1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos,
			-1 * coalesce(old.cost, 0) AS cost
		WHERE old.is_test = 0 AND old.vapi_call_id IS NOT NULL
		UNION ALL
		SELECT coalesce(new.dialed_at, new.created_at) / 3600000 AS h, coalesce(new.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = new.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = new.contact_id), '') AS g,
			coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot,
			1 AS n, 1 * (coalesce(new.result, '') IN ('answered')) AS ans, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conv,
			1 * (coalesce(new.result, '') = 'voicemail') AS vm, 1 * (coalesce(new.result, '') = 'no answer') AS na, 1 * (coalesce(new.result, '') = 'busy') AS busy,
			1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending,
			1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos,
			1 * coalesce(new.cost, 0) AS cost
		WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL) x, (SELECT json_extract(value, '$[0]') AS dims, json_extract(value, '$[1]') AS kind FROM json_each('[[0,"category"],[1,"category"],[2,"category"],[3,"category"],[0,"source"],[1,"source"],[4,"source"],[5,"source"]]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
	WHERE true AND iif(d.kind = 'category', x.g, x.s) <> ''
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
	HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0 OR sum(x.demos) <> 0
	ON CONFLICT (dims, campaign_id, source, category, kind, grain, t, name) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, demos = demos + excluded.demos;
	INSERT INTO analytics_campaigns (dims, source, category, grain, t, campaign_id, dialled, answered, conversations, booked, demos, cost)
	SELECT d.dims, iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, x.c, sum(x.n), sum(x.ans), sum(x.conv), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT coalesce(old.dialed_at, old.created_at) / 3600000 AS h, coalesce(old.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = old.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = old.contact_id), '') AS g,
			coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot,
			-1 AS n, -1 * (coalesce(old.result, '') IN ('answered')) AS ans, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conv,
			-1 * (coalesce(old.result, '') = 'voicemail') AS vm, -1 * (coalesce(old.result, '') = 'no answer') AS na, -1 * (coalesce(old.result, '') = 'busy') AS busy,
			-1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending,
			-1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos,
			-1 * coalesce(old.cost, 0) AS cost
		WHERE old.is_test = 0 AND old.vapi_call_id IS NOT NULL
		UNION ALL
		SELECT coalesce(new.dialed_at, new.created_at) / 3600000 AS h, coalesce(new.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = new.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = new.contact_id), '') AS g,
			coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot,
			1 AS n, 1 * (coalesce(new.result, '') IN ('answered')) AS ans, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conv,
			1 * (coalesce(new.result, '') = 'voicemail') AS vm, 1 * (coalesce(new.result, '') = 'no answer') AS na, 1 * (coalesce(new.result, '') = 'busy') AS busy,
			1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending,
			1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos,
			1 * coalesce(new.cost, 0) AS cost
		WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL) x, (SELECT value AS dims FROM json_each('[0,2,4,6]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
	WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6
	HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0 OR sum(x.conv) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (dims, source, category, grain, t, campaign_id) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
END;
--> statement-breakpoint
-- Backfill from call_analytics, not calls: its sums include calls the retention purge removed since.
INSERT INTO analytics_series (dims, campaign_id, source, category, grain, t, dialled, answered, conversations, voicemail, no_answer, busy, failed, pending, booked, demos, cost)
SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, sum(x.n), sum(x.ans), sum(x.conv), sum(x.vm), sum(x.na), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
FROM (SELECT a.hour AS h, a.campaign_id AS c, a.source AS s, a.category AS g, a.local_slot AS slot,
		a.dialled AS n, a.dialled * (a.result IN ('answered')) AS ans, a.long_calls * (a.result IN ('answered')) AS conv,
		a.dialled * (a.result = 'voicemail') AS vm, a.dialled * (a.result = 'no answer') AS na, a.dialled * (a.result = 'busy') AS busy,
		a.dialled * (a.result = 'failed') AS failed, a.dialled * (a.result = '') AS pending,
		a.booked AS booked, a.demos AS demos, a.cost AS cost
	FROM call_analytics a) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24]')) k
WHERE true
GROUP BY 1, 2, 3, 4, 5, 6
HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0 OR sum(x.conv) <> 0 OR sum(x.vm) <> 0 OR sum(x.na) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
ON CONFLICT (dims, campaign_id, source, category, grain, t) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
--> statement-breakpoint
INSERT INTO analytics_slots (dims, campaign_id, source, category, grain, t, slot, dialled, answered)
SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, x.slot, sum(x.n), sum(x.ans)
FROM (SELECT a.hour AS h, a.campaign_id AS c, a.source AS s, a.category AS g, a.local_slot AS slot,
		a.dialled AS n, a.dialled * (a.result IN ('answered')) AS ans, a.long_calls * (a.result IN ('answered')) AS conv,
		a.dialled * (a.result = 'voicemail') AS vm, a.dialled * (a.result = 'no answer') AS na, a.dialled * (a.result = 'busy') AS busy,
		a.dialled * (a.result = 'failed') AS failed, a.dialled * (a.result = '') AS pending,
		a.booked AS booked, a.demos AS demos, a.cost AS cost
	FROM call_analytics a) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
WHERE true
GROUP BY 1, 2, 3, 4, 5, 6, 7
HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0
ON CONFLICT (dims, campaign_id, source, category, grain, t, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered;
--> statement-breakpoint
INSERT INTO analytics_groups (dims, campaign_id, source, category, kind, grain, t, name, dialled, answered, demos)
SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), d.kind, k.grain, x.h - x.h % k.grain, iif(d.kind = 'category', x.g, x.s), sum(x.n), sum(x.ans), sum(x.demos)
FROM (SELECT a.hour AS h, a.campaign_id AS c, a.source AS s, a.category AS g, a.local_slot AS slot,
		a.dialled AS n, a.dialled * (a.result IN ('answered')) AS ans, a.long_calls * (a.result IN ('answered')) AS conv,
		a.dialled * (a.result = 'voicemail') AS vm, a.dialled * (a.result = 'no answer') AS na, a.dialled * (a.result = 'busy') AS busy,
		a.dialled * (a.result = 'failed') AS failed, a.dialled * (a.result = '') AS pending,
		a.booked AS booked, a.demos AS demos, a.cost AS cost
	FROM call_analytics a) x, (SELECT json_extract(value, '$[0]') AS dims, json_extract(value, '$[1]') AS kind FROM json_each('[[0,"category"],[1,"category"],[2,"category"],[3,"category"],[0,"source"],[1,"source"],[4,"source"],[5,"source"]]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
WHERE true AND iif(d.kind = 'category', x.g, x.s) <> ''
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0 OR sum(x.demos) <> 0
ON CONFLICT (dims, campaign_id, source, category, kind, grain, t, name) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, demos = demos + excluded.demos;
--> statement-breakpoint
INSERT INTO analytics_campaigns (dims, source, category, grain, t, campaign_id, dialled, answered, conversations, booked, demos, cost)
SELECT d.dims, iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, x.c, sum(x.n), sum(x.ans), sum(x.conv), sum(x.booked), sum(x.demos), sum(x.cost)
FROM (SELECT a.hour AS h, a.campaign_id AS c, a.source AS s, a.category AS g, a.local_slot AS slot,
		a.dialled AS n, a.dialled * (a.result IN ('answered')) AS ans, a.long_calls * (a.result IN ('answered')) AS conv,
		a.dialled * (a.result = 'voicemail') AS vm, a.dialled * (a.result = 'no answer') AS na, a.dialled * (a.result = 'busy') AS busy,
		a.dialled * (a.result = 'failed') AS failed, a.dialled * (a.result = '') AS pending,
		a.booked AS booked, a.demos AS demos, a.cost AS cost
	FROM call_analytics a) x, (SELECT value AS dims FROM json_each('[0,2,4,6]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
WHERE true
GROUP BY 1, 2, 3, 4, 5, 6
HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0 OR sum(x.conv) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
ON CONFLICT (dims, source, category, grain, t, campaign_id) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
--> statement-breakpoint
DROP TRIGGER `call_analytics_ai`;
--> statement-breakpoint
DROP TRIGGER `call_analytics_au`;
--> statement-breakpoint
DROP TABLE `call_analytics`;
