CREATE TABLE `maps_usage` (
	`hour` integer PRIMARY KEY NOT NULL,
	`requests` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `place_areas` (
	`key` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`low_lat` real NOT NULL,
	`low_lng` real NOT NULL,
	`high_lat` real NOT NULL,
	`high_lng` real NOT NULL,
	`center_lat` real NOT NULL,
	`center_lng` real NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `scraped_places` (
	`job_id` integer NOT NULL,
	`place_id` text NOT NULL,
	PRIMARY KEY(`job_id`, `place_id`),
	FOREIGN KEY (`job_id`) REFERENCES `scraping_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `contacts` ADD `scrape_job_id` integer;--> statement-breakpoint
CREATE INDEX `contacts_scraped_idx` ON `contacts` (`scrape_job_id`,`id`);--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `label` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `error` text;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `stopped_at` integer;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `step` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `claim` text;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `last_step_at` integer;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `cursor` text;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `area_name` text;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `examined` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `no_phone` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `duplicates` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `filtered` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `closed` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `requests` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `waiting_until` integer;