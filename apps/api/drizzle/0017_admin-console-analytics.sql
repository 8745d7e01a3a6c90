CREATE TABLE "tenant_feature_flags" (
	"tenant_code" text NOT NULL,
	"flag" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_feature_flags_tenant_code_flag_pk" PRIMARY KEY("tenant_code","flag")
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"change_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_code" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_by" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"visitor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"page" text,
	"product_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "team_lead_id" uuid;--> statement-breakpoint
ALTER TABLE "tenant_feature_flags" ADD CONSTRAINT "tenant_feature_flags_tenant_code_tenants_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_tenant_code_tenants_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_partners_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_change_id_admin_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."admin_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_tenant_code_tenants_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_requested_by_partners_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_decided_by_partners_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_tenant_idx" ON "admin_audit_log" USING btree ("tenant_code","id");--> statement-breakpoint
CREATE INDEX "admin_changes_tenant_status_idx" ON "admin_changes" USING btree ("tenant_code","status","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_tenant_time_idx" ON "analytics_events" USING btree ("tenant_code","created_at");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_team_lead_id_partners_id_fk" FOREIGN KEY ("team_lead_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partners_team_lead_idx" ON "partners" USING btree ("team_lead_id");