-- A campaign's completed_calls counts its contacts whose calling is finished (done or skipped), and
-- demo_scheduled its calls with a demo booked. Triggers keep both right from every path (the cron tick,
-- do-not-call, webhooks, the calendar), so lists read them from the campaign row.
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
CREATE TRIGGER `calls_campaign_demo_au` AFTER UPDATE OF demo_scheduled ON `calls`
WHEN new.campaign_id IS NOT NULL AND old.demo_scheduled <> new.demo_scheduled BEGIN
	UPDATE campaigns
	SET demo_scheduled = max(0, demo_scheduled + (CASE WHEN new.demo_scheduled = 1 THEN 1 ELSE -1 END))
	WHERE id = new.campaign_id;
END;
