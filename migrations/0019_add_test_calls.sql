ALTER TABLE `calls` ADD `is_test` integer DEFAULT false NOT NULL;
--> statement-breakpoint
-- Test calls (Settings → Voice, to the operator's own phone) never count in the dashboard figures:
-- the counters' triggers are re-created to skip them. is_test is set on insert and never changes.
DROP TRIGGER `calls_stats_ai`;
--> statement-breakpoint
DROP TRIGGER `calls_stats_au`;
--> statement-breakpoint
DROP TRIGGER `calls_stats_ad`;
--> statement-breakpoint
CREATE TRIGGER `calls_stats_ai` AFTER INSERT ON `calls` WHEN new.is_test = 0 BEGIN
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
CREATE TRIGGER `calls_stats_au` AFTER UPDATE OF vapi_call_id, result, demo_scheduled ON `calls` WHEN new.is_test = 0 BEGIN
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
CREATE TRIGGER `calls_stats_ad` AFTER DELETE ON `calls` WHEN old.is_test = 0 BEGIN
	UPDATE call_stats SET
		placed = placed - (old.vapi_call_id IS NOT NULL),
		with_result = with_result - (old.result IS NOT NULL),
		answered = answered - (coalesce(old.result, '') = 'answered'),
		demos = demos - (old.demo_scheduled = 1)
	WHERE id = 1;
END;
