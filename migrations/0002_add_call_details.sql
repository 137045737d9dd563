CREATE TABLE `call_hourly_stats` (
	`hour` integer PRIMARY KEY NOT NULL,
	`placed` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `call_stats` (
	`id` integer PRIMARY KEY NOT NULL,
	`placed` integer DEFAULT 0 NOT NULL,
	`with_result` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	`demos` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `system_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `calls` ADD `summary` text;--> statement-breakpoint
ALTER TABLE `calls` ADD `recording_url` text;--> statement-breakpoint
ALTER TABLE `calls` ADD `ended_reason` text;--> statement-breakpoint
ALTER TABLE `calls` ADD `error` text;--> statement-breakpoint
ALTER TABLE `calls` ADD `attempt` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `calls` ADD `dialed_at` integer;--> statement-breakpoint
CREATE INDEX `calls_result_created_idx` ON `calls` (`result`,`created_at`);--> statement-breakpoint
CREATE INDEX `calls_demo_created_idx` ON `calls` (`demo_scheduled`,`created_at`);