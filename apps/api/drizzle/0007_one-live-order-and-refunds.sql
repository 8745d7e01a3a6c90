CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"gateway_refund_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_refunds" ADD CONSTRAINT "sandbox_gateway_refunds_order_id_sandbox_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_gateway_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_payment_unique" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_refunds_order_unique" ON "sandbox_gateway_refunds" USING btree ("order_id");--> statement-breakpoint
-- Before the one-live-order index: a proposal's older live orders are set aside (their gateway orders may
-- still be paid, and such a capture is refunded when the proposal is paid already; decision 0049).
UPDATE "payments" AS older SET "status" = 'SUPERSEDED', "updated_at" = now()
WHERE older."status" = 'CREATED' AND EXISTS (
	SELECT 1 FROM "payments" AS newer
	WHERE newer."proposal_id" = older."proposal_id" AND newer."status" = 'CREATED'
		AND (newer."created_at", newer."id") > (older."created_at", older."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_proposal" ON "payments" USING btree ("proposal_id") WHERE status = 'CREATED';