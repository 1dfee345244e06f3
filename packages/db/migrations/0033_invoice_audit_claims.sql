ALTER TABLE "invoice_audits" ADD COLUMN "claim_status" text;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD COLUMN "claim_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD COLUMN "claimed_by_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD COLUMN "claim_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD COLUMN "claim_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD COLUMN "claim_document_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD COLUMN "credit_note_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD COLUMN "recovered_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD CONSTRAINT "invoice_audits_claimed_by_id_users_id_fk" FOREIGN KEY ("claimed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD CONSTRAINT "invoice_audits_claim_document_id_documents_id_fk" FOREIGN KEY ("claim_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_audits" ADD CONSTRAINT "invoice_audits_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;