CREATE TABLE `contact_buckets` (
	`bucket` integer PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `calls_campaign_id_idx` ON `calls` (`campaign_id`,`id`);--> statement-breakpoint
CREATE INDEX `campaigns_name_idx` ON `campaigns` (`name`);--> statement-breakpoint
CREATE INDEX `contacts_business_name_idx` ON `contacts` (`business_name`);--> statement-breakpoint
-- Contacts per bucket of 1,024 ids (id >> 10), so an unfiltered contacts page at any depth skips whole
-- buckets instead of OFFSET-walking every row above it (services/contacts-buckets.ts). Seeded from the
-- existing contacts, then kept by triggers; a bucket emptied by deletes stays with n = 0.
INSERT INTO `contact_buckets` (`bucket`, `n`) SELECT `id` >> 10, count(*) FROM `contacts` GROUP BY 1;
--> statement-breakpoint
CREATE TRIGGER `contacts_buckets_ai` AFTER INSERT ON `contacts` BEGIN
	INSERT INTO contact_buckets (bucket, n) VALUES (new.id >> 10, 1)
	ON CONFLICT (bucket) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_buckets_ad` AFTER DELETE ON `contacts` BEGIN
	UPDATE contact_buckets SET n = n - 1 WHERE bucket = old.id >> 10;
END;
