import { expect, test } from './support/fixtures';
import { findProduct, formatDob, indiaToday } from '@portal/domain';
import { partnerStorageState } from './support/demo';
import { fillConfigForm } from './support/fill-form';
import { consentBox } from './support/sale-journey';

test.use({ storageState: partnerStorageState });

const creditLife = findProduct('credit-life')!;
const { quote, proposal } = creditLife.sale!.samples(indiaToday());

// A proposal asks what its quote's answers call for: a joint credit-life cover insures the co-borrower too.
test('credit life: a joint quote asks for the co-borrower on the proposal and shows him on the review', async ({ page }) => {
  await page.goto('/products/credit-life');
  const quoteForm = page.getByRole('form', { name: 'Quote' });
  await fillConfigForm(quoteForm, creditLife.sale!.quote.fields, { ...quote, policyRole: 'JOINT' });
  await quoteForm.getByRole('button', { name: 'Get Quote' }).click();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Customer Details');

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Proceed' }) });
  const today = indiaToday();
  const coBorrower = { coBorrowerFirstName: 'Rahul', coBorrowerLastName: 'Patil', coBorrowerDob: formatDob(new Date(today.getFullYear() - 38, 0, 15)) };
  await expect(form.getByLabel(/^Co-borrower First Name/)).toBeVisible();
  await fillConfigForm(form, creditLife.sale!.proposal.fields, { ...proposal, policyRole: 'JOINT', ...coBorrower });
  await consentBox(form).check();
  await form.getByRole('button', { name: 'Proceed' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Information & Pay');
  const customer = page.getByRole('region', { name: 'Customer details' });
  const answerTo = (label: string) => customer.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(answerTo('Co-borrower First Name')).toHaveText('Rahul');
  await expect(answerTo('Co-borrower Date of Birth')).toHaveText(coBorrower.coBorrowerDob);
});
