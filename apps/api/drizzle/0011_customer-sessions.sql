CREATE TABLE "customer_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"scope_kind" text NOT NULL,
	"scope_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "otp_sends_mobile_idx";--> statement-breakpoint
DROP INDEX "otp_sends_ip_idx";--> statement-breakpoint
ALTER TABLE "otp_sends" ADD COLUMN "purpose" text DEFAULT 'partner-login' NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_sessions_scope_idx" ON "customer_sessions" USING btree ("scope_kind","scope_id");--> statement-breakpoint
CREATE INDEX "otp_sends_purpose_mobile_idx" ON "otp_sends" USING btree ("purpose","mobile","created_at");--> statement-breakpoint
CREATE INDEX "otp_sends_purpose_ip_idx" ON "otp_sends" USING btree ("purpose","ip","created_at");--> statement-breakpoint
UPDATE "otp_challenges" SET "purpose" = 'partner-login' WHERE "purpose" = 'PARTNER_LOGIN';