import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allCustomerLoanSteps, customerLoanMessages, customerLoanRouteId, type CustomerLoanStep } from '@portal/domain';
import { jsonBodyOf, stubFetch, type FetchCall } from '../../../components/form/stub-fetch';
import { renderSalePage } from '../../../test/render-sale-page';
import { CustomerLoanPage } from '../customer-loan-page';
import { apiError, journeyAt, loanUrl } from '../customer-loan-fixtures';
import { stepScreens } from './step-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const leadId = journeyAt('offer').leadId;
const journeyPath = `/api/products/personal-loan/customer/yes/leads/${leadId}/journey`;
const signedInStatus = { signedIn: true, session: { scope: { kind: 'lead', id: leadId }, productCode: 'personal-loan', idleExpiresAt: '', expiresAt: '' } };
const isAnswer = (call: FetchCall) => call.url.pathname === journeyPath && call.method === 'POST';

function renderAt(step: CustomerLoanStep) {
  const stub = stubFetch((call) => {
    if (call.url.pathname === '/api/customer-sessions/status') return Response.json(signedInStatus);
    if (call.url.pathname === journeyPath) return Response.json(journeyAt(step));
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
  renderSalePage(customerLoanRouteId(step), <CustomerLoanPage />, loanUrl(step));
  return stub;
}

describe('the customer-loan step screens', () => {
  it('every step of the route table has its screen', () => {
    for (const step of allCustomerLoanSteps) expect(typeof stepScreens[step], step).toBe('function');
  });

  it('bank-details refuses with the messages of the domain’s schema, the server’s own, and sends nothing', async () => {
    const { calls } = renderAt('bank-details');
    await userEvent.type(await screen.findByLabelText('IFSC'), 'HDFC000');
    await userEvent.type(screen.getByLabelText('Account number'), '1234');
    await userEvent.type(screen.getByLabelText('Account number again'), '1234');
    await userEvent.type(screen.getByLabelText('Account holder’s name'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(screen.getByText(customerLoanMessages.ifsc)).toBeTruthy();
    expect(screen.getByText(customerLoanMessages.accountNumber)).toBeTruthy();
    expect(screen.getByText(customerLoanMessages.accountHolderName)).toBeTruthy();
    expect(calls.filter(isAnswer).map(jsonBodyOf)).toEqual([]);
  });

  it('additional-details refuses an income below the schema’s least with its message', async () => {
    const { calls } = renderAt('additional-details');
    await userEvent.click(await screen.findByRole('radio', { name: 'Salaried' }));
    await userEvent.type(screen.getByLabelText('Monthly income (₹)'), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(customerLoanMessages.income)).toBeTruthy();
    expect(calls.filter(isAnswer)).toEqual([]);
  });
});
