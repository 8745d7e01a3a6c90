CREATE TABLE "credit_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_code" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_mobile" text NOT NULL,
	"pan_sealed" text NOT NULL,
	"challenge_id" uuid,
	"otp_expires_at" timestamp with time zone,
	"consent_id" uuid,
	"report" jsonb,
	"pulled_at" timestamp with time zone,
	"customer_lead_id" text,
	"lead_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_customer_lead_id_leads_id_fk" FOREIGN KEY ("customer_lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_checks_partner_idx" ON "credit_checks" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_checks_mobile_idx" ON "credit_checks" USING btree ("customer_mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_checks_customer_lead_unique" ON "credit_checks" USING btree ("customer_lead_id");