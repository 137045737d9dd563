-- Dashboard counters kept by triggers, so polling stats never scans the calls table.
-- Seeded once from whatever calls exist when this migration runs.
INSERT INTO `call_stats` (`id`, `placed`, `with_result`, `answered`, `demos`)
SELECT 1,
	count(`vapi_call_id`),
	count(`result`),
	coalesce(sum(`result` = 'answered'), 0),
	coalesce(sum(`demo_scheduled` = 1), 0)
FROM `calls`;
--> statement-breakpoint
INSERT INTO `call_hourly_stats` (`hour`, `placed`)
SELECT coalesce(`dialed_at`, `created_at`) / 3600000, count(*)
FROM `calls` WHERE `vapi_call_id` IS NOT NULL
GROUP BY 1;
--> statement-breakpoint
-- A call counts as placed once the provider accepted it (it got a provider call id); the hour bucket
-- is the dial time, so re-dials after a 429 are not counted twice and queued calls never count.
CREATE TRIGGER `calls_stats_ai` AFTER INSERT ON `calls` BEGIN
	UPDATE call_stats SET
		placed = placed + (new.vapi_call_id IS NOT NULL),
		with_result = with_result + (new.result IS NOT NULL),
		answered = answered + (coalesce(new.result, '') = 'answered'),
		demos = demos + (new.demo_scheduled = 1)
	WHERE id = 1;
	INSERT INTO call_hourly_stats (hour, placed)
	SELECT coalesce(new.dialed_at, new.created_at) / 3600000, 1 WHERE new.vapi_call_id IS NOT NULL
	ON CONFLICT (hour) DO UPDATE SET placed = placed + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `calls_stats_au` AFTER UPDATE OF vapi_call_id, result, demo_scheduled ON `calls` BEGIN
	UPDATE call_stats SET
		placed = placed + (new.vapi_call_id IS NOT NULL) - (old.vapi_call_id IS NOT NULL),
		with_result = with_result + (new.result IS NOT NULL) - (old.result IS NOT NULL),
		answered = answered + (coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered'),
		demos = demos + (new.demo_scheduled = 1) - (old.demo_scheduled = 1)
	WHERE id = 1;
	INSERT INTO call_hourly_stats (hour, placed)
	SELECT coalesce(new.dialed_at, new.created_at) / 3600000, 1
	WHERE old.vapi_call_id IS NULL AND new.vapi_call_id IS NOT NULL
	ON CONFLICT (hour) DO UPDATE SET placed = placed + 1;
END;
--> statement-breakpoint
-- Deleting history lowers the totals; the hourly buckets stay, since those calls were still made.
CREATE TRIGGER `calls_stats_ad` AFTER DELETE ON `calls` BEGIN
	UPDATE call_stats SET
		placed = placed - (old.vapi_call_id IS NOT NULL),
		with_result = with_result - (old.result IS NOT NULL),
		answered = answered - (coalesce(old.result, '') = 'answered'),
		demos = demos - (old.demo_scheduled = 1)
	WHERE id = 1;
END;
