import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyDocumentPath } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { pdfTexts, systemCodesInPdf } from '../../test-pdf-text';
import { proposals } from '../../db/schema/sales-schema';
import { createReviewedProposal } from '../sales/sales-test-fixtures';
import { issuePolicyOnce } from './policies-repository';
import { policies } from '../../db/schema/policies-schema';

/** Decision 0172: the certificate a customer keeps says who insures what, for how much, for whom, until when, and how to claim. */
describe('the certificate of insurance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function certificateOf(productCode: string, tenant: 'mintpro' | 'sahyadri' = 'mintpro') {
    const seller = await signInPartner(t.db, { tenant });
    const proposal = await createReviewedProposal(t.app, seller.cookie, productCode);
    const [row] = await t.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.referenceId, proposal.referenceId));
    await issuePolicyOnce(t.db, { id: row!.id, productCode }, new Date('2026-11-20T06:00:00Z'));
    const [policy] = await t.db.select().from(policies).where(eq(policies.proposalId, row!.id));
    const response = await t.app.inject({ method: 'GET', url: policyDocumentPath(policy!.policyNumber), headers: { cookie: seller.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(systemCodesInPdf(response.rawPayload)).toEqual([]);
    return { policy: policy!, texts: pdfTexts(response.rawPayload).map((piece) => piece.text) };
  }

  it.each([
    ['group-personal-accident', 'mintpro', ['Accidental death', 'Rs 10,00,000', 'Permanent total disability', 'Permanent partial disability']],
    ['group-personal-accident', 'sahyadri', ['Accidental death', 'Rs 10,00,000', 'Permanent total disability']],
    ['personal-accident', 'mintpro', ['Accidental death', 'Rs 5,00,000']],
  ] as const)(
    '%s (%s) names the insurer, covers and sums insured, nominee, membership id, period, free look and claims contact',
    async (productCode, tenant, covers) => {
      const { policy, texts } = await certificateOf(productCode, tenant);
      const text = texts.join('\n');
      expect(texts).toContain('Kavach General Insurance');
      expect(texts).toContain(policy.membershipId);
      expect(texts).toContain('Covers and sums insured');
      for (const cover of covers) expect(texts).toContain(cover);
      // The bank's group plan covers no partial disability.
      if (tenant === 'sahyadri') expect(texts).not.toContain('Permanent partial disability');
      // The sample nominee (common-proposer's sampleNominee) is the proposer's husband.
      expect(texts).toContain('Nominee');
      expect(text).toMatch(/\(husband\)/);
      expect(texts).toContain('20/11/2026 to 19/11/2027 (both days inclusive)');
      expect(texts).toContain('Free-look period');
      expect(text).toContain('30 days from receiving this policy, until 20/12/2026');
      expect(texts).toContain('To make a claim');
      expect(text).toContain('1800 266 4040');
      expect(text).toContain('claims@kavach-general.example');
    },
  );

  it('says a general insurance policy has no free look, and keeps the plan’s covers under its sum insured', async () => {
    const { texts } = await certificateOf('roadside-assistance');
    const text = texts.join('\n');
    expect(text).toContain('None: this general insurance policy is cancelled under its own terms.');
    expect(texts).toContain('Towing to the nearest garage');
    expect(texts).toContain('As in the policy schedule');
    expect(texts).not.toContain('Nominee');
  });
});
