CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
-- Databases that ran the racy Call Now may hold several active calls for one contact. Keep one (the
-- one already calling, else the oldest) and cancel the rest, so the unique index below can be built.
UPDATE `calls` SET `status` = 'cancelled', `error` = 'Cancelled: a second active call for the same contact'
WHERE `id` IN (
	SELECT `id` FROM (
		SELECT `id`, row_number() OVER (
			PARTITION BY `contact_id` ORDER BY (`status` = 'calling') DESC, `id`
		) AS `n`
		FROM `calls` WHERE `status` IN ('queued', 'calling') AND `contact_id` IS NOT NULL
	) WHERE `n` > 1
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calls_one_active_per_contact` ON `calls` (`contact_id`) WHERE status IN ('queued', 'calling') AND contact_id IS NOT NULL;