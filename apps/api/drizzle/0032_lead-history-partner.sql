-- The partner who made a lead's move (decision 0306): the owner, his team lead or an admin may each move a lead, and
-- the page says "by you" only to the one who did.
ALTER TABLE "lead_status_history" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A lead's first row by a partner was always its owner's (the lead is made in his name). Later moves of old rows may
-- have been anyone's who could see the lead: they stay unnamed rather than be guessed.
UPDATE "lead_status_history" AS h SET "partner_id" = l."partner_id" FROM "leads" AS l
WHERE h."lead_id" = l."id" AND h."actor" = 'partner' AND h."from_status" IS NULL;
