import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { enIN } from '@portal/domain/messages/en-IN';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { mockApi, renderAt, signedInSession } from '../../app/test-helpers';
import { routePages } from '../../app/route-pages';
import { consolePageAnswers } from '../../app/console-page-answers';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en-IN');
});

describe('Plan Details', () => {
  it.each([
    ['en-IN', enIN],
    ['hi-IN', hiIN],
    ['mr-IN', mrIN],
  ] as const)('in %s, offers the brochure in the page’s language (a download would send the browser’s)', async (language, catalogue) => {
    mockApi({ 'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }], ...consolePageAnswers.lifeDetails });
    await i18next.changeLanguage(language);
    renderAt('/life-insurance/life/product-details/jsl-smart-term', routePages);
    const brochure = await screen.findByRole('link', { name: catalogue.lifeCover.details.brochure }, { timeout: 5000 });
    expect(brochure.getAttribute('href')).toBe(`/api/life/plans/jsl-smart-term/brochure?lang=${language}`);
    expect(brochure.hasAttribute('download')).toBe(true);
  });
});
