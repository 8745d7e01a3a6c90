ALTER TABLE "proposals" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "consent_accepted_at" timestamp with time zone;