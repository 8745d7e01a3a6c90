ALTER TABLE "lead_status_history" ADD COLUMN "note_key" text;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "note_values" jsonb;--> statement-breakpoint
ALTER TABLE "life_application_events" ADD COLUMN "note_key" text;--> statement-breakpoint
ALTER TABLE "life_application_events" ADD COLUMN "note_values" jsonb;--> statement-breakpoint
-- Decision 0278: the notes written before this migration as English sentences get their key and values, so
-- every reader sees them in his language; the stored sentence stays as it was. A text that is no sentence of
-- the portal's (a partner's own words) keeps no key and is shown as typed.
UPDATE "lead_status_history" AS h SET "note_key" = v.key FROM (VALUES
  ('Left on the partner''s public page', 'leftOnPublicPage'),
  ('Link sent by SMS', 'linkSentBySms'),
  ('Link shared with the customer', 'linkShared'),
  ('Link shared by WhatsApp', 'linkSharedBy.whatsapp'),
  ('Link shared by copied link', 'linkSharedBy.copied-link'),
  ('Link shared by the phone’s share menu', 'linkSharedBy.share-menu'),
  ('Customer''s link made', 'customerLinkMade'),
  ('Customer confirmed from the link', 'customerConfirmed'),
  ('Credit score link shared with the customer', 'creditScoreLinkShared'),
  ('Customer consented by OTP', 'customerConsented'),
  ('Lenders’ offers are in', 'offersIn'),
  ('No lender made an offer', 'noOffers'),
  ('Quote shared with the customer', 'quoteShared'),
  ('Quote shared again', 'quoteSharedAgain'),
  ('Life proposal sent to the insurer', 'lifeProposalSent'),
  ('Returned by the customer in its free-look period', 'returnedInFreeLook'),
  ('Insurer: medical scheduled', 'insurerEvent.MEDICAL_SCHEDULED'),
  ('Insurer: underwriting', 'insurerEvent.UNDERWRITING'),
  ('Insurer: issued', 'insurerEvent.ISSUED'),
  ('Insurer: declined', 'insurerEvent.DECLINED'),
  ('Customer journey: offer', 'customerJourney.offer'),
  ('Customer journey: apply', 'customerJourney.apply'),
  ('Customer journey: disbursement-success', 'customerJourney.disbursement-success'),
  ('Customer journey: disbursement-reject', 'customerJourney.disbursement-reject')
) AS v(note, key) WHERE h."note" = v.note AND h."note_key" IS NULL;--> statement-breakpoint
UPDATE "lead_status_history" SET "note_key" = 'offerChosen', "note_values" = jsonb_build_object('lender', substring("note" from '^Offer of (.+) chosen$'))
  WHERE "note_key" IS NULL AND "to_status" = 'OFFER_SELECTED' AND "note" ~ '^Offer of .+ chosen$';--> statement-breakpoint
UPDATE "lead_status_history" SET "note_key" = 'madeFromCreditReport', "note_values" = jsonb_build_object('reference', substring("note" from '^Made from credit report (.+)$'))
  WHERE "note_key" IS NULL AND "note" ~ '^Made from credit report .+$';--> statement-breakpoint
UPDATE "lead_status_history" SET "note_key" = 'depositBookingLink', "note_values" = jsonb_build_object('bank', substring("note" from '^Booking link for a (.+) deposit$'))
  WHERE "note_key" IS NULL AND "note" ~ '^Booking link for a .+ deposit$';--> statement-breakpoint
UPDATE "lead_status_history"
  SET "note_key" = 'lenderStatus.' || substring("note" from ': ([A-Z_]+)$'), "note_values" = jsonb_build_object('lender', substring("note" from '^(.+): [A-Z_]+$'))
  WHERE "note_key" IS NULL AND "actor" = 'lender' AND "note" ~ '^.+: (SUBMITTED|IN_REVIEW|APPROVED|DISBURSED|REJECTED)$';--> statement-breakpoint
UPDATE "life_application_events"
  SET "note_key" = 'lifeProposalReference',
    "note_values" = jsonb_build_object('insurer', substring("note" from '^(.+), reference .+$'), 'reference', substring("note" from ', reference ([^,]+)$'))
  WHERE "note_key" IS NULL AND "event" = 'PROPOSAL_SUBMITTED' AND "insurer_event_id" IS NULL AND "note" ~ '^.+, reference [^,]+$';
