ALTER TABLE "signal_notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signal_rule_settings" ADD COLUMN "recipients" jsonb DEFAULT '["account-manager", "assigned-admins"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "signal_rule_settings" ADD COLUMN "admin_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;