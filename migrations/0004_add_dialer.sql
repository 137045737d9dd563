CREATE TABLE `campaign_contacts` (
	`campaign_id` integer NOT NULL,
	`contact_id` integer NOT NULL,
	`position` integer NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`due_at` integer DEFAULT 0 NOT NULL,
	`callee_tz` text DEFAULT '' NOT NULL,
	`call_id` integer,
	`dispatched_at` integer,
	`outcome` text,
	PRIMARY KEY(`campaign_id`, `contact_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `campaign_contacts_pick_idx` ON `campaign_contacts` (`campaign_id`,`state`,`callee_tz`,`due_at`,`position`);--> statement-breakpoint
CREATE INDEX `campaign_contacts_state_idx` ON `campaign_contacts` (`state`,`dispatched_at`);--> statement-breakpoint
CREATE INDEX `campaign_contacts_contact_idx` ON `campaign_contacts` (`contact_id`);--> statement-breakpoint
CREATE TABLE `do_not_call` (
	`phone` text PRIMARY KEY NOT NULL,
	`reason` text,
	`source` text DEFAULT 'manual' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `do_not_call_created_idx` ON `do_not_call` (`created_at`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `next_dial_at` integer;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `paused_reason` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `max_retries` integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `retry_gap_minutes` integer DEFAULT 60 NOT NULL;