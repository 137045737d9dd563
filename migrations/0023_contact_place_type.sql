ALTER TABLE `contacts` ADD `place_type` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `place_type_label` text;