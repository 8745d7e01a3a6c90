CREATE TABLE "life_application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"event" text NOT NULL,
	"insurer_event_id" text,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"plan_type" text NOT NULL,
	"step" text,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"chosen" jsonb,
	"lead_id" text,
	"insurer_code" text,
	"insurer_reference" text,
	"policy_number" text,
	"issued_at" timestamp with time zone,
	"free_look_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "life_application_events" ADD CONSTRAINT "life_application_events_application_id_life_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."life_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_applications" ADD CONSTRAINT "life_applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_applications" ADD CONSTRAINT "life_applications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "life_application_events_application_idx" ON "life_application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "life_application_events_insurer_event_unique" ON "life_application_events" USING btree ("application_id","insurer_event_id") WHERE insurer_event_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "life_applications_partner_created_idx" ON "life_applications" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "life_applications_lead_unique" ON "life_applications" USING btree ("lead_id") WHERE lead_id IS NOT NULL;