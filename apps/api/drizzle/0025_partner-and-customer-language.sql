ALTER TABLE "partners" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "customer_language" text DEFAULT 'en-IN' NOT NULL;