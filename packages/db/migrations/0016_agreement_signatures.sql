CREATE TABLE "agreement_signature_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_id" integer,
	"contact_name" text NOT NULL,
	"email_address" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'verstuurd' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"signer_name" text,
	"signer_ip" text,
	"document_hash" text,
	"signed_document_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_signature_requests" ADD CONSTRAINT "agreement_signature_requests_agreement_id_supply_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."supply_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signature_requests" ADD CONSTRAINT "agreement_signature_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signature_requests" ADD CONSTRAINT "agreement_signature_requests_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signature_requests" ADD CONSTRAINT "agreement_signature_requests_signed_document_id_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signature_requests" ADD CONSTRAINT "agreement_signature_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signature_requests_token_hash_index" ON "agreement_signature_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agreement_signature_requests_agreement_id_index" ON "agreement_signature_requests" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "agreement_signature_requests_customer_id_index" ON "agreement_signature_requests" USING btree ("customer_id");