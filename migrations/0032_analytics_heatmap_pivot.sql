-- Hand-written (drizzle-kit's snapshot): the heatmap rollup pivoted. A row was one callee-local slot
-- (weekday x 24 + hour) per filter and block of time: a UTC day was about 27 rows per filter, so the
-- heatmap was 69% of the rollups and most of what a page read. Now a row is one callee-local weekday
-- (-1 = zone unknown, counted in hour 0) with its 24 hours as columns: a UTC day is 2 rows, and the
-- 4-week grain no longer pays for its writes (90 days of days are fewer rows than its 168 slots were),
-- so a call writes 16 heatmap rows, was 24 (a call result 40 rollup rows, was 48). Filled from the
-- old rows' hours and days (sums of every call counted so far, purged ones included). The triggers
-- of 0030_analytics_rollups_lean again, their series part unchanged. iif, not CASE (see 0030).
DROP TRIGGER `analytics_rollups_ai`;
--> statement-breakpoint
DROP TRIGGER `analytics_rollups_au`;
--> statement-breakpoint
CREATE TABLE `__new_analytics_slots` (
	`dims` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
	`grain` integer NOT NULL,
	`t` integer NOT NULL,
	`weekday` integer NOT NULL,
	`dialled_0` integer DEFAULT 0 NOT NULL,
	`dialled_1` integer DEFAULT 0 NOT NULL,
	`dialled_2` integer DEFAULT 0 NOT NULL,
	`dialled_3` integer DEFAULT 0 NOT NULL,
	`dialled_4` integer DEFAULT 0 NOT NULL,
	`dialled_5` integer DEFAULT 0 NOT NULL,
	`dialled_6` integer DEFAULT 0 NOT NULL,
	`dialled_7` integer DEFAULT 0 NOT NULL,
	`dialled_8` integer DEFAULT 0 NOT NULL,
	`dialled_9` integer DEFAULT 0 NOT NULL,
	`dialled_10` integer DEFAULT 0 NOT NULL,
	`dialled_11` integer DEFAULT 0 NOT NULL,
	`dialled_12` integer DEFAULT 0 NOT NULL,
	`dialled_13` integer DEFAULT 0 NOT NULL,
	`dialled_14` integer DEFAULT 0 NOT NULL,
	`dialled_15` integer DEFAULT 0 NOT NULL,
	`dialled_16` integer DEFAULT 0 NOT NULL,
	`dialled_17` integer DEFAULT 0 NOT NULL,
	`dialled_18` integer DEFAULT 0 NOT NULL,
	`dialled_19` integer DEFAULT 0 NOT NULL,
	`dialled_20` integer DEFAULT 0 NOT NULL,
	`dialled_21` integer DEFAULT 0 NOT NULL,
	`dialled_22` integer DEFAULT 0 NOT NULL,
	`dialled_23` integer DEFAULT 0 NOT NULL,
	`answered_0` integer DEFAULT 0 NOT NULL,
	`answered_1` integer DEFAULT 0 NOT NULL,
	`answered_2` integer DEFAULT 0 NOT NULL,
	`answered_3` integer DEFAULT 0 NOT NULL,
	`answered_4` integer DEFAULT 0 NOT NULL,
	`answered_5` integer DEFAULT 0 NOT NULL,
	`answered_6` integer DEFAULT 0 NOT NULL,
	`answered_7` integer DEFAULT 0 NOT NULL,
	`answered_8` integer DEFAULT 0 NOT NULL,
	`answered_9` integer DEFAULT 0 NOT NULL,
	`answered_10` integer DEFAULT 0 NOT NULL,
	`answered_11` integer DEFAULT 0 NOT NULL,
	`answered_12` integer DEFAULT 0 NOT NULL,
	`answered_13` integer DEFAULT 0 NOT NULL,
	`answered_14` integer DEFAULT 0 NOT NULL,
	`answered_15` integer DEFAULT 0 NOT NULL,
	`answered_16` integer DEFAULT 0 NOT NULL,
	`answered_17` integer DEFAULT 0 NOT NULL,
	`answered_18` integer DEFAULT 0 NOT NULL,
	`answered_19` integer DEFAULT 0 NOT NULL,
	`answered_20` integer DEFAULT 0 NOT NULL,
	`answered_21` integer DEFAULT 0 NOT NULL,
	`answered_22` integer DEFAULT 0 NOT NULL,
	`answered_23` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dims`, `campaign_id`, `source`, `category`, `grain`, `t`, `weekday`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_analytics_slots` (dims, campaign_id, source, category, grain, t, weekday, dialled_0, dialled_1, dialled_2, dialled_3, dialled_4, dialled_5, dialled_6, dialled_7, dialled_8, dialled_9, dialled_10, dialled_11, dialled_12, dialled_13, dialled_14, dialled_15, dialled_16, dialled_17, dialled_18, dialled_19, dialled_20, dialled_21, dialled_22, dialled_23, answered_0, answered_1, answered_2, answered_3, answered_4, answered_5, answered_6, answered_7, answered_8, answered_9, answered_10, answered_11, answered_12, answered_13, answered_14, answered_15, answered_16, answered_17, answered_18, answered_19, answered_20, answered_21, answered_22, answered_23)
SELECT dims, campaign_id, source, category, grain, t, iif(slot < 0, -1, slot / 24), sum(dialled * (iif(slot < 0, 0, slot % 24) = 0)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 1)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 2)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 3)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 4)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 5)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 6)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 7)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 8)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 9)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 10)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 11)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 12)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 13)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 14)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 15)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 16)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 17)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 18)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 19)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 20)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 21)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 22)), sum(dialled * (iif(slot < 0, 0, slot % 24) = 23)), sum(answered * (iif(slot < 0, 0, slot % 24) = 0)), sum(answered * (iif(slot < 0, 0, slot % 24) = 1)), sum(answered * (iif(slot < 0, 0, slot % 24) = 2)), sum(answered * (iif(slot < 0, 0, slot % 24) = 3)), sum(answered * (iif(slot < 0, 0, slot % 24) = 4)), sum(answered * (iif(slot < 0, 0, slot % 24) = 5)), sum(answered * (iif(slot < 0, 0, slot % 24) = 6)), sum(answered * (iif(slot < 0, 0, slot % 24) = 7)), sum(answered * (iif(slot < 0, 0, slot % 24) = 8)), sum(answered * (iif(slot < 0, 0, slot % 24) = 9)), sum(answered * (iif(slot < 0, 0, slot % 24) = 10)), sum(answered * (iif(slot < 0, 0, slot % 24) = 11)), sum(answered * (iif(slot < 0, 0, slot % 24) = 12)), sum(answered * (iif(slot < 0, 0, slot % 24) = 13)), sum(answered * (iif(slot < 0, 0, slot % 24) = 14)), sum(answered * (iif(slot < 0, 0, slot % 24) = 15)), sum(answered * (iif(slot < 0, 0, slot % 24) = 16)), sum(answered * (iif(slot < 0, 0, slot % 24) = 17)), sum(answered * (iif(slot < 0, 0, slot % 24) = 18)), sum(answered * (iif(slot < 0, 0, slot % 24) = 19)), sum(answered * (iif(slot < 0, 0, slot % 24) = 20)), sum(answered * (iif(slot < 0, 0, slot % 24) = 21)), sum(answered * (iif(slot < 0, 0, slot % 24) = 22)), sum(answered * (iif(slot < 0, 0, slot % 24) = 23))
FROM analytics_slots WHERE grain IN (1, 24)
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
DROP TABLE `analytics_slots`;
--> statement-breakpoint
ALTER TABLE `__new_analytics_slots` RENAME TO `analytics_slots`;
--> statement-breakpoint
CREATE TRIGGER `analytics_rollups_ai` AFTER INSERT ON `calls` WHEN new.is_test = 0 AND new.vapi_call_id IS NOT NULL BEGIN
	INSERT INTO analytics_series (dims, campaign_id, source, category, grain, t, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, sum(x.n), sum(x.ans), sum(x.conv), sum(x.vm), sum(x.vml), sum(x.na), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT coalesce(new.dialed_at, new.created_at) / 3600000 AS h, coalesce(new.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = new.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = new.contact_id), '') AS g,
			coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot,
			1 AS n, 1 * (coalesce(new.result, '') IN ('answered')) AS ans, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conv,
			1 * (coalesce(new.result, '') = 'voicemail') AS vm, 1 * (coalesce(new.result, '') = 'voicemail left') AS vml, 1 * (coalesce(new.result, '') = 'no answer') AS na, 1 * (coalesce(new.result, '') = 'busy') AS busy,
			1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending,
			1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos,
			1 * coalesce(new.cost, 0) AS cost
		WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
	WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6
	HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0 OR sum(x.conv) <> 0 OR sum(x.vm) <> 0 OR sum(x.vml) <> 0 OR sum(x.na) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (dims, campaign_id, source, category, grain, t) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
	INSERT INTO analytics_slots (dims, campaign_id, source, category, grain, t, weekday, dialled_0, dialled_1, dialled_2, dialled_3, dialled_4, dialled_5, dialled_6, dialled_7, dialled_8, dialled_9, dialled_10, dialled_11, dialled_12, dialled_13, dialled_14, dialled_15, dialled_16, dialled_17, dialled_18, dialled_19, dialled_20, dialled_21, dialled_22, dialled_23, answered_0, answered_1, answered_2, answered_3, answered_4, answered_5, answered_6, answered_7, answered_8, answered_9, answered_10, answered_11, answered_12, answered_13, answered_14, answered_15, answered_16, answered_17, answered_18, answered_19, answered_20, answered_21, answered_22, answered_23)
	SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, x.wd,
		sum(x.n * (x.hr = 0)), sum(x.n * (x.hr = 1)), sum(x.n * (x.hr = 2)), sum(x.n * (x.hr = 3)), sum(x.n * (x.hr = 4)), sum(x.n * (x.hr = 5)), sum(x.n * (x.hr = 6)), sum(x.n * (x.hr = 7)), sum(x.n * (x.hr = 8)), sum(x.n * (x.hr = 9)), sum(x.n * (x.hr = 10)), sum(x.n * (x.hr = 11)), sum(x.n * (x.hr = 12)), sum(x.n * (x.hr = 13)), sum(x.n * (x.hr = 14)), sum(x.n * (x.hr = 15)), sum(x.n * (x.hr = 16)), sum(x.n * (x.hr = 17)), sum(x.n * (x.hr = 18)), sum(x.n * (x.hr = 19)), sum(x.n * (x.hr = 20)), sum(x.n * (x.hr = 21)), sum(x.n * (x.hr = 22)), sum(x.n * (x.hr = 23)), sum(x.ans * (x.hr = 0)), sum(x.ans * (x.hr = 1)), sum(x.ans * (x.hr = 2)), sum(x.ans * (x.hr = 3)), sum(x.ans * (x.hr = 4)), sum(x.ans * (x.hr = 5)), sum(x.ans * (x.hr = 6)), sum(x.ans * (x.hr = 7)), sum(x.ans * (x.hr = 8)), sum(x.ans * (x.hr = 9)), sum(x.ans * (x.hr = 10)), sum(x.ans * (x.hr = 11)), sum(x.ans * (x.hr = 12)), sum(x.ans * (x.hr = 13)), sum(x.ans * (x.hr = 14)), sum(x.ans * (x.hr = 15)), sum(x.ans * (x.hr = 16)), sum(x.ans * (x.hr = 17)), sum(x.ans * (x.hr = 18)), sum(x.ans * (x.hr = 19)), sum(x.ans * (x.hr = 20)), sum(x.ans * (x.hr = 21)), sum(x.ans * (x.hr = 22)), sum(x.ans * (x.hr = 23))
	FROM (SELECT y.*, iif(y.slot < 0, -1, y.slot / 24) AS wd, iif(y.slot < 0, 0, y.slot % 24) AS hr FROM (SELECT coalesce(new.dialed_at, new.created_at) / 3600000 AS h, coalesce(new.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = new.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = new.contact_id), '') AS g,
			coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot,
			1 AS n, 1 * (coalesce(new.result, '') IN ('answered')) AS ans, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conv,
			1 * (coalesce(new.result, '') = 'voicemail') AS vm, 1 * (coalesce(new.result, '') = 'voicemail left') AS vml, 1 * (coalesce(new.result, '') = 'no answer') AS na, 1 * (coalesce(new.result, '') = 'busy') AS busy,
			1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending,
			1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos,
			1 * coalesce(new.cost, 0) AS cost
		WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL) y) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24]')) k
	WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(x.n * (x.hr + 1)) <> 0 OR sum(x.ans * (x.hr + 1)) <> 0
	ON CONFLICT (dims, campaign_id, source, category, grain, t, weekday) DO UPDATE SET dialled_0 = dialled_0 + excluded.dialled_0, dialled_1 = dialled_1 + excluded.dialled_1, dialled_2 = dialled_2 + excluded.dialled_2, dialled_3 = dialled_3 + excluded.dialled_3, dialled_4 = dialled_4 + excluded.dialled_4, dialled_5 = dialled_5 + excluded.dialled_5, dialled_6 = dialled_6 + excluded.dialled_6, dialled_7 = dialled_7 + excluded.dialled_7, dialled_8 = dialled_8 + excluded.dialled_8, dialled_9 = dialled_9 + excluded.dialled_9, dialled_10 = dialled_10 + excluded.dialled_10, dialled_11 = dialled_11 + excluded.dialled_11, dialled_12 = dialled_12 + excluded.dialled_12, dialled_13 = dialled_13 + excluded.dialled_13, dialled_14 = dialled_14 + excluded.dialled_14, dialled_15 = dialled_15 + excluded.dialled_15, dialled_16 = dialled_16 + excluded.dialled_16, dialled_17 = dialled_17 + excluded.dialled_17, dialled_18 = dialled_18 + excluded.dialled_18, dialled_19 = dialled_19 + excluded.dialled_19, dialled_20 = dialled_20 + excluded.dialled_20, dialled_21 = dialled_21 + excluded.dialled_21, dialled_22 = dialled_22 + excluded.dialled_22, dialled_23 = dialled_23 + excluded.dialled_23, answered_0 = answered_0 + excluded.answered_0, answered_1 = answered_1 + excluded.answered_1, answered_2 = answered_2 + excluded.answered_2, answered_3 = answered_3 + excluded.answered_3, answered_4 = answered_4 + excluded.answered_4, answered_5 = answered_5 + excluded.answered_5, answered_6 = answered_6 + excluded.answered_6, answered_7 = answered_7 + excluded.answered_7, answered_8 = answered_8 + excluded.answered_8, answered_9 = answered_9 + excluded.answered_9, answered_10 = answered_10 + excluded.answered_10, answered_11 = answered_11 + excluded.answered_11, answered_12 = answered_12 + excluded.answered_12, answered_13 = answered_13 + excluded.answered_13, answered_14 = answered_14 + excluded.answered_14, answered_15 = answered_15 + excluded.answered_15, answered_16 = answered_16 + excluded.answered_16, answered_17 = answered_17 + excluded.answered_17, answered_18 = answered_18 + excluded.answered_18, answered_19 = answered_19 + excluded.answered_19, answered_20 = answered_20 + excluded.answered_20, answered_21 = answered_21 + excluded.answered_21, answered_22 = answered_22 + excluded.answered_22, answered_23 = answered_23 + excluded.answered_23;
END;
--> statement-breakpoint
CREATE TRIGGER `analytics_rollups_au` AFTER UPDATE OF vapi_call_id, is_test, result, duration, demo_scheduled, demo_cancelled_at, cost, dialed_at, created_at, campaign_id, contact_id, callee_utc_offset ON `calls`
WHEN ((old.is_test = 0 AND old.vapi_call_id IS NOT NULL) OR (new.is_test = 0 AND new.vapi_call_id IS NOT NULL))
	AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset) BEGIN
	INSERT INTO analytics_series (dims, campaign_id, source, category, grain, t, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, sum(x.n), sum(x.ans), sum(x.conv), sum(x.vm), sum(x.vml), sum(x.na), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT coalesce(old.dialed_at, old.created_at) / 3600000 AS h, coalesce(old.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = old.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = old.contact_id), '') AS g,
			coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot,
			-1 AS n, -1 * (coalesce(old.result, '') IN ('answered')) AS ans, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conv,
			-1 * (coalesce(old.result, '') = 'voicemail') AS vm, -1 * (coalesce(old.result, '') = 'voicemail left') AS vml, -1 * (coalesce(old.result, '') = 'no answer') AS na, -1 * (coalesce(old.result, '') = 'busy') AS busy,
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
			1 * (coalesce(new.result, '') = 'voicemail') AS vm, 1 * (coalesce(new.result, '') = 'voicemail left') AS vml, 1 * (coalesce(new.result, '') = 'no answer') AS na, 1 * (coalesce(new.result, '') = 'busy') AS busy,
			1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending,
			1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos,
			1 * coalesce(new.cost, 0) AS cost
		WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
	WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6
	HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0 OR sum(x.conv) <> 0 OR sum(x.vm) <> 0 OR sum(x.vml) <> 0 OR sum(x.na) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (dims, campaign_id, source, category, grain, t) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
	INSERT INTO analytics_slots (dims, campaign_id, source, category, grain, t, weekday, dialled_0, dialled_1, dialled_2, dialled_3, dialled_4, dialled_5, dialled_6, dialled_7, dialled_8, dialled_9, dialled_10, dialled_11, dialled_12, dialled_13, dialled_14, dialled_15, dialled_16, dialled_17, dialled_18, dialled_19, dialled_20, dialled_21, dialled_22, dialled_23, answered_0, answered_1, answered_2, answered_3, answered_4, answered_5, answered_6, answered_7, answered_8, answered_9, answered_10, answered_11, answered_12, answered_13, answered_14, answered_15, answered_16, answered_17, answered_18, answered_19, answered_20, answered_21, answered_22, answered_23)
	SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, x.wd,
		sum(x.n * (x.hr = 0)), sum(x.n * (x.hr = 1)), sum(x.n * (x.hr = 2)), sum(x.n * (x.hr = 3)), sum(x.n * (x.hr = 4)), sum(x.n * (x.hr = 5)), sum(x.n * (x.hr = 6)), sum(x.n * (x.hr = 7)), sum(x.n * (x.hr = 8)), sum(x.n * (x.hr = 9)), sum(x.n * (x.hr = 10)), sum(x.n * (x.hr = 11)), sum(x.n * (x.hr = 12)), sum(x.n * (x.hr = 13)), sum(x.n * (x.hr = 14)), sum(x.n * (x.hr = 15)), sum(x.n * (x.hr = 16)), sum(x.n * (x.hr = 17)), sum(x.n * (x.hr = 18)), sum(x.n * (x.hr = 19)), sum(x.n * (x.hr = 20)), sum(x.n * (x.hr = 21)), sum(x.n * (x.hr = 22)), sum(x.n * (x.hr = 23)), sum(x.ans * (x.hr = 0)), sum(x.ans * (x.hr = 1)), sum(x.ans * (x.hr = 2)), sum(x.ans * (x.hr = 3)), sum(x.ans * (x.hr = 4)), sum(x.ans * (x.hr = 5)), sum(x.ans * (x.hr = 6)), sum(x.ans * (x.hr = 7)), sum(x.ans * (x.hr = 8)), sum(x.ans * (x.hr = 9)), sum(x.ans * (x.hr = 10)), sum(x.ans * (x.hr = 11)), sum(x.ans * (x.hr = 12)), sum(x.ans * (x.hr = 13)), sum(x.ans * (x.hr = 14)), sum(x.ans * (x.hr = 15)), sum(x.ans * (x.hr = 16)), sum(x.ans * (x.hr = 17)), sum(x.ans * (x.hr = 18)), sum(x.ans * (x.hr = 19)), sum(x.ans * (x.hr = 20)), sum(x.ans * (x.hr = 21)), sum(x.ans * (x.hr = 22)), sum(x.ans * (x.hr = 23))
	FROM (SELECT y.*, iif(y.slot < 0, -1, y.slot / 24) AS wd, iif(y.slot < 0, 0, y.slot % 24) AS hr FROM (SELECT coalesce(old.dialed_at, old.created_at) / 3600000 AS h, coalesce(old.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = old.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = old.contact_id), '') AS g,
			coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot,
			-1 AS n, -1 * (coalesce(old.result, '') IN ('answered')) AS ans, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conv,
			-1 * (coalesce(old.result, '') = 'voicemail') AS vm, -1 * (coalesce(old.result, '') = 'voicemail left') AS vml, -1 * (coalesce(old.result, '') = 'no answer') AS na, -1 * (coalesce(old.result, '') = 'busy') AS busy,
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
			1 * (coalesce(new.result, '') = 'voicemail') AS vm, 1 * (coalesce(new.result, '') = 'voicemail left') AS vml, 1 * (coalesce(new.result, '') = 'no answer') AS na, 1 * (coalesce(new.result, '') = 'busy') AS busy,
			1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending,
			1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos,
			1 * coalesce(new.cost, 0) AS cost
		WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL) y) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24]')) k
	WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(x.n * (x.hr + 1)) <> 0 OR sum(x.ans * (x.hr + 1)) <> 0
	ON CONFLICT (dims, campaign_id, source, category, grain, t, weekday) DO UPDATE SET dialled_0 = dialled_0 + excluded.dialled_0, dialled_1 = dialled_1 + excluded.dialled_1, dialled_2 = dialled_2 + excluded.dialled_2, dialled_3 = dialled_3 + excluded.dialled_3, dialled_4 = dialled_4 + excluded.dialled_4, dialled_5 = dialled_5 + excluded.dialled_5, dialled_6 = dialled_6 + excluded.dialled_6, dialled_7 = dialled_7 + excluded.dialled_7, dialled_8 = dialled_8 + excluded.dialled_8, dialled_9 = dialled_9 + excluded.dialled_9, dialled_10 = dialled_10 + excluded.dialled_10, dialled_11 = dialled_11 + excluded.dialled_11, dialled_12 = dialled_12 + excluded.dialled_12, dialled_13 = dialled_13 + excluded.dialled_13, dialled_14 = dialled_14 + excluded.dialled_14, dialled_15 = dialled_15 + excluded.dialled_15, dialled_16 = dialled_16 + excluded.dialled_16, dialled_17 = dialled_17 + excluded.dialled_17, dialled_18 = dialled_18 + excluded.dialled_18, dialled_19 = dialled_19 + excluded.dialled_19, dialled_20 = dialled_20 + excluded.dialled_20, dialled_21 = dialled_21 + excluded.dialled_21, dialled_22 = dialled_22 + excluded.dialled_22, dialled_23 = dialled_23 + excluded.dialled_23, answered_0 = answered_0 + excluded.answered_0, answered_1 = answered_1 + excluded.answered_1, answered_2 = answered_2 + excluded.answered_2, answered_3 = answered_3 + excluded.answered_3, answered_4 = answered_4 + excluded.answered_4, answered_5 = answered_5 + excluded.answered_5, answered_6 = answered_6 + excluded.answered_6, answered_7 = answered_7 + excluded.answered_7, answered_8 = answered_8 + excluded.answered_8, answered_9 = answered_9 + excluded.answered_9, answered_10 = answered_10 + excluded.answered_10, answered_11 = answered_11 + excluded.answered_11, answered_12 = answered_12 + excluded.answered_12, answered_13 = answered_13 + excluded.answered_13, answered_14 = answered_14 + excluded.answered_14, answered_15 = answered_15 + excluded.answered_15, answered_16 = answered_16 + excluded.answered_16, answered_17 = answered_17 + excluded.answered_17, answered_18 = answered_18 + excluded.answered_18, answered_19 = answered_19 + excluded.answered_19, answered_20 = answered_20 + excluded.answered_20, answered_21 = answered_21 + excluded.answered_21, answered_22 = answered_22 + excluded.answered_22, answered_23 = answered_23 + excluded.answered_23;
END;
