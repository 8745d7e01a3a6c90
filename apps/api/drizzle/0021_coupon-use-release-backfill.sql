-- Coupon uses taken before their release job existed (decision 0090, amended) have none, so they would be
-- held until their proposal is saved again. Each use of a proposal not yet paid that has no release job still
-- to run gets one, due 7 days after the draft's last save (or the use, if later: the job's own rule), or at
-- once when that is past; the job then decides, as for any other use. A paid proposal's use is final. Run
-- again, it queues nothing: every such use then has its job.
INSERT INTO "jobs" ("kind", "payload", "run_at")
SELECT 'coupon-use-release', jsonb_build_object('proposalId', u."proposal_id"::text),
	GREATEST(GREATEST(p."updated_at", u."created_at") + interval '7 days', now())
FROM "coupon_uses" AS u
JOIN "proposals" AS p ON p."id" = u."proposal_id"
WHERE p."status" <> 'PAID' AND NOT EXISTS (
	SELECT 1 FROM "jobs" AS j
	WHERE j."kind" = 'coupon-use-release' AND j."completed_at" IS NULL AND j."payload"->>'proposalId' = u."proposal_id"::text
);
