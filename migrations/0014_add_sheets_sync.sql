CREATE TABLE `sandbox_sheet_rows` (
	`spreadsheet_id` text NOT NULL,
	`sheet` text NOT NULL,
	`row_number` integer NOT NULL,
	`cells` text NOT NULL,
	PRIMARY KEY(`spreadsheet_id`, `sheet`, `row_number`)
);
--> statement-breakpoint
CREATE TABLE `sheets_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`target` text NOT NULL,
	`row_key` text NOT NULL,
	`call_id` integer,
	`contact_id` integer,
	`data` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`synced_at` integer,
	FOREIGN KEY (`call_id`) REFERENCES `calls`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sheets_outbox_rowKey_unique` ON `sheets_outbox` (`row_key`);--> statement-breakpoint
CREATE INDEX `sheets_outbox_pending_idx` ON `sheets_outbox` (`id`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `sheets_outbox_created_idx` ON `sheets_outbox` (`created_at`);