-- Contact search: an FTS5 trigram index over the searchable columns gives case-insensitive substring
-- matches (3+ characters) without scanning the table. External content: the index stores no copy.
CREATE VIRTUAL TABLE `contacts_fts` USING fts5(
	business_name, phone, address, category,
	content='contacts', content_rowid='id', tokenize='trigram'
);
--> statement-breakpoint
CREATE TRIGGER `contacts_fts_ai` AFTER INSERT ON `contacts` BEGIN
	INSERT INTO contacts_fts(rowid, business_name, phone, address, category)
	VALUES (new.id, new.business_name, new.phone, new.address, new.category);
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_fts_ad` AFTER DELETE ON `contacts` BEGIN
	INSERT INTO contacts_fts(contacts_fts, rowid, business_name, phone, address, category)
	VALUES ('delete', old.id, old.business_name, old.phone, old.address, old.category);
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_fts_au` AFTER UPDATE OF business_name, phone, address, category ON `contacts` BEGIN
	INSERT INTO contacts_fts(contacts_fts, rowid, business_name, phone, address, category)
	VALUES ('delete', old.id, old.business_name, old.phone, old.address, old.category);
	INSERT INTO contacts_fts(rowid, business_name, phone, address, category)
	VALUES (new.id, new.business_name, new.phone, new.address, new.category);
END;
--> statement-breakpoint
-- Version counters: every write bumps its table's version (ETags for polled lists are one point read)
-- and inserts/deletes keep the row count (unfiltered totals are one point read).
INSERT INTO `data_versions` (`name`, `version`, `row_count`) VALUES
	('contacts', 0, 0), ('calls', 0, 0), ('campaigns', 0, 0), ('settings', 0, 0), ('scraping_jobs', 0, 0);
--> statement-breakpoint
CREATE TRIGGER `contacts_version_ai` AFTER INSERT ON `contacts` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count + 1 WHERE name = 'contacts';
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_version_au` AFTER UPDATE ON `contacts` BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'contacts';
END;
--> statement-breakpoint
CREATE TRIGGER `contacts_version_ad` AFTER DELETE ON `contacts` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count - 1 WHERE name = 'contacts';
END;
--> statement-breakpoint
CREATE TRIGGER `calls_version_ai` AFTER INSERT ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count + 1 WHERE name = 'calls';
END;
--> statement-breakpoint
CREATE TRIGGER `calls_version_au` AFTER UPDATE ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'calls';
END;
--> statement-breakpoint
CREATE TRIGGER `calls_version_ad` AFTER DELETE ON `calls` BEGIN
	UPDATE data_versions SET version = version + 1, row_count = row_count - 1 WHERE name = 'calls';
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
