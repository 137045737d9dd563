CREATE TABLE `calendar_outbox` (
	`call_id` integer PRIMARY KEY NOT NULL,
	`calendar_id` text NOT NULL,
	`event_id` text,
	`fingerprint` text NOT NULL,
	`seq` integer DEFAULT 1 NOT NULL,
	`synced_seq` integer DEFAULT 0 NOT NULL,
	`remote` text DEFAULT 'none' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`mode` text,
	`updated_at` integer NOT NULL,
	`synced_at` integer
);
--> statement-breakpoint
CREATE INDEX `calendar_outbox_pending_idx` ON `calendar_outbox` (`updated_at`) WHERE seq > synced_seq;--> statement-breakpoint
CREATE TABLE `sandbox_calendar_events` (
	`calendar_id` text NOT NULL,
	`event_id` text NOT NULL,
	`event` text NOT NULL,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`start_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`calendar_id`, `event_id`)
);
--> statement-breakpoint
CREATE INDEX `sandbox_calendar_start_idx` ON `sandbox_calendar_events` (`start_at`);