import { expect, test } from './support/fixtures';
import { INSURER_FIELD, findProduct, indiaToday, insurerRankingRuleText, type AggregatorQuotes } from '@portal/domain';
import { partnerStorageState } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { landingPathOf } from './support/sale-journey';
import { expectNoViolations } from './support/axe';

test.use({ storageState: partnerStorageState });

// SPEC §7 /aggregator/quotes: both insurers side by side, the ranking rule shown, the partner picks one.
test('fire: compare both insurers, read the ranking rule, choose the second and reach the customer details', async ({ page }) => {
  const fire = findProduct('fire')!;
  const sale = fire.sale!;
  const { quote } = sale.samples(indiaToday());

  await page.goto(landingPathOf(fire));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fire.name);
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  // Every answer but the insurer: comparing is how the partner chooses one.
  await fillConfigForm(
    quoteForm,
    sale.quote.fields.filter((field) => field.name !== INSURER_FIELD),
    quote,
  );
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/products/fire/aggregator/quotes') && response.status() === 201);
  await quoteForm.getByRole('button', { name: 'Compare insurers' }).click();
  const { quotes } = (await (await answered).json()) as AggregatorQuotes;

  const comparison = page.getByRole('region', { name: 'Insurers compared' });
  await expect(comparison.getByText(insurerRankingRuleText)).toBeVisible();
  const cards = comparison.getByRole('listitem');
  await expect(cards).toHaveCount(sale.insurers.length);
  await expect(comparison.getByRole('heading', { name: 'Kavach General Insurance' })).toBeVisible();
  await expect(comparison.getByRole('heading', { name: 'Nirbhay General Insurance' })).toBeVisible();

  // Ranked best first: premiums (GST included) never fall down the list.
  const premiums: number[] = [];
  for (const card of await cards.all()) {
    const total = (await card.getByText('Premium with GST', { exact: true }).locator('xpath=following-sibling::dd').textContent()) ?? '';
    expect(total).toMatch(/^Rs [\d,]+$/);
    premiums.push(Number(total.replace(/[^\d]/g, '')));
  }
  expect(premiums).toEqual([...premiums].sort((a, b) => a - b));

  // The comparison meets WCAG 2.1 AA at 360 px, as axe-core checks it.
  await expectNoViolations(page, 'the insurer comparison', '.ins-compare');

  const second = cards.nth(1);
  const secondInsurer = (await second.getByRole('heading').textContent())!;
  await second.getByRole('button', { name: `Choose ${secondInsurer}` }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');
  // The chosen insurer's own quote is the one carried to the proposal step.
  expect(quotes[1]!.insurer.name).toBe(secondInsurer);
  expect(new URL(page.url()).pathname).toBe('/insurance/fire/proposal');
  expect(new URL(page.url()).searchParams.get('quoteId')).toBe(quotes[1]!.quote.quoteId);
});
