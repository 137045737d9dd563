DROP INDEX `campaigns_name_idx`;--> statement-breakpoint
DROP INDEX `contacts_business_name_idx`;--> statement-breakpoint
ALTER TABLE `contacts` ADD `call_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `contacts` ADD `last_call_id` integer;--> statement-breakpoint
ALTER TABLE `contacts` ADD `last_call_status` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `last_call_result` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `last_call_at` integer;--> statement-breakpoint
ALTER TABLE `calls` ADD `contact_name` text;--> statement-breakpoint
ALTER TABLE `calls` ADD `contact_phone` text;--> statement-breakpoint
ALTER TABLE `calls` ADD `contact_address` text;--> statement-breakpoint
ALTER TABLE `calls` ADD `campaign_name` text;--> statement-breakpoint
CREATE INDEX `calls_contact_name_idx` ON `calls` (`contact_name`,`contact_id`);--> statement-breakpoint
CREATE INDEX `calls_campaign_name_idx` ON `calls` (`campaign_name`,`campaign_id`);--> statement-breakpoint
-- Hand-written below (no CASE inside a trigger: wrangler's statement splitter takes its END for the trigger's). Pages read their rows alone (issue 20: rows read per poll within 2x the rows
-- returned): calls carry what Call History shows of their contact and campaign, contacts carry their
-- call count and latest call, each kept by the triggers below (listed in db/schema/triggers.ts).
-- The contacts version no longer moves when only those call stats change: readers that show them
-- (the contacts list) carry the calls version in their ETag, and the facets do not need them.
DROP TRIGGER `contacts_version_au`;--> statement-breakpoint
CREATE TRIGGER `contacts_version_au` AFTER UPDATE OF id, business_name, phone, address, category, source, status, scrape_job_id, place_type, place_type_label, created_at, updated_at ON `contacts` BEGIN
	UPDATE data_versions SET version = version + 1 WHERE name = 'contacts';
END;--> statement-breakpoint
UPDATE `calls` SET (contact_name, contact_phone, contact_address) = (SELECT c.business_name, c.phone, c.address FROM contacts c WHERE c.id = calls.contact_id) WHERE contact_id IS NOT NULL;--> statement-breakpoint
UPDATE `calls` SET campaign_name = (SELECT p.name FROM campaigns p WHERE p.id = calls.campaign_id) WHERE campaign_id IS NOT NULL;--> statement-breakpoint
UPDATE `contacts` SET call_count = (SELECT count(*) FROM calls k WHERE k.contact_id = contacts.id),
	(last_call_id, last_call_status, last_call_result, last_call_at) = (SELECT k.id, k.status, k.result, k.created_at FROM calls k WHERE k.contact_id = contacts.id ORDER BY k.id DESC LIMIT 1)
	WHERE id IN (SELECT contact_id FROM calls WHERE contact_id IS NOT NULL);--> statement-breakpoint
CREATE TRIGGER `calls_names_ai` AFTER INSERT ON `calls` WHEN new.contact_id IS NOT NULL OR new.campaign_id IS NOT NULL BEGIN
	UPDATE calls SET (contact_name, contact_phone, contact_address) = (SELECT c.business_name, c.phone, c.address FROM contacts c WHERE c.id = new.contact_id),
		campaign_name = (SELECT p.name FROM campaigns p WHERE p.id = new.campaign_id)
	WHERE id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `calls_names_au` AFTER UPDATE OF contact_id, campaign_id ON `calls`
WHEN old.contact_id IS NOT new.contact_id OR old.campaign_id IS NOT new.campaign_id BEGIN
	UPDATE calls SET (contact_name, contact_phone, contact_address) = (SELECT c.business_name, c.phone, c.address FROM contacts c WHERE c.id = new.contact_id),
		campaign_name = (SELECT p.name FROM campaigns p WHERE p.id = new.campaign_id)
	WHERE id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `contacts_call_names_au` AFTER UPDATE OF business_name, phone, address ON `contacts`
WHEN old.business_name IS NOT new.business_name OR old.phone IS NOT new.phone OR old.address IS NOT new.address BEGIN
	UPDATE calls SET contact_name = new.business_name, contact_phone = new.phone, contact_address = new.address WHERE contact_id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `contacts_call_names_ad` AFTER DELETE ON `contacts` BEGIN
	UPDATE calls SET contact_name = NULL, contact_phone = NULL, contact_address = NULL WHERE contact_id = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `campaigns_call_names_au` AFTER UPDATE OF name ON `campaigns` WHEN old.name IS NOT new.name BEGIN
	UPDATE calls SET campaign_name = new.name WHERE campaign_id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `campaigns_call_names_ad` AFTER DELETE ON `campaigns` BEGIN
	UPDATE calls SET campaign_name = NULL WHERE campaign_id = old.id;
END;--> statement-breakpoint
CREATE TRIGGER `calls_contact_stats_ai` AFTER INSERT ON `calls` WHEN new.contact_id IS NOT NULL BEGIN
	UPDATE contacts SET call_count = call_count + 1,
		last_call_status = iif(coalesce(last_call_id, 0) < new.id, new.status, last_call_status),
		last_call_result = iif(coalesce(last_call_id, 0) < new.id, new.result, last_call_result),
		last_call_at = iif(coalesce(last_call_id, 0) < new.id, new.created_at, last_call_at),
		last_call_id = max(coalesce(last_call_id, 0), new.id)
	WHERE id = new.contact_id;
END;--> statement-breakpoint
CREATE TRIGGER `calls_contact_stats_au` AFTER UPDATE OF status, result, created_at ON `calls`
WHEN new.contact_id IS NOT NULL AND old.contact_id IS new.contact_id
	AND (old.status IS NOT new.status OR old.result IS NOT new.result OR old.created_at IS NOT new.created_at) BEGIN
	UPDATE contacts SET last_call_status = new.status, last_call_result = new.result, last_call_at = new.created_at
	WHERE id = new.contact_id AND last_call_id = new.id;
END;--> statement-breakpoint
CREATE TRIGGER `calls_contact_stats_moved_au` AFTER UPDATE OF contact_id ON `calls` WHEN old.contact_id IS NOT new.contact_id BEGIN
	UPDATE contacts SET call_count = (SELECT count(*) FROM calls k WHERE k.contact_id = contacts.id),
		(last_call_id, last_call_status, last_call_result, last_call_at) = (SELECT k.id, k.status, k.result, k.created_at FROM calls k WHERE k.contact_id = contacts.id ORDER BY k.id DESC LIMIT 1)
	WHERE id IN (old.contact_id, new.contact_id);
END;--> statement-breakpoint
CREATE TRIGGER `calls_contact_stats_ad` AFTER DELETE ON `calls` WHEN old.contact_id IS NOT NULL BEGIN
	UPDATE contacts SET call_count = (SELECT count(*) FROM calls k WHERE k.contact_id = contacts.id),
		(last_call_id, last_call_status, last_call_result, last_call_at) = (SELECT k.id, k.status, k.result, k.created_at FROM calls k WHERE k.contact_id = contacts.id ORDER BY k.id DESC LIMIT 1)
	WHERE id = old.contact_id;
END;
