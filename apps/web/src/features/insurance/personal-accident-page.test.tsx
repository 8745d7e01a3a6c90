import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASIC_PA_PLAN, CUSTOM_PA_PLAN, ttdLimitMessage, type FormValues } from '@portal/domain';
import { jsonBodyOf, stubFetch } from '../../components/form/stub-fetch';
import { fillForm } from '../../test/fill-form';
import { PersonalAccidentPage } from './personal-accident-page';
import { renderSalePage } from '../../test/render-sale-page';
import { landingConfigOf, partnerSession, productOf, quoteOf } from '../../test/sale-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pa = productOf('personal-accident');
const fieldsWithoutPlan = pa.sale.quote.fields.filter((field) => field.name !== 'planCode');

function stubPaApi() {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/configs/public/products/personal-accident/landingConfig') return Response.json(landingConfigOf(pa));
    if (path === '/api/configs/public/products/personal-accident/fieldConfig/quote') return Response.json({ fields: pa.sale.quote.fields });
    if (path === '/api/session') return Response.json(partnerSession);
    if (path === '/api/products/personal-accident/quotes' && call.method === 'POST') {
      return Response.json(quoteOf(pa, jsonBodyOf(call) as FormValues), { status: 201 });
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  });
}

describe('PersonalAccidentPage', { timeout: 20_000 }, () => {
  it('basic-pa: the ready plan with its price, asking only the lead and the occupation', async () => {
    const { calls } = stubPaApi();
    const { router } = renderSalePage('personal-accident-basic', <PersonalAccidentPage />, '/insurance/personal-accident/v1/basic-pa');
    await screen.findByRole('form', { name: 'Quote' });
    expect(screen.getByRole('heading', { name: 'Basic PA' })).toBeTruthy();
    expect(screen.getByText('Rs 1,180')).toBeTruthy();
    expect(screen.queryByLabelText(/Sum Insured/)).toBeNull();
    expect(screen.queryByText('Covers added to accidental death')).toBeNull();

    await fillForm(fieldsWithoutPlan, { leadName: 'Asha Patil', occupation: 'DRIVER', planCode: BASIC_PA_PLAN });
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    expect(jsonBodyOf(calls.find((call) => call.method === 'POST'))).toEqual({ leadName: 'Asha Patil', occupation: 'DRIVER', planCode: BASIC_PA_PLAN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/insurance/personal-accident/v1/profile'));
    expect(router.state.location.search).toMatch(/^\?quoteId=/);
  });

  it('create-plan: covers and their amounts, capped against the sum insured as the API caps them', async () => {
    const { calls } = stubPaApi();
    renderSalePage('personal-accident-create-plan', <PersonalAccidentPage />, '/insurance/personal-accident/v1/create-plan');
    await screen.findByRole('form', { name: 'Quote' });
    const values = {
      planCode: CUSTOM_PA_PLAN,
      leadName: 'Asha Patil',
      occupation: 'CONSTRUCTION',
      sumInsured: '500000',
      covers: ['TTD'],
      weeklyBenefit: '10000',
    };
    await fillForm(fieldsWithoutPlan, values);
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    expect(await screen.findByText(ttdLimitMessage)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
