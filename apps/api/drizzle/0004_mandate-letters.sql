CREATE TABLE "mandate_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signer_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mandate_letters" ADD CONSTRAINT "mandate_letters_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mandate_letters_proposal_unique" ON "mandate_letters" USING btree ("proposal_id");