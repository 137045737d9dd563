ALTER TABLE `notification_logs` ADD `dedupe_key` text;--> statement-breakpoint
ALTER TABLE `notification_logs` ADD `error` text;--> statement-breakpoint
ALTER TABLE `notification_logs` ADD `sent_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `notification_logs_dedupe_key_unique` ON `notification_logs` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `notification_logs_sending_idx` ON `notification_logs` (`created_at`) WHERE status = 'sending';