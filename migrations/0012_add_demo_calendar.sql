ALTER TABLE `calls` ADD `demo_cancelled_at` integer;--> statement-breakpoint
CREATE INDEX `calls_demo_date_idx` ON `calls` (`demo_scheduled`,`demo_date`);