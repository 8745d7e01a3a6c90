import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@portal/domain';
import { copyOfProduct, productInLanguage } from '@portal/domain/messages/product-copy';
import { mockApi, renderAt } from '../../app/test-helpers';
import { landingConfigOf, productOf } from '../../test/sale-fixtures';
import { LandingPage } from './landing-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const vectorBorne = productOf('vector-borne');

/** The API as the landing page calls it: the landing config in the language the call asks for (Accept-Language), as the API answers it. */
function answerInAskedLanguage() {
  return mockApi({
    'GET /api/configs/public/products/vector-borne/landingConfig': (request) => {
      const asked = request.headers.get('accept-language');
      return [200, landingConfigOf(productInLanguage(vectorBorne, isLanguage(asked) ? asked : DEFAULT_LANGUAGE))];
    },
    'GET /api/configs/public/products/vector-borne/fieldConfig/quote': () => [200, { fields: vectorBorne.sale.quote.fields }],
  });
}

const askedLanguages = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname.endsWith('/landingConfig')).map((call) => call.headers.get('accept-language'));

describe.each(['hi-IN', 'mr-IN'] as const)("the products' own copy on the landing page in %s", (language: Language) => {
  const translated = productInLanguage(vectorBorne, language);

  it('shows the tagline, the plan and the FAQs in the language, none of them in English', async () => {
    const { calls } = answerInAskedLanguage();
    await i18next.changeLanguage(language);
    renderAt('/products/vector-borne', { 'product-landing': LandingPage });

    expect(await screen.findByText(translated.landing!.tagline!)).toBeTruthy();
    const plan = screen.getByRole('heading', { name: 'Dengue & Malaria Cover' }).closest('li') as HTMLElement;
    expect(within(plan).getByText(translated.plans[0]!.description!)).toBeTruthy();
    for (const benefit of translated.plans[0]!.benefits!) expect(within(plan).getByText(benefit)).toBeTruthy();
    for (const faq of translated.landing!.faqs!) expect(screen.getByText(faq.question)).toBeTruthy();
    const page = document.body.textContent ?? '';
    for (const english of copyOfProduct(vectorBorne)) expect(page, english).not.toContain(english);
    expect(askedLanguages(calls)).toEqual([language]);
  });

  it('asks for the copy again when the reader switches from English', async () => {
    const { calls } = answerInAskedLanguage();
    renderAt('/products/vector-borne', { 'product-landing': LandingPage });
    expect(await screen.findByText('Dengue and malaria cover for Rs 199 a year')).toBeTruthy();

    await act(() => i18next.changeLanguage(language));
    expect(await screen.findByText(translated.landing!.tagline!)).toBeTruthy();
    expect(screen.queryByText('Dengue and malaria cover for Rs 199 a year')).toBeNull();
    expect(askedLanguages(calls)).toEqual(['en-IN', language]);
  });
});
