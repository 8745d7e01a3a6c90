import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycMessages, type KycInitiation, type Proposal } from '@portal/domain';
import { runDueJobs } from '../../jobs/job-queue';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { createReviewedProposal } from '../sales/sales-test-fixtures';
import { KYC_TIMEOUT_MS } from './kyc-service';

/** The KYC poll job: a verification progresses with nobody on the review page, and a silent registry ends in FAILED. */
describe('the KYC poll job', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signInPartner(t.db, { authorisedProducts: ['shop'] })).cookie;
  });
  afterAll(async () => t.close());

  /** A reviewed shop proposal whose customer submitted the sandbox KYC page with this PAN (nobody polls). */
  async function kycSubmittedWith(pan: string) {
    const proposal = await createReviewedProposal(t.app, cookie, 'shop');
    const url = `/api/kyc/initiate/configurator?${new URLSearchParams({ isThinLayer: 'true', referenceId: proposal.referenceId, insurerCode: 'KAVACH_GENERAL' })}`;
    const started = (await t.app.inject({ method: 'POST', url, headers: { cookie } })).json<KycInitiation>();
    const pagePath = new URL(started.redirectUrl, 'http://api.test').pathname;
    const page = await t.app.inject({ method: 'GET', url: pagePath });
    const dob = /id="dob" name="dob" value="([^"]*)"/.exec(page.body)?.[1] ?? '';
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${pagePath}/submit`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ pan, dob }).toString(),
    });
    expect(submitted.statusCode, submitted.body).toBe(303);
    return proposal;
  }
  const kycStatusOf = async (referenceId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/shop/proposals/${referenceId}`, headers: { cookie } })).json<Proposal>().kycStatus;
  const runJobsAt = (msFromNow: number) => runDueJobs(t.db, t.app.jobHandlers, new Date(Date.now() + msFromNow));

  it('stores the registry’s answer without the browser asking', async () => {
    const proposal = await kycSubmittedWith('ABCDE1234F');
    expect(await kycStatusOf(proposal.referenceId)).toBe('PENDING');
    await runJobsAt(31_000);
    expect(await kycStatusOf(proposal.referenceId)).toBe('VERIFIED');
  });

  it('keeps asking while the registry is silent, and closes the verification as FAILED after 24 hours', async () => {
    const proposal = await kycSubmittedWith('ABCDE9999F');
    await runJobsAt(31_000);
    expect(await kycStatusOf(proposal.referenceId)).toBe('PENDING');
    await runJobsAt(KYC_TIMEOUT_MS + 60_000);
    expect(await kycStatusOf(proposal.referenceId)).toBe('FAILED');
    const poll = await t.app.inject({ method: 'GET', url: `/api/kyc/poll?referenceId=${proposal.referenceId}`, headers: { cookie } });
    expect(poll.json()).toMatchObject({ status: 'FAILED', failureReason: kycMessages.timedOut });
  });
});
