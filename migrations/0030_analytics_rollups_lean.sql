-- Hand-written but for the two DROP TABLEs and the ALTER (drizzle-kit's): the two rollups the series now
-- answers go, and the series counts "voicemail left" apart. The triggers of 0027_analytics_rollups again, with
-- two tables instead of four: the series also in 4-week blocks, since the top categories and sources and
-- the campaigns side by side are its rows with that filter added (services/analytics/analytics-sql.ts).
-- A counted change now writes 48 rollup rows, was 76. iif, not CASE: wrangler's statement splitter
-- reads CASE's END as the trigger's. The outcome columns follow schemas/analytics.ts OUTCOME_GROUPS.
DROP TRIGGER `analytics_rollups_ai`;
--> statement-breakpoint
DROP TRIGGER `analytics_rollups_au`;
--> statement-breakpoint
DROP TABLE `analytics_campaigns`;
--> statement-breakpoint
DROP TABLE `analytics_groups`;
--> statement-breakpoint
ALTER TABLE `analytics_series` ADD `voicemail_left` integer DEFAULT 0 NOT NULL;
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
	INSERT INTO analytics_slots (dims, campaign_id, source, category, grain, t, slot, dialled, answered)
	SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, x.slot, sum(x.n), sum(x.ans)
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
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0
	ON CONFLICT (dims, campaign_id, source, category, grain, t, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered;
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
	INSERT INTO analytics_slots (dims, campaign_id, source, category, grain, t, slot, dialled, answered)
	SELECT d.dims, iif(d.dims & 1, x.c, 0), iif(d.dims & 2, x.s, ''), iif(d.dims & 4, x.g, ''), k.grain, x.h - x.h % k.grain, x.slot, sum(x.n), sum(x.ans)
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
	GROUP BY 1, 2, 3, 4, 5, 6, 7
	HAVING sum(x.n) <> 0 OR sum(x.ans) <> 0
	ON CONFLICT (dims, campaign_id, source, category, grain, t, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered;
END;
--> statement-breakpoint
-- The series' 4-week blocks from its days (sums of every call counted so far, purged ones included).
INSERT INTO analytics_series (dims, campaign_id, source, category, grain, t, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
SELECT dims, campaign_id, source, category, 672, t - t % 672, sum(dialled), sum(answered), sum(conversations), sum(voicemail), sum(voicemail_left), sum(no_answer), sum(busy), sum(failed), sum(pending), sum(booked), sum(demos), sum(cost)
FROM analytics_series WHERE grain = 24
GROUP BY dims, campaign_id, source, category, t - t % 672;
--> statement-breakpoint
-- Voicemails with a message left were counted as "other": move the ones still in calls to their column
-- (a call the retention purge removed stays "other": its result is gone with it).
UPDATE analytics_series SET voicemail_left = voicemail_left + v.n
FROM (SELECT d.dims, iif(d.dims & 1, x.c, 0) AS campaign_id, iif(d.dims & 2, x.s, '') AS source, iif(d.dims & 4, x.g, '') AS category,
		k.grain, x.h - x.h % k.grain AS t, count(*) AS n
	FROM (SELECT coalesce(c.dialed_at, c.created_at) / 3600000 AS h, coalesce(c.campaign_id, 0) AS c,
			coalesce((SELECT source FROM contacts WHERE id = c.contact_id), '') AS s,
			coalesce((SELECT category FROM contacts WHERE id = c.contact_id), '') AS g
		FROM calls c WHERE c.result = 'voicemail left' AND c.is_test = 0 AND c.vapi_call_id IS NOT NULL) x, (SELECT value AS dims FROM json_each('[0,1,2,3,4,5,6,7]')) d, (SELECT value AS grain FROM json_each('[1,24,672]')) k
	GROUP BY 1, 2, 3, 4, 5, 6) v
WHERE analytics_series.dims = v.dims AND analytics_series.campaign_id = v.campaign_id AND analytics_series.source = v.source
	AND analytics_series.category = v.category AND analytics_series.grain = v.grain AND analytics_series.t = v.t;
