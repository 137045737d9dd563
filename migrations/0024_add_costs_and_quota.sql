ALTER TABLE `call_hourly_stats` ADD `with_result` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `call_hourly_stats` ADD `answered` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `call_hourly_stats` ADD `demos` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `call_hourly_stats` ADD `cost` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `answered_calls` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `spent` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `maps_usage` ADD `cost` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `cost` real DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The hourly buckets gain what the dashboard's week-over-week captions need (results, answers and
-- demos by the hour the call was dialled), filled from the calls kept so far. Test calls never count.
INSERT INTO `call_hourly_stats` (`hour`, `placed`, `with_result`, `answered`, `demos`)
SELECT coalesce(`dialed_at`, `created_at`) / 3600000, 0, count(`result`),
	coalesce(sum(`result` = 'answered'), 0), coalesce(sum(`demo_scheduled` = 1), 0)
FROM `calls` WHERE `is_test` = 0 GROUP BY 1 HAVING count(`result`) > 0 OR sum(`demo_scheduled` = 1) > 0
ON CONFLICT (`hour`) DO UPDATE SET `with_result` = excluded.`with_result`, `answered` = excluded.`answered`,
	`demos` = excluded.`demos`;
--> statement-breakpoint
INSERT INTO `call_hourly_stats` (`hour`, `cost`)
SELECT coalesce(`dialed_at`, `created_at`) / 3600000, sum(`cost`)
FROM `calls` WHERE `cost` IS NOT NULL GROUP BY 1
ON CONFLICT (`hour`) DO UPDATE SET `cost` = excluded.`cost`;
--> statement-breakpoint
UPDATE `campaigns` SET
	`answered_calls` = (SELECT count(*) FROM `calls` WHERE `campaign_id` = `campaigns`.`id` AND `result` = 'answered'),
	`spent` = (SELECT coalesce(sum(`cost`), 0) FROM `calls` WHERE `campaign_id` = `campaigns`.`id`);
--> statement-breakpoint
DROP TRIGGER `calls_stats_ai`;
--> statement-breakpoint
DROP TRIGGER `calls_stats_au`;
--> statement-breakpoint
-- As migration 0019's, plus the hourly results, answers and demos (bucketed by the dial hour, which
-- never changes once set; a call that never reached the provider is bucketed by its creation).
CREATE TRIGGER `calls_stats_ai` AFTER INSERT ON `calls` WHEN new.is_test = 0 BEGIN
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
CREATE TRIGGER `calls_stats_au` AFTER UPDATE OF vapi_call_id, result, demo_scheduled ON `calls` WHEN new.is_test = 0 BEGIN
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
-- What the voice provider billed, by the dial hour (the voice budget's month to date; test calls are
-- billed too, so they count) and per campaign. Spent money stays spent: deleting a call changes neither.
CREATE TRIGGER `calls_cost_ai` AFTER INSERT ON `calls` WHEN coalesce(new.cost, 0) <> 0 BEGIN
	INSERT INTO call_hourly_stats (hour, cost) VALUES (coalesce(new.dialed_at, new.created_at) / 3600000, new.cost)
	ON CONFLICT (hour) DO UPDATE SET cost = cost + excluded.cost;
	UPDATE campaigns SET spent = spent + new.cost WHERE id = new.campaign_id;
END;
--> statement-breakpoint
CREATE TRIGGER `calls_cost_au` AFTER UPDATE OF cost ON `calls` WHEN coalesce(new.cost, 0) <> coalesce(old.cost, 0) BEGIN
	INSERT INTO call_hourly_stats (hour, cost)
	VALUES (coalesce(new.dialed_at, new.created_at) / 3600000, coalesce(new.cost, 0) - coalesce(old.cost, 0))
	ON CONFLICT (hour) DO UPDATE SET cost = cost + excluded.cost;
	UPDATE campaigns SET spent = spent + coalesce(new.cost, 0) - coalesce(old.cost, 0) WHERE id = new.campaign_id;
END;
--> statement-breakpoint
-- A campaign's answered calls (its cost per answered call), as calls_campaign_demo_au keeps its demos.
CREATE TRIGGER `calls_campaign_answered_au` AFTER UPDATE OF result ON `calls`
WHEN new.campaign_id IS NOT NULL AND (coalesce(new.result, '') = 'answered') <> (coalesce(old.result, '') = 'answered') BEGIN
	UPDATE campaigns
	SET answered_calls = answered_calls + (coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered')
	WHERE id = new.campaign_id;
END;
