CREATE TABLE `call_hourly_totals` (
	`hour` integer PRIMARY KEY NOT NULL,
	`placed` integer DEFAULT 0 NOT NULL,
	`with_result` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	`demos` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `call_status_counts` (
	`status` text NOT NULL,
	`is_test` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`status`, `is_test`)
);
--> statement-breakpoint
CREATE TABLE `campaign_contact_counts` (
	`campaign_id` integer NOT NULL,
	`state` text NOT NULL,
	`callee_tz` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `state`, `callee_tz`)
);
--> statement-breakpoint
CREATE TABLE `campaign_due_hours` (
	`campaign_id` integer NOT NULL,
	`callee_tz` text NOT NULL,
	`due_hour` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `callee_tz`, `due_hour`)
);
--> statement-breakpoint
-- Hand-written below. Polled reads stay within about 2x the rows they return (issue 20) at any size:
-- the triggers are listed in db/schema/triggers.ts.
-- call_hourly_totals: every hourly bucket's running sums (the bucket and all before it), so a period's
-- figure is two point reads (db/schema/call-stats.ts). A bucket changes almost only in the current
-- hour, so a change rewrites the rows from its hour on: one or two.
INSERT INTO `call_hourly_totals` (hour, placed, with_result, answered, demos, cost)
	SELECT hour, sum(placed) OVER w, sum(with_result) OVER w, sum(answered) OVER w, sum(demos) OVER w, sum(cost) OVER w
	FROM call_hourly_stats WINDOW w AS (ORDER BY hour ROWS UNBOUNDED PRECEDING);--> statement-breakpoint
CREATE TRIGGER `call_hourly_totals_ai` AFTER INSERT ON `call_hourly_stats` BEGIN
	UPDATE call_hourly_totals SET placed = placed + new.placed, with_result = with_result + new.with_result,
		answered = answered + new.answered, demos = demos + new.demos, cost = cost + new.cost
	WHERE hour > new.hour;
	INSERT INTO call_hourly_totals (hour, placed, with_result, answered, demos, cost)
		SELECT new.hour, coalesce(p.placed, 0) + new.placed, coalesce(p.with_result, 0) + new.with_result,
			coalesce(p.answered, 0) + new.answered, coalesce(p.demos, 0) + new.demos, coalesce(p.cost, 0) + new.cost
		FROM (SELECT 1) LEFT JOIN (SELECT * FROM call_hourly_totals WHERE hour < new.hour ORDER BY hour DESC LIMIT 1) p
		WHERE true
		ON CONFLICT (hour) DO UPDATE SET placed = excluded.placed, with_result = excluded.with_result,
			answered = excluded.answered, demos = excluded.demos, cost = excluded.cost;
END;--> statement-breakpoint
-- A bucket's hour never changes (it is the dial hour); its counters do.
CREATE TRIGGER `call_hourly_totals_au` AFTER UPDATE ON `call_hourly_stats` WHEN old.hour = new.hour BEGIN
	UPDATE call_hourly_totals SET placed = placed + new.placed - old.placed,
		with_result = with_result + new.with_result - old.with_result, answered = answered + new.answered - old.answered,
		demos = demos + new.demos - old.demos, cost = cost + new.cost - old.cost
	WHERE hour >= new.hour;
END;--> statement-breakpoint
CREATE TRIGGER `call_hourly_totals_ad` AFTER DELETE ON `call_hourly_stats` BEGIN
	UPDATE call_hourly_totals SET placed = placed - old.placed, with_result = with_result - old.with_result,
		answered = answered - old.answered, demos = demos - old.demos, cost = cost - old.cost
	WHERE hour > old.hour;
	DELETE FROM call_hourly_totals WHERE hour = old.hour;
END;--> statement-breakpoint
-- call_status_counts: calls per status, test calls apart.
INSERT INTO `call_status_counts` (status, is_test, n) SELECT status, is_test, count(*) FROM calls GROUP BY status, is_test;--> statement-breakpoint
CREATE TRIGGER `calls_status_counts_ai` AFTER INSERT ON `calls` BEGIN
	INSERT INTO call_status_counts (status, is_test, n) VALUES (new.status, new.is_test, 1)
		ON CONFLICT (status, is_test) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `calls_status_counts_ad` AFTER DELETE ON `calls` BEGIN
	UPDATE call_status_counts SET n = n - 1 WHERE status = old.status AND is_test = old.is_test;
END;--> statement-breakpoint
CREATE TRIGGER `calls_status_counts_au` AFTER UPDATE OF status, is_test ON `calls`
WHEN old.status IS NOT new.status OR old.is_test IS NOT new.is_test BEGIN
	UPDATE call_status_counts SET n = n - 1 WHERE status = old.status AND is_test = old.is_test;
	INSERT INTO call_status_counts (status, is_test, n) VALUES (new.status, new.is_test, 1)
		ON CONFLICT (status, is_test) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
-- campaign_contact_counts: a campaign's contacts per dial state and callee zone, no row at zero (a
-- deleted campaign's rows go with its contacts' cascade).
INSERT INTO `campaign_contact_counts` (campaign_id, state, callee_tz, n)
	SELECT campaign_id, state, callee_tz, count(*) FROM campaign_contacts GROUP BY campaign_id, state, callee_tz;--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_counts_ai` AFTER INSERT ON `campaign_contacts` BEGIN
	INSERT INTO campaign_contact_counts (campaign_id, state, callee_tz, n) VALUES (new.campaign_id, new.state, new.callee_tz, 1)
		ON CONFLICT (campaign_id, state, callee_tz) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_counts_ad` AFTER DELETE ON `campaign_contacts` BEGIN
	UPDATE campaign_contact_counts SET n = n - 1
		WHERE campaign_id = old.campaign_id AND state = old.state AND callee_tz = old.callee_tz;
	DELETE FROM campaign_contact_counts
		WHERE campaign_id = old.campaign_id AND state = old.state AND callee_tz = old.callee_tz AND n <= 0;
END;--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_counts_au` AFTER UPDATE OF campaign_id, state, callee_tz ON `campaign_contacts`
WHEN old.campaign_id IS NOT new.campaign_id OR old.state IS NOT new.state OR old.callee_tz IS NOT new.callee_tz BEGIN
	UPDATE campaign_contact_counts SET n = n - 1
		WHERE campaign_id = old.campaign_id AND state = old.state AND callee_tz = old.callee_tz;
	DELETE FROM campaign_contact_counts
		WHERE campaign_id = old.campaign_id AND state = old.state AND callee_tz = old.callee_tz AND n <= 0;
	INSERT INTO campaign_contact_counts (campaign_id, state, callee_tz, n) VALUES (new.campaign_id, new.state, new.callee_tz, 1)
		ON CONFLICT (campaign_id, state, callee_tz) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- campaign_due_hours: a campaign's pending contacts per callee zone and hour of due_at, no row at zero.
INSERT INTO `campaign_due_hours` (campaign_id, callee_tz, due_hour, n)
	SELECT campaign_id, callee_tz, due_at / 3600000, count(*) FROM campaign_contacts WHERE state = 'pending'
	GROUP BY campaign_id, callee_tz, due_at / 3600000;--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_due_hours_ai` AFTER INSERT ON `campaign_contacts` WHEN new.state = 'pending' BEGIN
	INSERT INTO campaign_due_hours (campaign_id, callee_tz, due_hour, n) VALUES (new.campaign_id, new.callee_tz, new.due_at / 3600000, 1)
		ON CONFLICT (campaign_id, callee_tz, due_hour) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_due_hours_ad` AFTER DELETE ON `campaign_contacts` WHEN old.state = 'pending' BEGIN
	UPDATE campaign_due_hours SET n = n - 1
		WHERE campaign_id = old.campaign_id AND callee_tz = old.callee_tz AND due_hour = old.due_at / 3600000;
	DELETE FROM campaign_due_hours
		WHERE campaign_id = old.campaign_id AND callee_tz = old.callee_tz AND due_hour = old.due_at / 3600000 AND n <= 0;
END;--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_due_hours_au` AFTER UPDATE OF campaign_id, state, callee_tz, due_at ON `campaign_contacts`
WHEN (old.state = 'pending' OR new.state = 'pending') AND (old.state IS NOT new.state OR old.campaign_id IS NOT new.campaign_id
	OR old.callee_tz IS NOT new.callee_tz OR old.due_at / 3600000 IS NOT new.due_at / 3600000) BEGIN
	UPDATE campaign_due_hours SET n = n - 1
		WHERE old.state = 'pending' AND campaign_id = old.campaign_id AND callee_tz = old.callee_tz AND due_hour = old.due_at / 3600000;
	DELETE FROM campaign_due_hours
		WHERE old.state = 'pending' AND campaign_id = old.campaign_id AND callee_tz = old.callee_tz
			AND due_hour = old.due_at / 3600000 AND n <= 0;
	INSERT INTO campaign_due_hours (campaign_id, callee_tz, due_hour, n)
		SELECT new.campaign_id, new.callee_tz, new.due_at / 3600000, 1 WHERE new.state = 'pending'
		ON CONFLICT (campaign_id, callee_tz, due_hour) DO UPDATE SET n = n + 1;
END;
