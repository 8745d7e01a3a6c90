import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { findLatinWords, lamfLending, personalLoanLending, publicStepKey, tenants } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { LoanPublicPage } from './loan-public-page';
import { mockApi, renderAt, type ApiHandlers } from '../../app/test-helpers';
import { wordsOnPage } from '../../test/words-on-page';

const pages = { 'loan-public': LoanPublicPage };
const pageUrl = 'GET /api/products/personal-loan/public';
const brandName = tenants.mintfin.name;
const publicPage = (more: object = {}) => ({
  productCode: 'personal-loan',
  tenantCode: 'mintfin',
  brandName,
  primaryColour: '#0a5c36',
  steps: [...(personalLoanLending.publicSteps ?? [])],
  linkExpiresAt: '2026-12-05T10:00:00.000Z',
  ...more,
});
const answering = (more: object = {}): ApiHandlers => ({ [pageUrl]: () => [200, publicPage(more)] });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the customer's page of a loan link", () => {
  it('lists the steps in SPEC English, with the link’s last day', async () => {
    mockApi(answering());
    renderAt('/products/personal-loan/public?token=t0k', pages);
    expect(await screen.findByText('Enter your loan details')).toBeDefined();
    expect(screen.getByRole('region', { name: `${brandName}: your steps` })).toBeDefined();
    expect(screen.getByText('This link works until 05/12/2026.')).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Ask for a call back' })).toBeNull();
  });

  it('has a key for every public step of every loan product', () => {
    const steps = [...(lamfLending.publicSteps ?? []), ...(personalLoanLending.publicSteps ?? [])];
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(publicStepKey(step), step).toMatch(/^loanPublic\.step\./);
  });

  it("opens in the lead's customer language when the link carries none", async () => {
    mockApi(answering({ language: 'mr-IN' }));
    renderAt('/products/personal-loan/public?token=t0k', pages);
    expect(await screen.findByText(mrIN.loanPublic.step.enterLoanDetails)).toBeDefined();
    expect(i18next.language).toBe('mr-IN');
  });
});

// The customer reads the page in his language (the link's lang, his choice, his browser's, or his lead's: decisions 0210, 0245).
describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('the loan link page in %s', (language, catalogue) => {
  // Data, not the page's words: the brand, its logo's initial, and the language picker's English.
  const names = [brandName, brandName.charAt(0), 'English'];

  it("lists the steps and, on the partner's own link, asks for a call back: nothing in English but names", async () => {
    await i18next.changeLanguage(language);
    mockApi(answering());
    renderAt('/products/personal-loan/public?ref=r3f', pages);
    expect(await screen.findByText(catalogue.loanPublic.step.compareOffers)).toBeDefined();
    expect(screen.getByRole('heading', { name: catalogue.loanPublic.callBack })).toBeDefined();
    // Sent empty, the form says what is missing in the language too.
    await userEvent.click(screen.getByRole('button', { name: catalogue.loanPublic.callMeBack }));
    expect(await screen.findByText(catalogue.loanPublic.agreeToContact)).toBeDefined();
    const text = wordsOnPage();
    expect(findLatinWords(text, names), text).toEqual([]);
  });

  it('says a link without its token, a page that could not load, and the wait, in it', async () => {
    await i18next.changeLanguage(language);
    mockApi({});
    renderAt('/products/personal-loan/public', pages);
    expect(await screen.findByText(catalogue.lendingOffers.redirection.incomplete)).toBeDefined();
    expect(findLatinWords(wordsOnPage(), names)).toEqual([]);
    cleanup();
    mockApi({ [pageUrl]: () => [503, { error: { code: 'UNAVAILABLE', message: catalogue.api.unavailable } }] });
    renderAt('/products/personal-loan/public?token=t0k', pages);
    expect(screen.getByText(catalogue.frame.loading)).toBeDefined();
    expect(await screen.findByText(catalogue.lendingOffers.redirection.failed)).toBeDefined();
    await waitFor(() => expect(findLatinWords(wordsOnPage(), names)).toEqual([]));
  });
});
