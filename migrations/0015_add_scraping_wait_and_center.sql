ALTER TABLE `automation_runs` ADD `center_lat` real;--> statement-breakpoint
ALTER TABLE `automation_runs` ADD `center_lng` real;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `waiting_for` text;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `center_lat` real;--> statement-breakpoint
ALTER TABLE `scraping_jobs` ADD `center_lng` real;