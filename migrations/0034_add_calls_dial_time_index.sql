-- Hand-corrected (drizzle-kit quotes an expression index's parts as columns): the placed calls by dial time
-- as the analytics triggers time them, for the parts of an hour a period in a half- or quarter-hour zone reads.
CREATE INDEX `calls_dial_time_idx` ON `calls` (coalesce(`dialed_at`, `created_at`)) WHERE `is_test` = 0 AND `vapi_call_id` IS NOT NULL;
