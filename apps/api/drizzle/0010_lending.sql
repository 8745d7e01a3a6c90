CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_code" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"customer_mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"notice_version" text NOT NULL,
	"channel" text NOT NULL,
	"application_id" text,
	"lead_id" text,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_callbacks" (
	"lender_code" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"application_id" text NOT NULL,
	"lead_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lender_callbacks_lender_code_event_id_pk" PRIMARY KEY("lender_code","event_id")
);
--> statement-breakpoint
CREATE TABLE "lending_leads" (
	"lead_id" text PRIMARY KEY NOT NULL,
	"application_id" text,
	"offer_id" text,
	"deposit" jsonb,
	"kfs_version" text,
	"kfs_acknowledged_at" timestamp with time zone,
	"kfs_acknowledged_channel" text,
	"mandate_signer_name" text,
	"mandate_confirmed_at" timestamp with time zone,
	"lender_reference" text,
	"lender_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_mobile" text NOT NULL,
	"customer_email" text,
	"pan_sealed" text NOT NULL,
	"answers" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"tenure_months" integer NOT NULL,
	"consent_challenge_id" uuid,
	"consent_given_at" timestamp with time zone,
	"offers_asked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"lender_code" text NOT NULL,
	"status" text NOT NULL,
	"arrived" text,
	"terms" jsonb,
	"decline_reason" text,
	"answered_at" timestamp with time zone,
	"not_interested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_leads" ADD CONSTRAINT "lending_leads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_leads" ADD CONSTRAINT "lending_leads_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_leads" ADD CONSTRAINT "lending_leads_offer_id_loan_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."loan_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_application_idx" ON "consents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "consents_mobile_idx" ON "consents" USING btree ("customer_mobile","given_at");--> statement-breakpoint
CREATE INDEX "lender_callbacks_application_idx" ON "lender_callbacks" USING btree ("application_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lending_leads_offer_unique" ON "lending_leads" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "loan_applications_partner_idx" ON "loan_applications" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_offers_application_lender_unique" ON "loan_offers" USING btree ("application_id","lender_code");