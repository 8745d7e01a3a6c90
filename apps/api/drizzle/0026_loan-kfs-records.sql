CREATE TABLE "loan_kfs_records" (
	"id" text PRIMARY KEY NOT NULL,
	"lead_id" text NOT NULL,
	"lender_code" text NOT NULL,
	"source" text NOT NULL,
	"terms" jsonb NOT NULL,
	"kfs_version" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_kfs_records" ADD CONSTRAINT "loan_kfs_records_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_kfs_records_lead_idx" ON "loan_kfs_records" USING btree ("lead_id","issued_at");