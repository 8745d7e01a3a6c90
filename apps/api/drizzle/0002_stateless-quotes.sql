-- Quotes become signed tokens (docs/decisions/0011): each proposal keeps the quote it accepted in its own
-- columns. Existing proposals take theirs from the quotes table before it goes; their quote_id keeps the
-- old uuid as text.
ALTER TABLE "proposals" ADD COLUMN "quote_values" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "plan_code" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "sum_insured" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "net_premium" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "gst" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "breakdown" jsonb;--> statement-breakpoint
UPDATE "proposals" SET
	"quote_values" = "quotes"."values",
	"plan_code" = "quotes"."plan_code",
	"sum_insured" = "quotes"."sum_insured",
	"net_premium" = "quotes"."net_premium",
	"gst" = "quotes"."gst",
	"breakdown" = "quotes"."breakdown"
FROM "quotes" WHERE "quotes"."id" = "proposals"."quote_id";--> statement-breakpoint
ALTER TABLE "proposals" ALTER COLUMN "quote_values" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ALTER COLUMN "plan_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ALTER COLUMN "net_premium" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ALTER COLUMN "gst" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ALTER COLUMN "breakdown" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" DROP CONSTRAINT "proposals_quote_id_quotes_id_fk";--> statement-breakpoint
ALTER TABLE "proposals" ALTER COLUMN "quote_id" SET DATA TYPE text;--> statement-breakpoint
DROP TABLE "quotes";
