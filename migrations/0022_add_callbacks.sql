CREATE TABLE `callbacks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL,
	`campaign_id` integer,
	`call_id` integer,
	`due_at` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`source` text NOT NULL,
	`state` text DEFAULT 'scheduled' NOT NULL,
	`callee_tz` text DEFAULT '' NOT NULL,
	`moves` integer DEFAULT 0 NOT NULL,
	`dial_call_id` integer,
	`outcome` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `callbacks_state_due_idx` ON `callbacks` (`state`,`due_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `callbacks_one_scheduled_per_contact` ON `callbacks` (`contact_id`) WHERE state = 'scheduled';--> statement-breakpoint
CREATE INDEX `callbacks_contact_idx` ON `callbacks` (`contact_id`,`id`);--> statement-breakpoint
CREATE INDEX `callbacks_call_idx` ON `callbacks` (`call_id`);--> statement-breakpoint
CREATE INDEX `callbacks_dial_call_idx` ON `callbacks` (`dial_call_id`);--> statement-breakpoint
ALTER TABLE `calls` ADD `voicemail_message` text;--> statement-breakpoint
ALTER TABLE `calls` ADD `callback_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `calls_callback_once` ON `calls` (`callback_id`) WHERE callback_id IS NOT NULL;