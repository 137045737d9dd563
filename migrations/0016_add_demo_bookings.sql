ALTER TABLE `calls` ADD `demo_bookings` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Demos stored before demo times were range-checked (issue 19): one without a time, or outside 2000-2199,
-- broke the calendar feed or hid from every screen. Each becomes a follow-up the operator sees.
UPDATE `calls` SET `demo_scheduled` = 0,
  `summary` = 'Agreed to a demo, time unclear: call back.' || coalesce(' ' || `summary`, '')
WHERE `demo_scheduled` = 1 AND (`demo_date` IS NULL OR `demo_date` < 946684800000 OR `demo_date` >= 7258118400000);
