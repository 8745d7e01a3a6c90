CREATE TABLE "qr_code_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"tenant_code" text NOT NULL,
	"product_code" text NOT NULL,
	"sum_insured" integer NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sheet_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"activation_code_hash" text NOT NULL,
	"scan_count" integer DEFAULT 0 NOT NULL,
	"proposal_id" uuid,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_code_sheets" ADD CONSTRAINT "qr_code_sheets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_sheet_id_qr_code_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."qr_code_sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_code_sheets_partner_idx" ON "qr_code_sheets" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_token_unique" ON "qr_codes" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_proposal_unique" ON "qr_codes" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "qr_codes_sheet_idx" ON "qr_codes" USING btree ("sheet_id");