CREATE TABLE `calls` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer,
	`campaign_id` integer,
	`vapi_call_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`result` text,
	`duration` integer,
	`transcript` text,
	`demo_scheduled` integer DEFAULT false NOT NULL,
	`demo_date` integer,
	`calendar_event_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calls_vapi_call_id_unique` ON `calls` (`vapi_call_id`);--> statement-breakpoint
CREATE INDEX `calls_contact_id_idx` ON `calls` (`contact_id`,`id`);--> statement-breakpoint
CREATE INDEX `calls_campaign_status_idx` ON `calls` (`campaign_id`,`status`);--> statement-breakpoint
CREATE INDEX `calls_status_created_idx` ON `calls` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `calls_created_idx` ON `calls` (`created_at`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`calls_per_hour` integer DEFAULT 60 NOT NULL,
	`minutes_between_calls` integer DEFAULT 2 NOT NULL,
	`selected_contacts` text DEFAULT '[]' NOT NULL,
	`start_time` text DEFAULT '19:00' NOT NULL,
	`end_time` text DEFAULT '21:00' NOT NULL,
	`work_days` text DEFAULT '["sunday","monday","tuesday","wednesday","thursday","friday","saturday"]' NOT NULL,
	`scheduled_start` integer,
	`timezone` text DEFAULT 'America/New_York' NOT NULL,
	`total_contacts` integer DEFAULT 0 NOT NULL,
	`completed_calls` integer DEFAULT 0 NOT NULL,
	`demo_scheduled` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `campaigns_status_idx` ON `campaigns` (`status`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_name` text NOT NULL,
	`phone` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`source` text DEFAULT 'manual' NOT NULL,
	`status` text DEFAULT 'ready' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contacts_phone_unique` ON `contacts` (`phone`);--> statement-breakpoint
CREATE INDEX `contacts_status_id_idx` ON `contacts` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `contacts_category_id_idx` ON `contacts` (`category`,`id`);--> statement-breakpoint
CREATE INDEX `contacts_source_id_idx` ON `contacts` (`source`,`id`);--> statement-breakpoint
CREATE TABLE `notification_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`contact_id` integer,
	`call_id` integer,
	`message` text NOT NULL,
	`details` text,
	`recipients` text NOT NULL,
	`status` text DEFAULT 'logged' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`call_id`) REFERENCES `calls`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `notification_logs_created_idx` ON `notification_logs` (`created_at`);--> statement-breakpoint
CREATE TABLE `scraping_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`query` text NOT NULL,
	`location` text NOT NULL,
	`max_results` integer DEFAULT 100 NOT NULL,
	`website_filter` text DEFAULT 'all' NOT NULL,
	`business_category` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`found` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`completed_at` integer
);
--> statement-breakpoint
CREATE INDEX `scraping_jobs_status_idx` ON `scraping_jobs` (`status`);--> statement-breakpoint
CREATE TABLE `settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `settings_key_unique` ON `settings` (`key`);--> statement-breakpoint
CREATE TABLE `data_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`row_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`ip` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`last_failure_at` integer NOT NULL
);
