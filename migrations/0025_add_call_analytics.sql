CREATE TABLE `call_analytics` (
	`hour` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
	`result` text NOT NULL,
	`local_slot` integer NOT NULL,
	`dialled` integer DEFAULT 0 NOT NULL,
	`long_calls` integer DEFAULT 0 NOT NULL,
	`booked` integer DEFAULT 0 NOT NULL,
	`demos` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`hour`, `campaign_id`, `source`, `category`, `result`, `local_slot`)
) WITHOUT ROWID;
--> statement-breakpoint
ALTER TABLE `calls` ADD `callee_utc_offset` integer;
--> statement-breakpoint
-- Hand-written below: the triggers that keep call_analytics (see db/schema/call-analytics.ts) in the
-- same transaction as every change to a placed call. An update takes the call's old row out and puts
-- its new row in (no CASE in these bodies: wrangler's statement splitter reads its END as the
-- trigger's). No delete trigger: purged calls stay counted. WITHOUT ROWID (above): the primary key
-- is the table, so a period's range scan reads the sums straight from it.
CREATE TRIGGER `call_analytics_ai` AFTER INSERT ON `calls` WHEN new.is_test = 0 AND new.vapi_call_id IS NOT NULL BEGIN
	INSERT INTO call_analytics (hour, campaign_id, source, category, result, local_slot, dialled, long_calls, booked, demos, cost)
	SELECT coalesce(new.dialed_at, new.created_at) / 3600000, coalesce(new.campaign_id, 0),
		coalesce((SELECT source FROM contacts WHERE id = new.contact_id), ''),
		coalesce((SELECT category FROM contacts WHERE id = new.contact_id), ''),
		coalesce(new.result, ''),
		coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1),
		1, 1 * (coalesce(new.duration, 0) > 30), 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL),
		1 * (new.demo_scheduled = 1), 1 * coalesce(new.cost, 0)
	WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL
	ON CONFLICT (hour, campaign_id, source, category, result, local_slot) DO UPDATE SET
		dialled = dialled + excluded.dialled, long_calls = long_calls + excluded.long_calls,
		booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
END;
--> statement-breakpoint
CREATE TRIGGER `call_analytics_au` AFTER UPDATE OF vapi_call_id, result, duration, demo_scheduled, demo_cancelled_at, cost, dialed_at, campaign_id, contact_id, callee_utc_offset ON `calls`
WHEN (old.is_test = 0 AND old.vapi_call_id IS NOT NULL) OR (new.is_test = 0 AND new.vapi_call_id IS NOT NULL) BEGIN
	INSERT INTO call_analytics (hour, campaign_id, source, category, result, local_slot, dialled, long_calls, booked, demos, cost)
	SELECT coalesce(old.dialed_at, old.created_at) / 3600000, coalesce(old.campaign_id, 0),
		coalesce((SELECT source FROM contacts WHERE id = old.contact_id), ''),
		coalesce((SELECT category FROM contacts WHERE id = old.contact_id), ''),
		coalesce(old.result, ''),
		coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1),
		-1, -1 * (coalesce(old.duration, 0) > 30), -1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL),
		-1 * (old.demo_scheduled = 1), -1 * coalesce(old.cost, 0)
	WHERE old.is_test = 0 AND old.vapi_call_id IS NOT NULL
	ON CONFLICT (hour, campaign_id, source, category, result, local_slot) DO UPDATE SET
		dialled = dialled + excluded.dialled, long_calls = long_calls + excluded.long_calls,
		booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
	INSERT INTO call_analytics (hour, campaign_id, source, category, result, local_slot, dialled, long_calls, booked, demos, cost)
	SELECT coalesce(new.dialed_at, new.created_at) / 3600000, coalesce(new.campaign_id, 0),
		coalesce((SELECT source FROM contacts WHERE id = new.contact_id), ''),
		coalesce((SELECT category FROM contacts WHERE id = new.contact_id), ''),
		coalesce(new.result, ''),
		coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1),
		1, 1 * (coalesce(new.duration, 0) > 30), 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL),
		1 * (new.demo_scheduled = 1), 1 * coalesce(new.cost, 0)
	WHERE new.is_test = 0 AND new.vapi_call_id IS NOT NULL
	ON CONFLICT (hour, campaign_id, source, category, result, local_slot) DO UPDATE SET
		dialled = dialled + excluded.dialled, long_calls = long_calls + excluded.long_calls,
		booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
END;
--> statement-breakpoint
-- The calls placed before this migration (their callee's zone was not recorded: local_slot -1).
INSERT INTO call_analytics (hour, campaign_id, source, category, result, local_slot, dialled, long_calls, booked, demos, cost)
SELECT coalesce(c.dialed_at, c.created_at) / 3600000, coalesce(c.campaign_id, 0), coalesce(k.source, ''), coalesce(k.category, ''),
	coalesce(c.result, ''), -1, count(*), sum(coalesce(c.duration, 0) > 30),
	sum(c.demo_scheduled = 1 OR c.demo_cancelled_at IS NOT NULL), sum(c.demo_scheduled = 1), sum(coalesce(c.cost, 0))
FROM calls c LEFT JOIN contacts k ON k.id = c.contact_id
WHERE c.is_test = 0 AND c.vapi_call_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
