CREATE TABLE `demo_days` (
	`day` integer PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_counts` (
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`kind`, `value`)
);
--> statement-breakpoint
CREATE TABLE `scraped_label_counts` (
	`label` text PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contacts_scraped_id_idx` ON `contacts` (`id`) WHERE scrape_job_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `contacts_scraped_source_idx` ON `contacts` (`source`,`id`) WHERE scrape_job_id IS NOT NULL;--> statement-breakpoint
-- Hand-written below (no CASE inside a trigger: wrangler's statement splitter takes its END for the
-- trigger's). Polled reads stay within about 2x the rows they return (issue 20): scraped contacts per
-- search label, kept by the triggers below (listed in db/schema/triggers.ts), answer the Scraped
-- Contacts total and the Create Campaign groups without counting every scraped contact.
INSERT INTO `scraped_label_counts` (label, n)
	SELECT source, count(*) FROM contacts WHERE scrape_job_id IS NOT NULL GROUP BY source;--> statement-breakpoint
CREATE TRIGGER `contacts_scraped_labels_ai` AFTER INSERT ON `contacts` WHEN new.scrape_job_id IS NOT NULL BEGIN
	INSERT INTO scraped_label_counts (label, n) VALUES (new.source, 1)
		ON CONFLICT (label) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `contacts_scraped_labels_ad` AFTER DELETE ON `contacts` WHEN old.scrape_job_id IS NOT NULL BEGIN
	UPDATE scraped_label_counts SET n = n - 1 WHERE label = old.source;
	DELETE FROM scraped_label_counts WHERE label = old.source AND n <= 0;
END;--> statement-breakpoint
CREATE TRIGGER `contacts_scraped_labels_au` AFTER UPDATE OF source, scrape_job_id ON `contacts`
WHEN old.source IS NOT new.source OR (old.scrape_job_id IS NULL) IS NOT (new.scrape_job_id IS NULL) BEGIN
	UPDATE scraped_label_counts SET n = n - 1 WHERE old.scrape_job_id IS NOT NULL AND label = old.source;
	DELETE FROM scraped_label_counts WHERE old.scrape_job_id IS NOT NULL AND label = old.source AND n <= 0;
	INSERT INTO scraped_label_counts (label, n) SELECT new.source, 1 WHERE new.scrape_job_id IS NOT NULL
		ON CONFLICT (label) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- Demos per UTC day of demo_date and day -1 for all of them (see demo_days in db/schema/calls.ts): the
-- Demo Calendar's counters read the total in one row and the days to come, not every demo.
INSERT INTO `demo_days` (day, n)
	SELECT demo_date / 86400000, count(*) FROM calls
	WHERE demo_scheduled = 1 AND demo_date IS NOT NULL AND is_test = 0 GROUP BY demo_date / 86400000;--> statement-breakpoint
INSERT INTO `demo_days` (day, n)
	SELECT -1, count(*) FROM calls WHERE demo_scheduled = 1 AND demo_date IS NOT NULL AND is_test = 0;--> statement-breakpoint
CREATE TRIGGER `calls_demo_days_ai` AFTER INSERT ON `calls`
WHEN new.demo_scheduled = 1 AND new.demo_date IS NOT NULL AND new.is_test = 0 BEGIN
	INSERT INTO demo_days (day, n) VALUES (new.demo_date / 86400000, 1), (-1, 1) ON CONFLICT (day) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `calls_demo_days_ad` AFTER DELETE ON `calls`
WHEN old.demo_scheduled = 1 AND old.demo_date IS NOT NULL AND old.is_test = 0 BEGIN
	UPDATE demo_days SET n = n - 1 WHERE day IN (old.demo_date / 86400000, -1);
	DELETE FROM demo_days WHERE day = old.demo_date / 86400000 AND n <= 0;
END;--> statement-breakpoint
CREATE TRIGGER `calls_demo_days_au` AFTER UPDATE OF demo_scheduled, demo_date, is_test ON `calls`
WHEN old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_date IS NOT new.demo_date OR old.is_test IS NOT new.is_test BEGIN
	UPDATE demo_days SET n = n - 1
		WHERE old.demo_scheduled = 1 AND old.demo_date IS NOT NULL AND old.is_test = 0 AND day IN (old.demo_date / 86400000, -1);
	DELETE FROM demo_days
		WHERE old.demo_scheduled = 1 AND old.demo_date IS NOT NULL AND old.is_test = 0 AND day = old.demo_date / 86400000 AND n <= 0;
	INSERT INTO demo_days (day, n)
		SELECT d, 1 FROM (SELECT new.demo_date / 86400000 AS d UNION ALL SELECT -1)
		WHERE new.demo_scheduled = 1 AND new.demo_date IS NOT NULL AND new.is_test = 0
		ON CONFLICT (day) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- Contacts per status, category and source (see contact_counts in db/schema/contacts.ts): a list
-- filtered on one of them totals in one row.
INSERT INTO `contact_counts` (kind, value, n)
	SELECT 'status', status, count(*) FROM contacts GROUP BY status
	UNION ALL SELECT 'category', category, count(*) FROM contacts GROUP BY category
	UNION ALL SELECT 'source', source, count(*) FROM contacts GROUP BY source;--> statement-breakpoint
CREATE TRIGGER `contacts_counts_ai` AFTER INSERT ON `contacts` BEGIN
	INSERT INTO contact_counts (kind, value, n) VALUES ('status', new.status, 1), ('category', new.category, 1), ('source', new.source, 1)
		ON CONFLICT (kind, value) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `contacts_counts_ad` AFTER DELETE ON `contacts` BEGIN
	UPDATE contact_counts SET n = n - 1
		WHERE (kind = 'status' AND value = old.status) OR (kind = 'category' AND value = old.category) OR (kind = 'source' AND value = old.source);
	DELETE FROM contact_counts WHERE n <= 0
		AND ((kind = 'status' AND value = old.status) OR (kind = 'category' AND value = old.category) OR (kind = 'source' AND value = old.source));
END;--> statement-breakpoint
CREATE TRIGGER `contacts_counts_au` AFTER UPDATE OF status, category, source ON `contacts`
WHEN old.status IS NOT new.status OR old.category IS NOT new.category OR old.source IS NOT new.source BEGIN
	UPDATE contact_counts SET n = n - 1
		WHERE (kind = 'status' AND value = old.status AND old.status IS NOT new.status)
			OR (kind = 'category' AND value = old.category AND old.category IS NOT new.category)
			OR (kind = 'source' AND value = old.source AND old.source IS NOT new.source);
	DELETE FROM contact_counts WHERE n <= 0
		AND ((kind = 'status' AND value = old.status) OR (kind = 'category' AND value = old.category) OR (kind = 'source' AND value = old.source));
	INSERT INTO contact_counts (kind, value, n)
		SELECT k, v, 1 FROM (SELECT 'status' AS k, new.status AS v WHERE old.status IS NOT new.status
			UNION ALL SELECT 'category', new.category WHERE old.category IS NOT new.category
			UNION ALL SELECT 'source', new.source WHERE old.source IS NOT new.source)
		WHERE true
		ON CONFLICT (kind, value) DO UPDATE SET n = n + 1;
END;
