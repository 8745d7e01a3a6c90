CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_code" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"reference" text NOT NULL,
	"product_code" text NOT NULL,
	"sale_amount" bigint NOT NULL,
	"base" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'ACCRUED' NOT NULL,
	"accrued_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversal_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_source_unique" ON "payouts" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "payouts_partner_accrued_idx" ON "payouts" USING btree ("partner_id","accrued_at");--> statement-breakpoint
CREATE INDEX "payouts_tenant_accrued_idx" ON "payouts" USING btree ("tenant_code","accrued_at");--> statement-breakpoint
CREATE INDEX "payouts_partner_reversed_idx" ON "payouts" USING btree ("partner_id","reversed_at") WHERE reversed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payouts_tenant_reversed_idx" ON "payouts" USING btree ("tenant_code","reversed_at") WHERE reversed_at IS NOT NULL;