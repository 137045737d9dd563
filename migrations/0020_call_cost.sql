ALTER TABLE `calls` ADD `cost` real;--> statement-breakpoint
ALTER TABLE `calls` ADD `cost_breakdown` text;