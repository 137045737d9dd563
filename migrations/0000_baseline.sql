-- The schema in one file: the baseline every database starts from (issue 37 squashed migrations
-- 0000-0042 into it; nothing was deployed from them). Tables, the rows the app expects from its first
-- request (counters, versions, the default zone's offsets), the full-text index, the indexes, then the
-- triggers that keep the derived tables (db/schema/triggers.ts says what each keeps; docs/database.md
-- lists them). Every migration after this one must upgrade a real database: see
-- worker/test/data-layer/libsql/migrations-upgrade.libsql.test.ts.
CREATE TABLE `calls` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer,
	`campaign_id` integer,
	`vapi_call_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`result` text,
	`duration` integer,
	`transcript` text,
	`demo_scheduled` integer DEFAULT false NOT NULL,
	`demo_date` integer,
	`calendar_event_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`completed_at` integer, `summary` text, `recording_url` text, `ended_reason` text, `error` text, `attempt` integer DEFAULT 0 NOT NULL, `dialed_at` integer, `demo_cancelled_at` integer, `demo_bookings` integer DEFAULT 0 NOT NULL, `retry_at` integer, `is_test` integer DEFAULT false NOT NULL, `cost` real, `cost_breakdown` text, `voicemail_message` text, `callback_id` integer, `callee_utc_offset` integer, `contact_name` text, `contact_phone` text, `contact_address` text, `campaign_name` text, `direction` text DEFAULT 'outbound' NOT NULL, `demo_outcome` text,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`calls_per_hour` integer DEFAULT 60 NOT NULL,
	`minutes_between_calls` integer DEFAULT 2 NOT NULL,
	`selected_contacts` text DEFAULT '[]' NOT NULL,
	`start_time` text DEFAULT '19:00' NOT NULL,
	`end_time` text DEFAULT '21:00' NOT NULL,
	`work_days` text DEFAULT '["sunday","monday","tuesday","wednesday","thursday","friday","saturday"]' NOT NULL,
	`scheduled_start` integer,
	`timezone` text DEFAULT 'America/New_York' NOT NULL,
	`total_contacts` integer DEFAULT 0 NOT NULL,
	`completed_calls` integer DEFAULT 0 NOT NULL,
	`demo_scheduled` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
, `next_dial_at` integer, `paused_reason` text, `max_retries` integer DEFAULT 2 NOT NULL, `retry_gap_minutes` integer DEFAULT 60 NOT NULL, `voice_mode` text, `answered_calls` integer DEFAULT 0 NOT NULL, `spent` real DEFAULT 0 NOT NULL);
--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_name` text NOT NULL,
	`phone` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`source` text DEFAULT 'manual' NOT NULL,
	`status` text DEFAULT 'ready' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
, `scrape_job_id` integer, `place_type` text, `place_type_label` text, `call_count` integer DEFAULT 0 NOT NULL, `last_call_id` integer, `last_call_status` text, `last_call_result` text, `last_call_at` integer);
--> statement-breakpoint
CREATE TABLE `notification_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`contact_id` integer,
	`call_id` integer,
	`message` text NOT NULL,
	`details` text,
	`recipients` text NOT NULL,
	`status` text DEFAULT 'logged' NOT NULL,
	`created_at` integer NOT NULL, `dedupe_key` text, `error` text, `sent_at` integer,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`call_id`) REFERENCES `calls`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `scraping_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`query` text NOT NULL,
	`location` text NOT NULL,
	`max_results` integer DEFAULT 100 NOT NULL,
	`website_filter` text DEFAULT 'all' NOT NULL,
	`business_category` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`found` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`completed_at` integer
, `label` text DEFAULT '' NOT NULL, `error` text, `stopped_at` integer, `step` integer DEFAULT 0 NOT NULL, `claim` text, `last_step_at` integer, `cursor` text, `area_name` text, `examined` integer DEFAULT 0 NOT NULL, `no_phone` integer DEFAULT 0 NOT NULL, `duplicates` integer DEFAULT 0 NOT NULL, `filtered` integer DEFAULT 0 NOT NULL, `closed` integer DEFAULT 0 NOT NULL, `requests` integer DEFAULT 0 NOT NULL, `waiting_until` integer, `run_id` integer REFERENCES automation_runs(id), `run_index` integer, `waiting_for` text, `provider_mode` text, `cost` real DEFAULT 0 NOT NULL);
--> statement-breakpoint
CREATE TABLE `settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `data_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`row_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`ip` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`last_failure_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `call_hourly_stats` (
	`hour` integer PRIMARY KEY NOT NULL,
	`placed` integer DEFAULT 0 NOT NULL
, `with_result` integer DEFAULT 0 NOT NULL, `answered` integer DEFAULT 0 NOT NULL, `demos` integer DEFAULT 0 NOT NULL, `cost` real DEFAULT 0 NOT NULL);
--> statement-breakpoint
CREATE TABLE `call_stats` (
	`id` integer PRIMARY KEY NOT NULL,
	`placed` integer DEFAULT 0 NOT NULL,
	`with_result` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	`demos` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `system_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `campaign_contacts` (
	`campaign_id` integer NOT NULL,
	`contact_id` integer NOT NULL,
	`position` integer NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`due_at` integer DEFAULT 0 NOT NULL,
	`callee_tz` text DEFAULT '' NOT NULL,
	`call_id` integer,
	`dispatched_at` integer,
	`outcome` text,
	PRIMARY KEY(`campaign_id`, `contact_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `do_not_call` (
	`phone` text PRIMARY KEY NOT NULL,
	`reason` text,
	`source` text DEFAULT 'manual' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_buckets` (
	`bucket` integer PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `maps_usage` (
	`hour` integer PRIMARY KEY NOT NULL,
	`requests` integer DEFAULT 0 NOT NULL
, `cost` real DEFAULT 0 NOT NULL);
--> statement-breakpoint
CREATE TABLE `place_areas` (
	`key` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`low_lat` real NOT NULL,
	`low_lng` real NOT NULL,
	`high_lat` real NOT NULL,
	`high_lng` real NOT NULL,
	`center_lat` real NOT NULL,
	`center_lng` real NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `scraped_places` (
	`job_id` integer NOT NULL,
	`place_id` text NOT NULL,
	PRIMARY KEY(`job_id`, `place_id`),
	FOREIGN KEY (`job_id`) REFERENCES `scraping_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `automation_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`location` text NOT NULL,
	`time_zone` text NOT NULL,
	`website_filter` text NOT NULL,
	`categories` text NOT NULL,
	`campaign_name` text NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`campaign_id` integer,
	`scheduled_start` integer,
	`message` text,
	`claim` text,
	`created_at` integer NOT NULL,
	`completed_at` integer
, `provider_mode` text, `calling_hours` text);
--> statement-breakpoint
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
	`synced_at` integer, `mode` text,
	FOREIGN KEY (`call_id`) REFERENCES `calls`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `callbacks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL,
	`campaign_id` integer,
	`call_id` integer,
	`due_at` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`source` text NOT NULL,
	`state` text DEFAULT 'scheduled' NOT NULL,
	`callee_tz` text DEFAULT '' NOT NULL,
	`moves` integer DEFAULT 0 NOT NULL,
	`dial_call_id` integer,
	`outcome` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `calendar_outbox` (
	`call_id` integer PRIMARY KEY NOT NULL,
	`calendar_id` text NOT NULL,
	`event_id` text,
	`fingerprint` text NOT NULL,
	`seq` integer DEFAULT 1 NOT NULL,
	`synced_seq` integer DEFAULT 0 NOT NULL,
	`remote` text DEFAULT 'none' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`mode` text,
	`updated_at` integer NOT NULL,
	`synced_at` integer
, `old_calendar_id` text, `old_event_id` text, `old_error` text);
--> statement-breakpoint
CREATE TABLE `sandbox_calendar_events` (
	`calendar_id` text NOT NULL,
	`event_id` text NOT NULL,
	`event` text NOT NULL,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`start_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`calendar_id`, `event_id`)
);
--> statement-breakpoint
CREATE TABLE `demo_days` (
	`day` integer PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_counts` (
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`kind`, `value`)
);
--> statement-breakpoint
CREATE TABLE `scraped_label_counts` (
	`label` text PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `call_status_counts` (
	`status` text NOT NULL,
	`is_test` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`status`, `is_test`)
);
--> statement-breakpoint
CREATE TABLE `campaign_contact_counts` (
	`campaign_id` integer NOT NULL,
	`state` text NOT NULL,
	`callee_tz` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `state`, `callee_tz`)
);
--> statement-breakpoint
CREATE TABLE `campaign_due_hours` (
	`campaign_id` integer NOT NULL,
	`callee_tz` text NOT NULL,
	`due_hour` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `callee_tz`, `due_hour`)
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`request_hash` text NOT NULL,
	`status` integer,
	`body` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `analytics_day_groups` (
	`campaign_id` integer NOT NULL,
	`day` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
	`dialled` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	`conversations` integer DEFAULT 0 NOT NULL,
	`voicemail` integer DEFAULT 0 NOT NULL,
	`voicemail_left` integer DEFAULT 0 NOT NULL,
	`no_answer` integer DEFAULT 0 NOT NULL,
	`busy` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`pending` integer DEFAULT 0 NOT NULL,
	`booked` integer DEFAULT 0 NOT NULL,
	`demos` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`campaign_id`, `day`, `source`, `category`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_day_slots` (
	`dims` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
	`day` integer NOT NULL,
	`slot` integer NOT NULL,
	`dialled` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dims`, `campaign_id`, `source`, `category`, `day`, `slot`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_days` (
	`dims` integer NOT NULL,
	`day` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
	`dialled` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	`conversations` integer DEFAULT 0 NOT NULL,
	`voicemail` integer DEFAULT 0 NOT NULL,
	`voicemail_left` integer DEFAULT 0 NOT NULL,
	`no_answer` integer DEFAULT 0 NOT NULL,
	`busy` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`pending` integer DEFAULT 0 NOT NULL,
	`booked` integer DEFAULT 0 NOT NULL,
	`demos` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dims`, `day`, `campaign_id`, `source`, `category`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_recount` (
	`day` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`source` text NOT NULL,
	`category` text NOT NULL,
	`slot` integer NOT NULL,
	`dialled` integer DEFAULT 0 NOT NULL,
	`answered` integer DEFAULT 0 NOT NULL,
	`conversations` integer DEFAULT 0 NOT NULL,
	`voicemail` integer DEFAULT 0 NOT NULL,
	`voicemail_left` integer DEFAULT 0 NOT NULL,
	`no_answer` integer DEFAULT 0 NOT NULL,
	`busy` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`pending` integer DEFAULT 0 NOT NULL,
	`booked` integer DEFAULT 0 NOT NULL,
	`demos` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `campaign_id`, `source`, `category`, `slot`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `analytics_zone_offsets` (
	`from_ms` integer PRIMARY KEY NOT NULL,
	`offset_min` integer NOT NULL,
	`zone` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `data_versions` (`name`, `version`, `row_count`) VALUES
('contacts', 0, 0),
('calls', 0, 0),
('campaigns', 0, 0),
('settings', 0, 0),
('scraping_jobs', 0, 0);
--> statement-breakpoint
INSERT INTO `call_stats` (`id`, `placed`, `with_result`, `answered`, `demos`) VALUES
(1, 0, 0, 0, 0);
--> statement-breakpoint
INSERT INTO `demo_days` (`day`, `n`) VALUES
(-1, 0);
--> statement-breakpoint
INSERT INTO `analytics_zone_offsets` (`from_ms`, `offset_min`, `zone`) VALUES
(0, -300, 'America/New_York'),
(954658800000, -240, 'America/New_York'),
(972799200000, -300, 'America/New_York'),
(986108400000, -240, 'America/New_York'),
(1004248800000, -300, 'America/New_York'),
(1018162800000, -240, 'America/New_York'),
(1035698400000, -300, 'America/New_York'),
(1049612400000, -240, 'America/New_York'),
(1067148000000, -300, 'America/New_York'),
(1081062000000, -240, 'America/New_York'),
(1099202400000, -300, 'America/New_York'),
(1112511600000, -240, 'America/New_York'),
(1130652000000, -300, 'America/New_York'),
(1143961200000, -240, 'America/New_York'),
(1162101600000, -300, 'America/New_York'),
(1173596400000, -240, 'America/New_York'),
(1194156000000, -300, 'America/New_York'),
(1205046000000, -240, 'America/New_York'),
(1225605600000, -300, 'America/New_York'),
(1236495600000, -240, 'America/New_York'),
(1257055200000, -300, 'America/New_York'),
(1268550000000, -240, 'America/New_York'),
(1289109600000, -300, 'America/New_York'),
(1299999600000, -240, 'America/New_York'),
(1320559200000, -300, 'America/New_York'),
(1331449200000, -240, 'America/New_York'),
(1352008800000, -300, 'America/New_York'),
(1362898800000, -240, 'America/New_York'),
(1383458400000, -300, 'America/New_York'),
(1394348400000, -240, 'America/New_York'),
(1414908000000, -300, 'America/New_York'),
(1425798000000, -240, 'America/New_York'),
(1446357600000, -300, 'America/New_York'),
(1457852400000, -240, 'America/New_York'),
(1478412000000, -300, 'America/New_York'),
(1489302000000, -240, 'America/New_York'),
(1509861600000, -300, 'America/New_York'),
(1520751600000, -240, 'America/New_York'),
(1541311200000, -300, 'America/New_York'),
(1552201200000, -240, 'America/New_York'),
(1572760800000, -300, 'America/New_York'),
(1583650800000, -240, 'America/New_York'),
(1604210400000, -300, 'America/New_York'),
(1615705200000, -240, 'America/New_York'),
(1636264800000, -300, 'America/New_York'),
(1647154800000, -240, 'America/New_York'),
(1667714400000, -300, 'America/New_York'),
(1678604400000, -240, 'America/New_York'),
(1699164000000, -300, 'America/New_York'),
(1710054000000, -240, 'America/New_York'),
(1730613600000, -300, 'America/New_York'),
(1741503600000, -240, 'America/New_York'),
(1762063200000, -300, 'America/New_York'),
(1772953200000, -240, 'America/New_York'),
(1793512800000, -300, 'America/New_York'),
(1805007600000, -240, 'America/New_York'),
(1825567200000, -300, 'America/New_York'),
(1836457200000, -240, 'America/New_York'),
(1857016800000, -300, 'America/New_York'),
(1867906800000, -240, 'America/New_York'),
(1888466400000, -300, 'America/New_York'),
(1899356400000, -240, 'America/New_York'),
(1919916000000, -300, 'America/New_York'),
(1930806000000, -240, 'America/New_York'),
(1951365600000, -300, 'America/New_York'),
(1962860400000, -240, 'America/New_York'),
(1983420000000, -300, 'America/New_York'),
(1994310000000, -240, 'America/New_York'),
(2014869600000, -300, 'America/New_York'),
(2025759600000, -240, 'America/New_York'),
(2046319200000, -300, 'America/New_York'),
(2057209200000, -240, 'America/New_York'),
(2077768800000, -300, 'America/New_York'),
(2088658800000, -240, 'America/New_York'),
(2109218400000, -300, 'America/New_York'),
(2120108400000, -240, 'America/New_York'),
(2140668000000, -300, 'America/New_York'),
(2152162800000, -240, 'America/New_York'),
(2172722400000, -300, 'America/New_York'),
(2183612400000, -240, 'America/New_York'),
(2204172000000, -300, 'America/New_York'),
(2215062000000, -240, 'America/New_York'),
(2235621600000, -300, 'America/New_York'),
(2246511600000, -240, 'America/New_York'),
(2267071200000, -300, 'America/New_York'),
(2277961200000, -240, 'America/New_York'),
(2298520800000, -300, 'America/New_York'),
(2309410800000, -240, 'America/New_York'),
(2329970400000, -300, 'America/New_York'),
(2341465200000, -240, 'America/New_York'),
(2362024800000, -300, 'America/New_York'),
(2372914800000, -240, 'America/New_York'),
(2393474400000, -300, 'America/New_York'),
(2404364400000, -240, 'America/New_York'),
(2424924000000, -300, 'America/New_York'),
(2435814000000, -240, 'America/New_York'),
(2456373600000, -300, 'America/New_York'),
(2467263600000, -240, 'America/New_York'),
(2487823200000, -300, 'America/New_York'),
(2499318000000, -240, 'America/New_York'),
(2519877600000, -300, 'America/New_York'),
(2530767600000, -240, 'America/New_York'),
(2551327200000, -300, 'America/New_York'),
(2562217200000, -240, 'America/New_York'),
(2582776800000, -300, 'America/New_York'),
(2593666800000, -240, 'America/New_York'),
(2614226400000, -300, 'America/New_York'),
(2625116400000, -240, 'America/New_York'),
(2645676000000, -300, 'America/New_York'),
(2656566000000, -240, 'America/New_York'),
(2677125600000, -300, 'America/New_York'),
(2688620400000, -240, 'America/New_York'),
(2709180000000, -300, 'America/New_York'),
(2720070000000, -240, 'America/New_York'),
(2740629600000, -300, 'America/New_York'),
(2751519600000, -240, 'America/New_York'),
(2772079200000, -300, 'America/New_York'),
(2782969200000, -240, 'America/New_York'),
(2803528800000, -300, 'America/New_York'),
(2814418800000, -240, 'America/New_York'),
(2834978400000, -300, 'America/New_York');
--> statement-breakpoint
CREATE VIRTUAL TABLE `contacts_fts` USING fts5(
	business_name, phone, address, category,
	content='contacts', content_rowid='id', tokenize='trigram'
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calls_vapi_call_id_unique` ON `calls` (`vapi_call_id`);
--> statement-breakpoint
CREATE INDEX `calls_contact_id_idx` ON `calls` (`contact_id`,`id`);
--> statement-breakpoint
CREATE INDEX `calls_campaign_status_idx` ON `calls` (`campaign_id`,`status`);
--> statement-breakpoint
CREATE INDEX `calls_status_created_idx` ON `calls` (`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `calls_created_idx` ON `calls` (`created_at`);
--> statement-breakpoint
CREATE INDEX `campaigns_status_idx` ON `campaigns` (`status`);
--> statement-breakpoint
CREATE UNIQUE INDEX `contacts_phone_unique` ON `contacts` (`phone`);
--> statement-breakpoint
CREATE INDEX `contacts_status_id_idx` ON `contacts` (`status`,`id`);
--> statement-breakpoint
CREATE INDEX `contacts_category_id_idx` ON `contacts` (`category`,`id`);
--> statement-breakpoint
CREATE INDEX `contacts_source_id_idx` ON `contacts` (`source`,`id`);
--> statement-breakpoint
CREATE INDEX `notification_logs_created_idx` ON `notification_logs` (`created_at`);
--> statement-breakpoint
CREATE INDEX `scraping_jobs_status_idx` ON `scraping_jobs` (`status`);
--> statement-breakpoint
CREATE UNIQUE INDEX `settings_key_unique` ON `settings` (`key`);
--> statement-breakpoint
CREATE INDEX `calls_result_created_idx` ON `calls` (`result`,`created_at`);
--> statement-breakpoint
CREATE INDEX `calls_demo_created_idx` ON `calls` (`demo_scheduled`,`created_at`);
--> statement-breakpoint
CREATE INDEX `campaign_contacts_pick_idx` ON `campaign_contacts` (`campaign_id`,`state`,`callee_tz`,`due_at`,`position`);
--> statement-breakpoint
CREATE INDEX `campaign_contacts_state_idx` ON `campaign_contacts` (`state`,`dispatched_at`);
--> statement-breakpoint
CREATE INDEX `campaign_contacts_contact_idx` ON `campaign_contacts` (`contact_id`);
--> statement-breakpoint
CREATE INDEX `do_not_call_created_idx` ON `do_not_call` (`created_at`);
--> statement-breakpoint
CREATE INDEX `campaign_contacts_due_idx` ON `campaign_contacts` (`campaign_id`,`state`,`due_at`);
--> statement-breakpoint
CREATE INDEX `calls_campaign_id_idx` ON `calls` (`campaign_id`,`id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `calls_one_active_per_contact` ON `calls` (`contact_id`) WHERE status IN ('queued', 'calling') AND contact_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `contacts_scraped_idx` ON `contacts` (`scrape_job_id`,`id`);
--> statement-breakpoint
CREATE INDEX `automation_runs_running_idx` ON `automation_runs` (`id`) WHERE status = 'running';
--> statement-breakpoint
CREATE UNIQUE INDEX `scraping_jobs_run_idx` ON `scraping_jobs` (`run_id`,`run_index`);
--> statement-breakpoint
CREATE INDEX `calls_demo_date_idx` ON `calls` (`demo_scheduled`,`demo_date`);
--> statement-breakpoint
CREATE UNIQUE INDEX `notification_logs_dedupe_key_unique` ON `notification_logs` (`dedupe_key`);
--> statement-breakpoint
CREATE INDEX `notification_logs_sending_idx` ON `notification_logs` (`created_at`) WHERE status = 'sending';
--> statement-breakpoint
CREATE UNIQUE INDEX `sheets_outbox_rowKey_unique` ON `sheets_outbox` (`row_key`);
--> statement-breakpoint
CREATE INDEX `sheets_outbox_pending_idx` ON `sheets_outbox` (`id`) WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX `sheets_outbox_created_idx` ON `sheets_outbox` (`created_at`);
--> statement-breakpoint
CREATE INDEX `callbacks_state_due_idx` ON `callbacks` (`state`,`due_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `callbacks_one_scheduled_per_contact` ON `callbacks` (`contact_id`) WHERE state = 'scheduled';
--> statement-breakpoint
CREATE INDEX `callbacks_contact_idx` ON `callbacks` (`contact_id`,`id`);
--> statement-breakpoint
CREATE INDEX `callbacks_call_idx` ON `callbacks` (`call_id`);
--> statement-breakpoint
CREATE INDEX `callbacks_dial_call_idx` ON `callbacks` (`dial_call_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `calls_callback_once` ON `calls` (`callback_id`) WHERE callback_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `calendar_outbox_pending_idx` ON `calendar_outbox` (`updated_at`) WHERE seq > synced_seq;
--> statement-breakpoint
CREATE INDEX `sandbox_calendar_start_idx` ON `sandbox_calendar_events` (`start_at`);
--> statement-breakpoint
CREATE INDEX `calls_contact_name_idx` ON `calls` (`contact_name`,`contact_id`);
--> statement-breakpoint
CREATE INDEX `calls_campaign_name_idx` ON `calls` (`campaign_name`,`campaign_id`);
--> statement-breakpoint
CREATE INDEX `contacts_scraped_id_idx` ON `contacts` (`id`) WHERE scrape_job_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `contacts_scraped_source_idx` ON `contacts` (`source`,`id`) WHERE scrape_job_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);
--> statement-breakpoint
CREATE INDEX `calls_test_created_idx` ON `calls` (`created_at`) WHERE is_test = 1;
--> statement-breakpoint
CREATE INDEX `calls_inbound_created_idx` ON `calls` (`created_at`) WHERE direction = 'inbound';
--> statement-breakpoint
CREATE INDEX `analytics_day_groups_source_idx` ON `analytics_day_groups` (`source`,`day`);
--> statement-breakpoint
CREATE INDEX `analytics_day_groups_category_idx` ON `analytics_day_groups` (`category`,`day`);
--> statement-breakpoint
CREATE INDEX `calls_unsettled_idx` ON `calls` (coalesce(`dialed_at`, `created_at`)) WHERE `result` IS NULL AND `is_test` = 0 AND `vapi_call_id` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `calls_no_show_idx` ON `calls` (coalesce(`dialed_at`, `created_at`)) WHERE `demo_outcome` = 'no_show';
--> statement-breakpoint
CREATE TRIGGER `contacts_fts_au` AFTER UPDATE OF business_name, phone, address, category ON `contacts` BEGIN
	INSERT INTO contacts_fts(contacts_fts, rowid, business_name, phone, address, category)
	VALUES ('delete', old.id, old.business_name, old.phone, old.address, old.category);
	INSERT INTO contacts_fts(rowid, business_name, phone, address, category)
	VALUES (new.id, new.business_name, new.phone, new.address, new.category);
END;
--> statement-breakpoint
CREATE TRIGGER `campaigns_version_ai` AFTER INSERT ON `campaigns` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count + 1 WHERE name = 'campaigns';
END;
--> statement-breakpoint
CREATE TRIGGER `campaigns_version_au` AFTER UPDATE ON `campaigns` BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'campaigns';
END;
--> statement-breakpoint
CREATE TRIGGER `campaigns_version_ad` AFTER DELETE ON `campaigns` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count - 1 WHERE name = 'campaigns';
END;
--> statement-breakpoint
CREATE TRIGGER `settings_version_ai` AFTER INSERT ON `settings` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count + 1 WHERE name = 'settings';
END;
--> statement-breakpoint
CREATE TRIGGER `settings_version_au` AFTER UPDATE ON `settings` BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'settings';
END;
--> statement-breakpoint
CREATE TRIGGER `settings_version_ad` AFTER DELETE ON `settings` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count - 1 WHERE name = 'settings';
END;
--> statement-breakpoint
CREATE TRIGGER `scraping_jobs_version_ai` AFTER INSERT ON `scraping_jobs` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count + 1 WHERE name = 'scraping_jobs';
END;
--> statement-breakpoint
CREATE TRIGGER `scraping_jobs_version_au` AFTER UPDATE ON `scraping_jobs` BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'scraping_jobs';
END;
--> statement-breakpoint
CREATE TRIGGER `scraping_jobs_version_ad` AFTER DELETE ON `scraping_jobs` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count - 1 WHERE name = 'scraping_jobs';
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_finished_ai` AFTER INSERT ON `campaign_contacts`
WHEN new.state IN ('done', 'skipped') BEGIN
	UPDATE campaigns SET completed_calls = completed_calls + 1 WHERE id = new.campaign_id;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_finished_au` AFTER UPDATE OF state ON `campaign_contacts`
WHEN (old.state IN ('done', 'skipped')) <> (new.state IN ('done', 'skipped')) BEGIN
	UPDATE campaigns
	SET completed_calls = completed_calls + (CASE WHEN new.state IN ('done', 'skipped') THEN 1 ELSE -1 END)
	WHERE id = new.campaign_id;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_version_au` AFTER UPDATE OF id, business_name, phone, address, category, source, status, scrape_job_id, place_type, place_type_label, created_at, updated_at ON `contacts` BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'contacts';
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_call_names_au` AFTER UPDATE OF business_name, phone, address ON `contacts`
WHEN old.business_name IS NOT new.business_name OR old.phone IS NOT new.phone OR old.address IS NOT new.address BEGIN
	UPDATE calls SET contact_name = new.business_name, contact_phone = new.phone, contact_address = new.address WHERE contact_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `campaigns_call_names_au` AFTER UPDATE OF name ON `campaigns` WHEN old.name IS NOT new.name BEGIN
	UPDATE calls SET campaign_name = new.name WHERE campaign_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `campaigns_call_names_ad` AFTER DELETE ON `campaigns` BEGIN
	UPDATE calls SET campaign_name = NULL WHERE campaign_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_scraped_labels_au` AFTER UPDATE OF source, scrape_job_id ON `contacts`
WHEN old.source IS NOT new.source OR (old.scrape_job_id IS NULL) IS NOT (new.scrape_job_id IS NULL) BEGIN
	UPDATE scraped_label_counts SET n = n - 1 WHERE old.scrape_job_id IS NOT NULL AND label = old.source;
	DELETE FROM scraped_label_counts WHERE old.scrape_job_id IS NOT NULL AND label = old.source AND n <= 0;
	INSERT INTO scraped_label_counts (label, n) SELECT new.source, 1 WHERE new.scrape_job_id IS NOT NULL
		ON CONFLICT (label) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_counts_au` AFTER UPDATE OF status, category, source ON `contacts`
WHEN old.status IS NOT new.status OR old.category IS NOT new.category OR old.source IS NOT new.source BEGIN
	UPDATE contact_counts SET n = n - 1
		WHERE (kind = 'status' AND value = old.status AND old.status IS NOT new.status)
			OR (kind = 'category' AND value = old.category AND old.category IS NOT new.category)
			OR (kind = 'source' AND value = old.source AND old.source IS NOT new.source);
	DELETE FROM contact_counts WHERE n <= 0
		AND ((kind = 'status' AND value = old.status) OR (kind = 'category' AND value = old.category) OR (kind = 'source' AND value = old.source));
	INSERT INTO contact_counts (kind, value, n)
		SELECT k, v, 1 FROM (SELECT 'status' AS k, new.status AS v WHERE old.status IS NOT new.status
			UNION ALL SELECT 'category', new.category WHERE old.category IS NOT new.category
			UNION ALL SELECT 'source', new.source WHERE old.source IS NOT new.source)
		WHERE true
		ON CONFLICT (kind, value) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_counts_ai` AFTER INSERT ON `campaign_contacts` BEGIN
	INSERT INTO campaign_contact_counts (campaign_id, state, callee_tz, n) VALUES (new.campaign_id, new.state, new.callee_tz, 1)
		ON CONFLICT (campaign_id, state, callee_tz) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_counts_ad` AFTER DELETE ON `campaign_contacts` BEGIN
	UPDATE campaign_contact_counts SET n = n - 1
		WHERE campaign_id = old.campaign_id AND state = old.state AND callee_tz = old.callee_tz;
	DELETE FROM campaign_contact_counts
		WHERE campaign_id = old.campaign_id AND state = old.state AND callee_tz = old.callee_tz AND n <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_counts_au` AFTER UPDATE OF campaign_id, state, callee_tz ON `campaign_contacts`
WHEN old.campaign_id IS NOT new.campaign_id OR old.state IS NOT new.state OR old.callee_tz IS NOT new.callee_tz BEGIN
	UPDATE campaign_contact_counts SET n = n - 1
		WHERE campaign_id = old.campaign_id AND state = old.state AND callee_tz = old.callee_tz;
	DELETE FROM campaign_contact_counts
		WHERE campaign_id = old.campaign_id AND state = old.state AND callee_tz = old.callee_tz AND n <= 0;
	INSERT INTO campaign_contact_counts (campaign_id, state, callee_tz, n) VALUES (new.campaign_id, new.state, new.callee_tz, 1)
		ON CONFLICT (campaign_id, state, callee_tz) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_due_hours_ai` AFTER INSERT ON `campaign_contacts` WHEN new.state = 'pending' BEGIN
	INSERT INTO campaign_due_hours (campaign_id, callee_tz, due_hour, n) VALUES (new.campaign_id, new.callee_tz, new.due_at / 3600000, 1)
		ON CONFLICT (campaign_id, callee_tz, due_hour) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_due_hours_ad` AFTER DELETE ON `campaign_contacts` WHEN old.state = 'pending' BEGIN
	UPDATE campaign_due_hours SET n = n - 1
		WHERE campaign_id = old.campaign_id AND callee_tz = old.callee_tz AND due_hour = old.due_at / 3600000;
	DELETE FROM campaign_due_hours
		WHERE campaign_id = old.campaign_id AND callee_tz = old.callee_tz AND due_hour = old.due_at / 3600000 AND n <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_contacts_due_hours_au` AFTER UPDATE OF campaign_id, state, callee_tz, due_at ON `campaign_contacts`
WHEN (old.state = 'pending' OR new.state = 'pending') AND (old.state IS NOT new.state OR old.campaign_id IS NOT new.campaign_id
	OR old.callee_tz IS NOT new.callee_tz OR old.due_at / 3600000 IS NOT new.due_at / 3600000) BEGIN
	UPDATE campaign_due_hours SET n = n - 1
		WHERE old.state = 'pending' AND campaign_id = old.campaign_id AND callee_tz = old.callee_tz AND due_hour = old.due_at / 3600000;
	DELETE FROM campaign_due_hours
		WHERE old.state = 'pending' AND campaign_id = old.campaign_id AND callee_tz = old.callee_tz
			AND due_hour = old.due_at / 3600000 AND n <= 0;
	INSERT INTO campaign_due_hours (campaign_id, callee_tz, due_hour, n)
		SELECT new.campaign_id, new.callee_tz, new.due_at / 3600000, 1 WHERE new.state = 'pending'
		ON CONFLICT (campaign_id, callee_tz, due_hour) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `calls_ad` AFTER DELETE ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count - 1 WHERE name = 'calls';
	UPDATE call_status_counts SET n = n - 1 WHERE status = old.status AND is_test = old.is_test;
	UPDATE contacts SET call_count = (SELECT count(*) FROM calls k WHERE k.contact_id = contacts.id),
		(last_call_id, last_call_status, last_call_result, last_call_at) = (SELECT k.id, k.status, k.result, k.created_at FROM calls k WHERE k.contact_id = contacts.id ORDER BY k.id DESC LIMIT 1)
	WHERE id = old.contact_id;
	UPDATE call_stats SET
		placed = placed - (old.vapi_call_id IS NOT NULL),
		with_result = with_result - (old.result IS NOT NULL),
		answered = answered - (coalesce(old.result, '') = 'answered'),
		demos = demos - (old.demo_scheduled = 1)
	WHERE id = 1 AND old.is_test = 0 AND old.direction = 'outbound';
	UPDATE demo_days SET n = n - 1
		WHERE old.demo_scheduled = 1 AND old.demo_date IS NOT NULL AND old.is_test = 0 AND day IN (old.demo_date / 86400000, -1);
	DELETE FROM demo_days
		WHERE old.demo_scheduled = 1 AND old.demo_date IS NOT NULL AND old.is_test = 0 AND day = old.demo_date / 86400000 AND n <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_ai` AFTER INSERT ON `contacts` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count + 1 WHERE name = 'contacts';
	INSERT INTO contacts_fts(rowid, business_name, phone, address, category)
	VALUES (new.id, new.business_name, new.phone, new.address, new.category);
	INSERT INTO contact_buckets (bucket, n) VALUES (new.id >> 10, 1)
	ON CONFLICT (bucket) DO UPDATE SET n = n + 1;
	INSERT INTO contact_counts (kind, value, n) VALUES ('status', new.status, 1), ('category', new.category, 1), ('source', new.source, 1)
		ON CONFLICT (kind, value) DO UPDATE SET n = n + 1;
	INSERT INTO scraped_label_counts (label, n) SELECT new.source, 1 WHERE new.scrape_job_id IS NOT NULL
		ON CONFLICT (label) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_ad` AFTER DELETE ON `contacts` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count - 1 WHERE name = 'contacts';
	INSERT INTO contacts_fts(contacts_fts, rowid, business_name, phone, address, category)
	VALUES ('delete', old.id, old.business_name, old.phone, old.address, old.category);
	UPDATE contact_buckets SET n = n - 1 WHERE bucket = old.id >> 10;
	UPDATE calls SET contact_name = NULL, contact_phone = NULL, contact_address = NULL WHERE contact_id = old.id;
	UPDATE contact_counts SET n = n - 1
		WHERE (kind = 'status' AND value = old.status) OR (kind = 'category' AND value = old.category) OR (kind = 'source' AND value = old.source);
	DELETE FROM contact_counts WHERE n <= 0
		AND ((kind = 'status' AND value = old.status) OR (kind = 'category' AND value = old.category) OR (kind = 'source' AND value = old.source));
	UPDATE scraped_label_counts SET n = n - 1 WHERE old.scrape_job_id IS NOT NULL AND label = old.source;
	DELETE FROM scraped_label_counts WHERE old.scrape_job_id IS NOT NULL AND label = old.source AND n <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `calls_ai` AFTER INSERT ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count + 1 WHERE name = 'calls';
	INSERT INTO call_status_counts (status, is_test, n) SELECT new.status, new.is_test, 1 WHERE new.status IN ('queued', 'calling')
		ON CONFLICT (status, is_test) DO UPDATE SET n = n + 1;
	UPDATE calls SET (contact_name, contact_phone, contact_address) = (SELECT c.business_name, c.phone, c.address FROM contacts c WHERE c.id = new.contact_id),
		campaign_name = (SELECT p.name FROM campaigns p WHERE p.id = new.campaign_id)
	WHERE id = new.id AND (new.contact_id IS NOT NULL OR new.campaign_id IS NOT NULL);
	UPDATE contacts SET call_count = call_count + 1,
		last_call_status = iif(coalesce(last_call_id, 0) < new.id, new.status, last_call_status),
		last_call_result = iif(coalesce(last_call_id, 0) < new.id, new.result, last_call_result),
		last_call_at = iif(coalesce(last_call_id, 0) < new.id, new.created_at, last_call_at),
		last_call_id = max(coalesce(last_call_id, 0), new.id)
	WHERE id = new.contact_id;
	UPDATE call_stats SET
		placed = placed + (new.vapi_call_id IS NOT NULL),
		with_result = with_result + (new.result IS NOT NULL),
		answered = answered + (coalesce(new.result, '') = 'answered'),
		demos = demos + (new.demo_scheduled = 1)
	WHERE id = 1 AND new.is_test = 0 AND new.direction = 'outbound' AND (new.vapi_call_id IS NOT NULL OR new.result IS NOT NULL OR new.demo_scheduled = 1);
	INSERT INTO call_hourly_stats (hour, placed, with_result, answered, demos, cost)
	SELECT coalesce(new.dialed_at, new.created_at) / 3600000, x.o * (new.vapi_call_id IS NOT NULL), x.o * (new.result IS NOT NULL),
		x.o * (coalesce(new.result, '') = 'answered'), x.o * (new.demo_scheduled = 1), coalesce(new.cost, 0)
	FROM (SELECT (new.is_test = 0 AND new.direction = 'outbound') AS o) x
	WHERE (x.o AND (new.vapi_call_id IS NOT NULL OR new.result IS NOT NULL OR new.demo_scheduled = 1)) OR coalesce(new.cost, 0) <> 0
	ON CONFLICT (hour) DO UPDATE SET placed = placed + excluded.placed, with_result = with_result + excluded.with_result,
		answered = answered + excluded.answered, demos = demos + excluded.demos, cost = cost + excluded.cost;
	UPDATE campaigns SET spent = spent + new.cost WHERE id = new.campaign_id AND coalesce(new.cost, 0) <> 0;
	INSERT INTO demo_days (day, n)
		SELECT d, 1 FROM (SELECT new.demo_date / 86400000 AS d UNION ALL SELECT -1)
		WHERE new.demo_scheduled = 1 AND new.demo_date IS NOT NULL AND new.is_test = 0
		ON CONFLICT (day) DO UPDATE SET n = n + 1;
	INSERT INTO analytics_days (dims, day, campaign_id, source, category, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT d.d, x.day, iif(d.d & 1, x.campaign_id, 0), iif(d.d & 2, x.source, ''), iif(d.d & 4, x.category, ''), sum(x.dialled), sum(x.answered), sum(x.conversations), sum(x.voicemail), sum(x.voicemail_left), sum(x.no_answer), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL) x CROSS JOIN (SELECT 1 AS d UNION ALL SELECT 2 AS d UNION ALL SELECT 4 AS d) d WHERE true
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0 OR sum(x.conversations) <> 0 OR sum(x.voicemail) <> 0 OR sum(x.voicemail_left) <> 0 OR sum(x.no_answer) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (dims, day, campaign_id, source, category) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
	INSERT INTO analytics_day_slots (dims, campaign_id, source, category, day, slot, dialled, answered)
	SELECT d.d, iif(d.d & 1, x.campaign_id, 0), iif(d.d & 2, x.source, ''), iif(d.d & 4, x.category, ''), x.day, x.slot, sum(x.dialled), sum(x.answered)
	FROM (SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL) x CROSS JOIN (SELECT 0 AS d UNION ALL SELECT 1 AS d UNION ALL SELECT 2 AS d UNION ALL SELECT 4 AS d UNION ALL SELECT 7 AS d) d WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0
	ON CONFLICT (dims, campaign_id, source, category, day, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered;
	INSERT INTO analytics_day_groups (campaign_id, day, source, category, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT x.campaign_id, x.day, x.source, x.category, sum(x.dialled), sum(x.answered), sum(x.conversations), sum(x.voicemail), sum(x.voicemail_left), sum(x.no_answer), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL) x WHERE true
	GROUP BY 1, 2, 3, 4 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0 OR sum(x.conversations) <> 0 OR sum(x.voicemail) <> 0 OR sum(x.voicemail_left) <> 0 OR sum(x.no_answer) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (campaign_id, day, source, category) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
END;
--> statement-breakpoint
CREATE TRIGGER `calls_au` AFTER UPDATE ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'calls';
	UPDATE call_status_counts SET n = n - 1
		WHERE status = old.status AND is_test = old.is_test AND (old.status IS NOT new.status OR old.is_test IS NOT new.is_test);
	INSERT INTO call_status_counts (status, is_test, n) SELECT new.status, new.is_test, 1
		WHERE (old.status IS NOT new.status OR old.is_test IS NOT new.is_test) AND new.status IN ('queued', 'calling')
		ON CONFLICT (status, is_test) DO UPDATE SET n = n + 1;
	UPDATE calls SET (contact_name, contact_phone, contact_address) = (SELECT c.business_name, c.phone, c.address FROM contacts c WHERE c.id = new.contact_id),
		campaign_name = (SELECT p.name FROM campaigns p WHERE p.id = new.campaign_id)
	WHERE id = new.id AND (old.contact_id IS NOT new.contact_id OR old.campaign_id IS NOT new.campaign_id);
	UPDATE contacts SET last_call_status = new.status, last_call_result = new.result, last_call_at = new.created_at
	WHERE id = new.contact_id AND last_call_id = new.id AND old.contact_id IS new.contact_id
		AND (old.status IS NOT new.status OR old.result IS NOT new.result OR old.created_at IS NOT new.created_at);
	UPDATE contacts SET call_count = (SELECT count(*) FROM calls k WHERE k.contact_id = contacts.id),
		(last_call_id, last_call_status, last_call_result, last_call_at) = (SELECT k.id, k.status, k.result, k.created_at FROM calls k WHERE k.contact_id = contacts.id ORDER BY k.id DESC LIMIT 1)
	WHERE id IN (old.contact_id, new.contact_id) AND old.contact_id IS NOT new.contact_id;
	UPDATE call_stats SET
		placed = placed + (new.vapi_call_id IS NOT NULL) - (old.vapi_call_id IS NOT NULL),
		with_result = with_result + (new.result IS NOT NULL) - (old.result IS NOT NULL),
		answered = answered + ((coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered')),
		demos = demos + (new.demo_scheduled = 1) - (old.demo_scheduled = 1)
	WHERE id = 1 AND new.is_test = 0 AND new.direction = 'outbound' AND ((new.vapi_call_id IS NOT NULL) <> (old.vapi_call_id IS NOT NULL)
		OR (new.result IS NOT NULL) <> (old.result IS NOT NULL) OR ((coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered')) <> 0 OR (new.demo_scheduled = 1) <> (old.demo_scheduled = 1));
	INSERT INTO call_hourly_stats (hour, placed, with_result, answered, demos, cost)
	SELECT coalesce(new.dialed_at, new.created_at) / 3600000, x.placed, x.with_result, x.answered, x.demos, x.cost
	FROM (SELECT o * (old.vapi_call_id IS NULL AND new.vapi_call_id IS NOT NULL) AS placed,
			o * ((new.result IS NOT NULL) - (old.result IS NOT NULL)) AS with_result,
			o * ((coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered')) AS answered, o * ((new.demo_scheduled = 1) - (old.demo_scheduled = 1)) AS demos, (coalesce(new.cost, 0) - coalesce(old.cost, 0)) AS cost
		FROM (SELECT (new.is_test = 0 AND new.direction = 'outbound') AS o)) x
	WHERE x.placed <> 0 OR x.with_result <> 0 OR x.answered <> 0 OR x.demos <> 0 OR x.cost <> 0
	ON CONFLICT (hour) DO UPDATE SET placed = placed + excluded.placed, with_result = with_result + excluded.with_result,
		answered = answered + excluded.answered, demos = demos + excluded.demos, cost = cost + excluded.cost;
	UPDATE campaigns SET answered_calls = answered_calls + ((coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered')),
		demo_scheduled = iif(old.demo_scheduled <> new.demo_scheduled, max(0, demo_scheduled + iif(new.demo_scheduled = 1, 1, -1)), demo_scheduled),
		spent = spent + (coalesce(new.cost, 0) - coalesce(old.cost, 0))
	WHERE id = new.campaign_id AND (((coalesce(new.result, '') = 'answered') - (coalesce(old.result, '') = 'answered')) <> 0 OR old.demo_scheduled <> new.demo_scheduled OR (coalesce(new.cost, 0) - coalesce(old.cost, 0)) <> 0);
	UPDATE demo_days SET n = n - 1
		WHERE old.demo_scheduled = 1 AND old.demo_date IS NOT NULL AND old.is_test = 0 AND day IN (old.demo_date / 86400000, -1)
			AND (old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_date IS NOT new.demo_date OR old.is_test IS NOT new.is_test);
	DELETE FROM demo_days
		WHERE old.demo_scheduled = 1 AND old.demo_date IS NOT NULL AND old.is_test = 0 AND day = old.demo_date / 86400000 AND n <= 0
			AND (old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_date IS NOT new.demo_date OR old.is_test IS NOT new.is_test);
	INSERT INTO demo_days (day, n)
		SELECT d, 1 FROM (SELECT new.demo_date / 86400000 AS d UNION ALL SELECT -1)
		WHERE new.demo_scheduled = 1 AND new.demo_date IS NOT NULL AND new.is_test = 0
			AND (old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_date IS NOT new.demo_date OR old.is_test IS NOT new.is_test)
		ON CONFLICT (day) DO UPDATE SET n = n + 1;
	INSERT INTO analytics_days (dims, day, campaign_id, source, category, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT d.d, x.day, iif(d.d & 1, x.campaign_id, 0), iif(d.d & 2, x.source, ''), iif(d.d & 4, x.category, ''), sum(x.dialled), sum(x.answered), sum(x.conversations), sum(x.voicemail), sum(x.voicemail_left), sum(x.no_answer), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT ((coalesce(old.dialed_at, old.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(old.dialed_at, old.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(old.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot, -1 * 1 AS dialled, -1 * (coalesce(old.result, '') IN ('answered')) AS answered, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conversations, -1 * (coalesce(old.result, '') = 'voicemail') AS voicemail, -1 * (coalesce(old.result, '') = 'voicemail left') AS voicemail_left, -1 * (coalesce(old.result, '') = 'no answer') AS no_answer, -1 * (coalesce(old.result, '') = 'busy') AS busy, -1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending, -1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos, -1 * coalesce(old.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = old.contact_id
		WHERE old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL AND old.result IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)
		UNION ALL
		SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)) x CROSS JOIN (SELECT 1 AS d UNION ALL SELECT 2 AS d UNION ALL SELECT 4 AS d) d WHERE true
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0 OR sum(x.conversations) <> 0 OR sum(x.voicemail) <> 0 OR sum(x.voicemail_left) <> 0 OR sum(x.no_answer) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (dims, day, campaign_id, source, category) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
	INSERT INTO analytics_day_slots (dims, campaign_id, source, category, day, slot, dialled, answered)
	SELECT d.d, iif(d.d & 1, x.campaign_id, 0), iif(d.d & 2, x.source, ''), iif(d.d & 4, x.category, ''), x.day, x.slot, sum(x.dialled), sum(x.answered)
	FROM (SELECT ((coalesce(old.dialed_at, old.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(old.dialed_at, old.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(old.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot, -1 * 1 AS dialled, -1 * (coalesce(old.result, '') IN ('answered')) AS answered, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conversations, -1 * (coalesce(old.result, '') = 'voicemail') AS voicemail, -1 * (coalesce(old.result, '') = 'voicemail left') AS voicemail_left, -1 * (coalesce(old.result, '') = 'no answer') AS no_answer, -1 * (coalesce(old.result, '') = 'busy') AS busy, -1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending, -1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos, -1 * coalesce(old.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = old.contact_id
		WHERE old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL AND old.result IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)
		UNION ALL
		SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)) x CROSS JOIN (SELECT 0 AS d UNION ALL SELECT 1 AS d UNION ALL SELECT 2 AS d UNION ALL SELECT 4 AS d UNION ALL SELECT 7 AS d) d WHERE true
	GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0
	ON CONFLICT (dims, campaign_id, source, category, day, slot) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered;
	INSERT INTO analytics_day_groups (campaign_id, day, source, category, dialled, answered, conversations, voicemail, voicemail_left, no_answer, busy, failed, pending, booked, demos, cost)
	SELECT x.campaign_id, x.day, x.source, x.category, sum(x.dialled), sum(x.answered), sum(x.conversations), sum(x.voicemail), sum(x.voicemail_left), sum(x.no_answer), sum(x.busy), sum(x.failed), sum(x.pending), sum(x.booked), sum(x.demos), sum(x.cost)
	FROM (SELECT ((coalesce(old.dialed_at, old.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(old.dialed_at, old.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(old.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(old.dialed_at, old.created_at) / 60000 + old.callee_utc_offset) / 60 % 24, -1) AS slot, -1 * 1 AS dialled, -1 * (coalesce(old.result, '') IN ('answered')) AS answered, -1 * ((coalesce(old.result, '') IN ('answered')) AND coalesce(old.duration, 0) > 30) AS conversations, -1 * (coalesce(old.result, '') = 'voicemail') AS voicemail, -1 * (coalesce(old.result, '') = 'voicemail left') AS voicemail_left, -1 * (coalesce(old.result, '') = 'no answer') AS no_answer, -1 * (coalesce(old.result, '') = 'busy') AS busy, -1 * (coalesce(old.result, '') = 'failed') AS failed, -1 * (coalesce(old.result, '') = '') AS pending, -1 * (old.demo_scheduled = 1 OR old.demo_cancelled_at IS NOT NULL) AS booked, -1 * (old.demo_scheduled = 1) AS demos, -1 * coalesce(old.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = old.contact_id
		WHERE old.is_test = 0 AND old.direction = 'outbound' AND old.vapi_call_id IS NOT NULL AND old.result IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)
		UNION ALL
		SELECT ((coalesce(new.dialed_at, new.created_at)) + 60000 * coalesce((SELECT z.offset_min FROM analytics_zone_offsets z WHERE z.from_ms <= (coalesce(new.dialed_at, new.created_at)) ORDER BY z.from_ms DESC LIMIT 1), 0)) / 86400000 AS day, coalesce(new.campaign_id, 0) AS campaign_id, coalesce(k.source, '') AS source, coalesce(k.category, '') AS category, coalesce(((coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 1440 + 4) % 7 * 24 + (coalesce(new.dialed_at, new.created_at) / 60000 + new.callee_utc_offset) / 60 % 24, -1) AS slot, 1 * 1 AS dialled, 1 * (coalesce(new.result, '') IN ('answered')) AS answered, 1 * ((coalesce(new.result, '') IN ('answered')) AND coalesce(new.duration, 0) > 30) AS conversations, 1 * (coalesce(new.result, '') = 'voicemail') AS voicemail, 1 * (coalesce(new.result, '') = 'voicemail left') AS voicemail_left, 1 * (coalesce(new.result, '') = 'no answer') AS no_answer, 1 * (coalesce(new.result, '') = 'busy') AS busy, 1 * (coalesce(new.result, '') = 'failed') AS failed, 1 * (coalesce(new.result, '') = '') AS pending, 1 * (new.demo_scheduled = 1 OR new.demo_cancelled_at IS NOT NULL) AS booked, 1 * (new.demo_scheduled = 1) AS demos, 1 * coalesce(new.cost, 0) AS cost
		FROM (SELECT 1) LEFT JOIN contacts k ON k.id = new.contact_id
		WHERE new.is_test = 0 AND new.direction = 'outbound' AND new.vapi_call_id IS NOT NULL AND new.result IS NOT NULL AND (old.vapi_call_id IS NOT new.vapi_call_id OR old.is_test IS NOT new.is_test OR old.direction IS NOT new.direction OR old.result IS NOT new.result OR old.duration IS NOT new.duration OR old.demo_scheduled IS NOT new.demo_scheduled OR old.demo_cancelled_at IS NOT new.demo_cancelled_at OR old.cost IS NOT new.cost OR old.dialed_at IS NOT new.dialed_at OR old.created_at IS NOT new.created_at OR old.campaign_id IS NOT new.campaign_id OR old.contact_id IS NOT new.contact_id OR old.callee_utc_offset IS NOT new.callee_utc_offset)) x WHERE true
	GROUP BY 1, 2, 3, 4 HAVING sum(x.dialled) <> 0 OR sum(x.answered) <> 0 OR sum(x.conversations) <> 0 OR sum(x.voicemail) <> 0 OR sum(x.voicemail_left) <> 0 OR sum(x.no_answer) <> 0 OR sum(x.busy) <> 0 OR sum(x.failed) <> 0 OR sum(x.pending) <> 0 OR sum(x.booked) <> 0 OR sum(x.demos) <> 0 OR sum(x.cost) <> 0
	ON CONFLICT (campaign_id, day, source, category) DO UPDATE SET dialled = dialled + excluded.dialled, answered = answered + excluded.answered, conversations = conversations + excluded.conversations, voicemail = voicemail + excluded.voicemail, voicemail_left = voicemail_left + excluded.voicemail_left, no_answer = no_answer + excluded.no_answer, busy = busy + excluded.busy, failed = failed + excluded.failed, pending = pending + excluded.pending, booked = booked + excluded.booked, demos = demos + excluded.demos, cost = cost + excluded.cost;
END;
