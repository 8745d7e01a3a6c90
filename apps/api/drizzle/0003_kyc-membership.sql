CREATE SEQUENCE "public"."membership_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "kyc_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"insurer_code" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"redirect_url" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"verified_name" text,
	"verified_dob" text,
	"pan_masked" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_kyc_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_dob" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"verified_dob" text,
	"pan_masked" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "membership_id" text DEFAULT 'MBR' || lpad(nextval('membership_id_seq')::text, 9, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_verifications_proposal_idx" ON "kyc_verifications" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_verifications_one_pending" ON "kyc_verifications" USING btree ("proposal_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "policies_membership_unique" ON "policies" USING btree ("membership_id");