CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_code" text,
	"partner_id" uuid,
	"channel" text NOT NULL,
	"template" text NOT NULL,
	"product_code" text,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text,
	"variables" jsonb,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"job_id" uuid,
	"expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"dead_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_dead_idx" ON "notifications" USING btree ("tenant_code","dead_at") WHERE status = 'DEAD';