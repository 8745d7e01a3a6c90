CREATE TABLE "free_look_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"total_premium" integer NOT NULL,
	"risk_premium" integer NOT NULL,
	"days_on_cover" integer NOT NULL,
	"stamp_duty" integer NOT NULL,
	"medical_costs" integer NOT NULL,
	"refund_amount" integer NOT NULL,
	"refund_status" text DEFAULT 'PENDING' NOT NULL,
	"gateway_refund_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "free_look_cancellations" ADD CONSTRAINT "free_look_cancellations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_look_cancellations" ADD CONSTRAINT "free_look_cancellations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_look_cancellations" ADD CONSTRAINT "free_look_cancellations_requested_by_partners_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_look_cancellations_policy_unique" ON "free_look_cancellations" USING btree ("policy_id");