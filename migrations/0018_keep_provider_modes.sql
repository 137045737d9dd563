ALTER TABLE `automation_runs` ADD `provider_mode` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `voice_mode` text;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `provider_mode` text;--> statement-breakpoint
ALTER TABLE `sheets_outbox` ADD `mode` text;