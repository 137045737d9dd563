ALTER TABLE `calendar_outbox` ADD `old_calendar_id` text;--> statement-breakpoint
ALTER TABLE `calendar_outbox` ADD `old_event_id` text;--> statement-breakpoint
ALTER TABLE `calendar_outbox` ADD `old_error` text;