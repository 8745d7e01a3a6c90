import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import {
  allCustomerLoanSteps,
  customerLoanRouteId,
  DEFAULT_BRAND_NAME,
  findLatinWords,
  type CustomerJourney,
  type CustomerLoanStep,
  type Language,
} from '@portal/domain';
import { enIN } from '@portal/domain/messages/en-IN';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { mockApi, renderAt } from '../../app/test-helpers';
import { wordsOnPage } from '../../test/words-on-page';
import { CustomerLoanPage } from './customer-loan-page';
import { fixtureKfs, journeyAt, loanUrl } from './customer-loan-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pages = { 'customer-loan-step': CustomerLoanPage };
const leadId = journeyAt('offer').leadId;
const journeyPath = `/api/products/personal-loan/customer/yes/leads/${leadId}/journey`;
const signedIn = { signedIn: true, session: { scope: { kind: 'lead', id: leadId }, productCode: 'personal-loan', idleExpiresAt: '', expiresAt: '' } };

const mandate = {
  maxAmount: fixtureKfs.lastInstalment,
  frequency: 'MNTH' as const,
  firstDebitDate: fixtureKfs.schedule[0]!.dueDate,
  lastDebitDate: fixtureKfs.schedule.at(-1)!.dueDate,
  debits: 24,
  bankName: 'HDFC Bank',
  accountMasked: 'XXXXXX4321',
  lenderName: 'YES Bank',
  umrn: 'SBXN7021911230001234',
};

/** Each step with everything its screen can show: the mandate, the money paid, the bank, the sanction. */
function fullJourneyAt(step: CustomerLoanStep): CustomerJourney {
  return journeyAt(step, {
    mandate,
    disbursement: { amount: fixtureKfs.netDisbursed, utr: 'SBXU52026112301', disbursedAt: '2026-11-27T08:00:00.000Z' },
    limits: { minAmount: 10_000_000, maxAmount: 30_000_000, minTenureMonths: 12, maxTenureMonths: 36 },
    facts: { bankName: 'HDFC Bank', accountLast4: '4321', mandateResponse: 'signed-response-1', livelinessWidgetToken: 'wt-1' },
  });
}

/**
 * Names that are data, not the page's words: the lender, the brand (and its logo's initial), the partner, the
 * bank, the grievance officer, the masked account and the references; each language's own name.
 */
const { grievance } = fixtureKfs;
const names = [
  DEFAULT_BRAND_NAME,
  'YES Bank',
  'Mint Pro',
  'Ravi Kumar',
  'HDFC Bank',
  'XXXXXX4321',
  mandate.umrn,
  'SBXU52026112301',
  grievance.name,
  grievance.phone,
  'English',
].sort((a, b) => b.length - a.length);

async function expectNoLatinWords(language: Language, step: string) {
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.querySelector('.status-message[role="status"]')).toBeNull());
  // Names and references are taken out whole (a reference like SBXU52026112301 is no word either).
  const words = names.reduce((text, name) => text.split(name).join(' '), wordsOnPage());
  // The brand logo's initial ('M') is a word of its own, allowed whole.
  expect(findLatinWords(words, [...names, 'M']), `${language} ${step}`).toEqual([]);
}

describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('the customer loan journey in %s', (language, catalogue) => {
  // Every step's screen (the steps the page answers itself stay on their words: the answer is held back).
  it.each(allCustomerLoanSteps.filter((step) => step !== 'login-otp' && step !== 'kyc-callback'))(
    '%s has no Latin-script word outside the allowed list',
    async (step) => {
      mockApi({
        'GET /api/session/status': () => [200, { signedIn: false }],
        'GET /api/customer-sessions/status': () => [200, signedIn],
        [`GET ${journeyPath}`]: () => [200, fullJourneyAt(step)],
      });
      await i18next.changeLanguage(language);
      renderAt(loanUrl(step), pages);
      await expectNoLatinWords(language, step);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe((catalogue.routes as Record<string, string>)[customerLoanRouteId(step)]);
    },
  );

  it('login-otp from the link: the OTP sent, a refused code and the tries left, all in the language', async () => {
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: false }],
      'GET /api/customer-sessions/status': () => [200, { signedIn: false }],
      'POST /api/customer-sessions/lead/otp': () => [200, { challengeId: 'c-1', mobileEnding: '3210', expiresInSeconds: 300, resendAfterSeconds: 30 }],
      // The API answers in the page's language (Accept-Language); a message that does not count the tries.
      'POST /api/customer-sessions/lead': () => [
        400,
        { error: { code: 'VALIDATION', message: catalogue.loanErrors.otpExpired, fields: { otp: catalogue.loanErrors.otpExpired }, triesLeft: 2 } },
      ],
    });
    await i18next.changeLanguage(language);
    renderAt(loanUrl('login-otp', '?token=tok-1'), pages);
    expect(await screen.findByText('******3210')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(catalogue.customerLoan.otp.label), '111111');
    await userEvent.click(screen.getByRole('button', { name: catalogue.customerLoan.otp.verify }));
    expect(await screen.findByText(i18next.t('customerLoan.otp.triesLeft', { count: 2 }))).toBeTruthy();
    await expectNoLatinWords(language, 'login-otp');
  });

  it('bank-details says the schema’s messages in the language, before sending', async () => {
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: false }],
      'GET /api/customer-sessions/status': () => [200, signedIn],
      [`GET ${journeyPath}`]: () => [200, journeyAt('bank-details')],
    });
    await i18next.changeLanguage(language);
    renderAt(loanUrl('bank-details'), pages);
    await userEvent.click(await screen.findByRole('button', { name: catalogue.customerLoan.bank.verify }));
    expect(await screen.findByText(catalogue.loanErrors.ifsc)).toBeTruthy();
    expect(screen.getByText(catalogue.loanErrors.accountNumber)).toBeTruthy();
    expect(screen.getByText(catalogue.loanErrors.accountHolderName)).toBeTruthy();
    await expectNoLatinWords(language, 'bank-details with its messages');
  });

  it('apply/details says the sanction’s limits in the language, its amounts as the formatter writes them', async () => {
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: false }],
      'GET /api/customer-sessions/status': () => [200, signedIn],
      [`GET ${journeyPath}`]: () => [200, fullJourneyAt('apply/details')],
    });
    await i18next.changeLanguage(language);
    renderAt(loanUrl('apply/details'), pages);
    await userEvent.type(await screen.findByLabelText(catalogue.fieldText['loanAmount₹']), '1500000');
    await userEvent.type(screen.getByLabelText(catalogue.fieldText.tenureMonths), '60');
    await userEvent.click(screen.getByRole('button', { name: catalogue.customerLoan.continue }));
    expect(screen.getByText(i18next.t('loanErrors.sanctionAmount', { min: 'Rs 1,00,000', max: 'Rs 3,00,000' }))).toBeTruthy();
    expect(screen.getByText(i18next.t('loanErrors.sanctionTenure', { min: '12', max: '36' }))).toBeTruthy();
    await expectNoLatinWords(language, 'apply/details with its messages');
  });
});

describe('the KFS words of the lenders’ data', () => {
  it('every fee, payee, charge and the officer’s designation of the statement has its entry', async () => {
    const { kfsWordRef } = await import('@portal/domain');
    const texts = [
      ...fixtureKfs.fees.lender.flatMap((fee) => [fee.label, fee.payableTo]),
      ...fixtureKfs.fees.thirdParty.flatMap((fee) => [fee.label, fee.payableTo]),
      ...fixtureKfs.contingentCharges.flatMap((charge) => [charge.label, charge.text]),
      fixtureKfs.grievance.designation,
    ].filter((text) => text !== fixtureKfs.lender.lenderName);
    for (const text of texts) expect(kfsWordRef(text), text).toBeDefined();
    expect(enIN.kfsWords.processingFee).toContain('{{percent}}');
  });
});
