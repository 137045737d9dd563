-- Inbound calls (issue 36: a lead calling back) are history, not dials: the placed/dialled counters
-- (call_stats, call_hourly_stats and so the daily quota's totals, the Analytics rollups) count outbound
-- calls only. The triggers are migrations 0019/0024/0032's, each `is_test = 0` test joined by
-- `direction = 'outbound'` (direction never changes after the insert).
DROP TRIGGER `calls_stats_ai`;
--> statement-breakpoint
CREATE TRIGGER `calls_stats_ai` AFTER INSERT ON `calls` WHEN new.is_test = 0 AND new.direction = 'outbound' BEGIN
	UPDATE call_stats SET
		placed = placed + (new.vapi_call_id IS NOT NULL),
		with_result = with_result + (new.result IS NOT NULL),
		answered = answered + (coalesce(new.result, '') = 'answered'),
		demos = demos + (new.demo_scheduled = 1)
	WHERE id = 1;
	INSERT INTO call_hourly_stats (hour, placed, with_result, answered, demos)
	SELECT coalesce(new.dialed_at, new.created_at) / 3600000, (new.vapi_call_id IS NOT NULL),
		(new.result IS NOT NULL), (coalesce(new.result, '') = 'answered'), (new.demo_scheduled = 1)
	WHERE new.vapi_call_id IS NOT NULL OR new.result IS NOT NULL OR new.demo_scheduled = 1
	ON CONFLICT (hour) DO UPDATE SET placed = placed + excluded.placed, with_result = with_result + excluded.with_result,
		answered = answered + excluded.answered, demos = demos + excluded.demos;
END;
--> statement-breakpoint
DROP TRIGGER `calls_stats_au`;
--> statement-breakpoint
CREATE TRIGGER `calls_stats_au` AFTER UPDATE OF vapi_call_id, result, demo_scheduled ON `calls` WHEN new.is_test = 0 AND new.direction = 'outbound' BEGIN
	UPDATE call_stats SET
		placed = placed + (new.vapi_call_id IS NOT NULL) - (old.vapi_call_id IS NOT NULL),
		with_result = with_result + (new.result IS NOT NULL) - (old.result IS NOT NULL),
		answered = answered + (coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered'),
		demos = demos + (new.demo_scheduled = 1) - (old.demo_scheduled = 1)
	WHERE id = 1;
	INSERT INTO call_hourly_stats (hour, placed, with_result, answered, demos)
	SELECT coalesce(new.dialed_at, new.created_at) / 3600000,
		(old.vapi_call_id IS NULL AND new.vapi_call_id IS NOT NULL),
		(new.result IS NOT NULL) - (old.result IS NOT NULL),
		(coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered'),
		(new.demo_scheduled = 1) - (old.demo_scheduled = 1)
	WHERE (old.vapi_call_id IS NULL AND new.vapi_call_id IS NOT NULL)
		OR (new.result IS NOT NULL) <> (old.result IS NOT NULL)
		OR (coalesce(new.result, '') = 'answered') <> (coalesce(old.result, '') = 'answered')
		OR (new.demo_scheduled = 1) <> (old.demo_scheduled = 1)
	ON CONFLICT (hour) DO UPDATE SET placed = placed + excluded.placed, with_result = with_result + excluded.with_result,
		answered = answered + excluded.answered, demos = demos + excluded.demos;
END;
--> statement-breakpoint
DROP TRIGGER `calls_stats_ad`;
--> statement-breakpoint
CREATE TRIGGER `calls_stats_ad` AFTER DELETE ON `calls` WHEN old.is_test = 0 AND old.direction = 'outbound' BEGIN
	UPDATE call_stats SET
		placed = placed - (old.vapi_call_id IS NOT NULL),
		with_result = with_result - (old.result IS NOT NULL),
		answered = answered - (coalesce(old.result, '') = 'answered'),
		demos = demos - (old.demo_scheduled = 1)
	WHERE id = 1;
END;
--> statement-breakpoint
DROP TRIGGER `analytics_rollups_ai`;
--> statement-breakpoint
CREATE TRIGGER `analytics_rollups_ai` AFTER INSERT ON `calls` WHEN new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL BEGIN
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
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
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
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL) y) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24]')) k
	WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(x.n * (x.hr + 1)) <> 0 OR sum(x.ans * (x.hr + 1)) <> 0
	ON CONFLICT (dims, campaign_id, source, category, grain, t, weekday) DO UPDATE SET dialled_0 = dialled_0 + excluded.dialled_0, dialled_1 = dialled_1 + excluded.dialled_1, dialled_2 = dialled_2 + excluded.dialled_2, dialled_3 = dialled_3 + excluded.dialled_3, dialled_4 = dialled_4 + excluded.dialled_4, dialled_5 = dialled_5 + excluded.dialled_5, dialled_6 = dialled_6 + excluded.dialled_6, dialled_7 = dialled_7 + excluded.dialled_7, dialled_8 = dialled_8 + excluded.dialled_8, dialled_9 = dialled_9 + excluded.dialled_9, dialled_10 = dialled_10 + excluded.dialled_10, dialled_11 = dialled_11 + excluded.dialled_11, dialled_12 = dialled_12 + excluded.dialled_12, dialled_13 = dialled_13 + excluded.dialled_13, dialled_14 = dialled_14 + excluded.dialled_14, dialled_15 = dialled_15 + excluded.dialled_15, dialled_16 = dialled_16 + excluded.dialled_16, dialled_17 = dialled_17 + excluded.dialled_17, dialled_18 = dialled_18 + excluded.dialled_18, dialled_19 = dialled_19 + excluded.dialled_19, dialled_20 = dialled_20 + excluded.dialled_20, dialled_21 = dialled_21 + excluded.dialled_21, dialled_22 = dialled_22 + excluded.dialled_22, dialled_23 = dialled_23 + excluded.dialled_23, answered_0 = answered_0 + excluded.answered_0, answered_1 = answered_1 + excluded.answered_1, answered_2 = answered_2 + excluded.answered_2, answered_3 = answered_3 + excluded.answered_3, answered_4 = answered_4 + excluded.answered_4, answered_5 = answered_5 + excluded.answered_5, answered_6 = answered_6 + excluded.answered_6, answered_7 = answered_7 + excluded.answered_7, answered_8 = answered_8 + excluded.answered_8, answered_9 = answered_9 + excluded.answered_9, answered_10 = answered_10 + excluded.answered_10, answered_11 = answered_11 + excluded.answered_11, answered_12 = answered_12 + excluded.answered_12, answered_13 = answered_13 + excluded.answered_13, answered_14 = answered_14 + excluded.answered_14, answered_15 = answered_15 + excluded.answered_15, answered_16 = answered_16 + excluded.answered_16, answered_17 = answered_17 + excluded.answered_17, answered_18 = answered_18 + excluded.answered_18, answered_19 = answered_19 + excluded.answered_19, answered_20 = answered_20 + excluded.answered_20, answered_21 = answered_21 + excluded.answered_21, answered_22 = answered_22 + excluded.answered_22, answered_23 = answered_23 + excluded.answered_23;
END;
--> statement-breakpoint
DROP TRIGGER `analytics_rollups_au`;
--> statement-breakpoint
CREATE TRIGGER `analytics_rollups_au` AFTER UPDATE OF vapi_call_id, is_test, result, duration, demo_scheduled, demo_cancelled_at, cost, dialed_at, created_at, campaign_id, contact_id, callee_utc_offset ON `calls`
WHEN ((old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL) OR (new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL))
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
		WHERE old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL
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
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
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
		WHERE old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL
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
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL) y) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24]')) k
	WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(x.n * (x.hr + 1)) <> 0 OR sum(x.ans * (x.hr + 1)) <> 0
	ON CONFLICT (dims, campaign_id, source, category, grain, t, weekday) DO UPDATE SET dialled_0 = dialled_0 + excluded.dialled_0, dialled_1 = dialled_1 + excluded.dialled_1, dialled_2 = dialled_2 + excluded.dialled_2, dialled_3 = dialled_3 + excluded.dialled_3, dialled_4 = dialled_4 + excluded.dialled_4, dialled_5 = dialled_5 + excluded.dialled_5, dialled_6 = dialled_6 + excluded.dialled_6, dialled_7 = dialled_7 + excluded.dialled_7, dialled_8 = dialled_8 + excluded.dialled_8, dialled_9 = dialled_9 + excluded.dialled_9, dialled_10 = dialled_10 + excluded.dialled_10, dialled_11 = dialled_11 + excluded.dialled_11, dialled_12 = dialled_12 + excluded.dialled_12, dialled_13 = dialled_13 + excluded.dialled_13, dialled_14 = dialled_14 + excluded.dialled_14, dialled_15 = dialled_15 + excluded.dialled_15, dialled_16 = dialled_16 + excluded.dialled_16, dialled_17 = dialled_17 + excluded.dialled_17, dialled_18 = dialled_18 + excluded.dialled_18, dialled_19 = dialled_19 + excluded.dialled_19, dialled_20 = dialled_20 + excluded.dialled_20, dialled_21 = dialled_21 + excluded.dialled_21, dialled_22 = dialled_22 + excluded.dialled_22, dialled_23 = dialled_23 + excluded.dialled_23, answered_0 = answered_0 + excluded.answered_0, answered_1 = answered_1 + excluded.answered_1, answered_2 = answered_2 + excluded.answered_2, answered_3 = answered_3 + excluded.answered_3, answered_4 = answered_4 + excluded.answered_4, answered_5 = answered_5 + excluded.answered_5, answered_6 = answered_6 + excluded.answered_6, answered_7 = answered_7 + excluded.answered_7, answered_8 = answered_8 + excluded.answered_8, answered_9 = answered_9 + excluded.answered_9, answered_10 = answered_10 + excluded.answered_10, answered_11 = answered_11 + excluded.answered_11, answered_12 = answered_12 + excluded.answered_12, answered_13 = answered_13 + excluded.answered_13, answered_14 = answered_14 + excluded.answered_14, answered_15 = answered_15 + excluded.answered_15, answered_16 = answered_16 + excluded.answered_16, answered_17 = answered_17 + excluded.answered_17, answered_18 = answered_18 + excluded.answered_18, answered_19 = answered_19 + excluded.answered_19, answered_20 = answered_20 + excluded.answered_20, answered_21 = answered_21 + excluded.answered_21, answered_22 = answered_22 + excluded.answered_22, answered_23 = answered_23 + excluded.answered_23;
END;
