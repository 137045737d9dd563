CREATE TABLE `automation_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`location` text NOT NULL,
	`time_zone` text NOT NULL,
	`website_filter` text NOT NULL,
	`categories` text NOT NULL,
	`campaign_name` text NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`campaign_id` integer,
	`scheduled_start` integer,
	`message` text,
	`claim` text,
	`created_at` integer NOT NULL,
	`completed_at` integer
);
--> statement-breakpoint
CREATE INDEX `automation_runs_running_idx` ON `automation_runs` (`id`) WHERE status = 'running';--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `run_id` integer REFERENCES automation_runs(id);--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `run_index` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `scraping_jobs_run_idx` ON `scraping_jobs` (`run_id`,`run_index`);