CREATE TABLE "lead_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_code" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_mobile" text NOT NULL,
	"customer_email" text,
	"pan_hash" text,
	"pan_masked" text,
	"status" text NOT NULL,
	"amount" bigint,
	"external_lead_id" text,
	"aggregator_id" text,
	"offers" jsonb,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reference_id" text,
	"policy_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_status_history_lead_idx" ON "lead_status_history" USING btree ("lead_id","id");--> statement-breakpoint
CREATE INDEX "leads_partner_created_idx" ON "leads" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_partner_status_created_idx" ON "leads" USING btree ("partner_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_tenant_created_idx" ON "leads" USING btree ("tenant_code","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_tenant_status_created_idx" ON "leads" USING btree ("tenant_code","status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_tenant_product_created_idx" ON "leads" USING btree ("tenant_code","product_code","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_tenant_mobile_idx" ON "leads" USING btree ("tenant_code","customer_mobile");--> statement-breakpoint
CREATE INDEX "leads_tenant_name_idx" ON "leads" USING btree ("tenant_code",lower("customer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_tenant_pan_idx" ON "leads" USING btree ("tenant_code","pan_hash") WHERE pan_hash IS NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_aggregator_idx" ON "leads" USING btree ("aggregator_id") WHERE aggregator_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_partner_external_unique" ON "leads" USING btree ("partner_id","external_lead_id") WHERE external_lead_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_reference_unique" ON "leads" USING btree ("reference_id") WHERE reference_id IS NOT NULL;--> statement-breakpoint
-- Insurance sales are leads (decision 0070): every proposal made before this migration gets its lead, so
-- the partner's list shows past work too. Its id is derived from the proposal's (LD + 12 hex digits, which
-- fit the lead id's letters and digits); its customer is the insured as the proposal holds them.
INSERT INTO "leads" ("id", "tenant_code", "partner_id", "product_code", "customer_name", "customer_mobile", "customer_email",
	"status", "amount", "reference_id", "policy_number", "details", "created_at", "updated_at")
SELECT
	'LD' || upper(substr(md5(p."id"::text), 1, 12)),
	p."tenant_code",
	p."partner_id",
	p."product_code",
	CASE WHEN coalesce(trim(p."values"->>'firstName'), '') <> ''
		THEN concat_ws(' ', nullif(trim(p."values"->>'title'), ''), trim(p."values"->>'firstName'), nullif(trim(p."values"->>'lastName'), ''))
		ELSE coalesce(nullif(trim(p."values"->>'fullName'), ''), nullif(trim(p."values"->>'name'), ''), nullif(trim(p."values"->>'leadName'), ''), 'Customer')
	END,
	regexp_replace(coalesce(p."values"->>'mobile', ''), '[^0-9]', '', 'g'),
	nullif(trim(p."values"->>'email'), ''),
	CASE
		WHEN pol."id" IS NOT NULL OR p."status" = 'PAID' THEN 'POLICY_ISSUED'
		WHEN p."status" = 'PAYMENT_FAILED' THEN 'PAYMENT_FAILED'
		WHEN p."status" = 'PAYMENT_PENDING' THEN 'PAYMENT_PENDING'
		ELSE 'PROPOSAL_DRAFT'
	END,
	p."total_premium",
	p."reference_id",
	pol."policy_number",
	'{}'::jsonb,
	p."created_at",
	greatest(p."updated_at", coalesce(pol."issued_at", p."updated_at"))
FROM "proposals" p
LEFT JOIN "policies" pol ON pol."proposal_id" = p."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "lead_status_history" ("lead_id", "from_status", "to_status", "actor", "note", "created_at")
SELECT l."id", NULL, l."status", 'system', 'Recorded from the sale made before leads existed', l."updated_at"
FROM "leads" l
WHERE l."reference_id" IS NOT NULL;
