import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KFS_ACK_REQUIRED_MESSAGE, type LeadLoanOffer } from '@portal/domain';
import { jsonBodyOf, stubFetch } from '../../components/form/stub-fetch';
import { OfferLeadPage } from './offer-lead-page';
import { AGGREGATOR_ID, LEAD_ID, apiError, kfsOf, offerOf, viewSeatStatus } from './lending-fixtures';
import { renderLendingPage } from './render-lending-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const leadRoutes = ['personal-loan-offer-lead', 'home-loan-offer-lead', 'business-loans-offer-lead'];
const url = `/products/personal-loan/offers/${AGGREGATOR_ID}/leads/${LEAD_ID}`;
const kfsPdfUrl = `/api/loan-applications/${AGGREGATOR_ID}/offers/OF-IDFC/kfs.pdf`;

function stubLead({ viewSeat = false, acknowledged = false } = {}) {
  let lead: LeadLoanOffer = {
    leadId: LEAD_ID,
    aggregatorId: AGGREGATOR_ID,
    productCode: 'personal-loan',
    status: 'OFFER_SELECTED',
    offer: offerOf(),
    kfs: kfsOf(),
    kfsPdfUrl,
    acknowledgement: acknowledged ? { acknowledgedAt: '2026-11-23T05:30:00.000Z', channel: 'PARTNER_DEVICE', kfsVersion: 'KFS-2024-v1' } : null,
  };
  return stubFetch((call) => {
    if (viewSeat && call.url.pathname === '/api/session/status') return Response.json(viewSeatStatus);
    if (call.url.pathname === '/api/leads/loanOffer' && call.url.searchParams.get('leadId') === LEAD_ID) return Response.json(lead);
    if (call.method === 'POST' && call.url.pathname === '/api/leads/kfsAcknowledgement' && call.url.searchParams.get('leadId') === LEAD_ID) {
      lead = { ...lead, acknowledgement: { acknowledgedAt: '2026-11-23T05:30:00.000Z', channel: 'PARTNER_DEVICE', kfsVersion: 'KFS-2024-v1' } };
      return Response.json(lead);
    }
    if (call.method === 'POST' && call.url.pathname === '/api/leads/customerLink' && call.url.searchParams.get('leadId') === LEAD_ID) {
      return Response.json({ link: '/redirection/personal-loan?token=c1', linkExpiresAt: '2026-11-26T05:00:00.000Z' });
    }
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

const factOf = (label: string) => within(screen.getByRole('article', { name: 'Key Fact Statement' })).getByText(label).nextElementSibling?.textContent;

describe('OfferLeadPage', { timeout: 20_000 }, () => {
  it('shows the Key Fact Statement: rate and type, fees split, APR, contingent charges, cooling-off, grievance, validity and the schedule', async () => {
    stubLead();
    renderLendingPage(leadRoutes, <OfferLeadPage />, url);
    expect(await screen.findByRole('heading', { name: 'Key Fact Statement' })).toBeTruthy();
    const kfs = screen.getByRole('article', { name: 'Key Fact Statement' });
    expect(within(kfs).getByRole('heading', { name: 'Annual percentage rate (APR): 15.05 %' })).toBeTruthy();
    expect(within(kfs).getByText('12.00 % a year, fixed')).toBeTruthy();
    expect(within(kfs).getByText('Processing fee (incl. GST)').nextElementSibling?.textContent).toBe('Rs 2,360');
    expect(within(kfs).getByText('Stamp duty, to State government').nextElementSibling?.textContent).toBe('Rs 100');
    expect(factOf('Penal charge on a late instalment')).toBe('2 % a month of the overdue instalment');
    expect(factOf('Cooling-off period')).toMatch(/^3 days/);
    expect(factOf('Offer valid until')).toMatch(/\(3 working days\)$/);
    expect(within(kfs).getByRole('link', { name: 'grievance@idfc.example' }).getAttribute('href')).toBe('mailto:grievance@idfc.example');
    expect(within(kfs).getByRole('link', { name: 'Call 1800 10 888' }).getAttribute('href')).toBe('tel:180010888');
    const rows = within(within(kfs).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toBe('123/12/2026Rs 4,707.35Rs 1,000Rs 3,707.35Rs 96,292.65');
    expect(screen.getByRole('link', { name: 'Download Key Fact Statement (PDF)' }).getAttribute('href')).toBe(kfsPdfUrl);
    expect(screen.queryByRole('button', { name: "Make the customer's link" })).toBeNull();
  });

  it("records the customer's acknowledgement only once the box is ticked", async () => {
    const { calls } = stubLead();
    renderLendingPage(leadRoutes, <OfferLeadPage />, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Record acknowledgement' }));
    expect(await screen.findByText(KFS_ACK_REQUIRED_MESSAGE)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: /has read the Key Fact Statement/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Record acknowledgement' }));
    await waitFor(() => expect(screen.getByText(/The customer acknowledged the Key Fact Statement \(version KFS-2024-v1\)/)).toBeTruthy());
    expect(jsonBodyOf(calls.find((call) => call.method === 'POST'))).toEqual({ acknowledged: true });

    // Only then the customer's link to apply.
    await userEvent.click(screen.getByRole('button', { name: "Make the customer's link" }));
    expect(await screen.findByText(/\/redirection\/personal-loan\?token=c1$/)).toBeTruthy();
  });

  it("shows a view seat the acknowledged KFS but no button to make the customer's link (decision 0306)", async () => {
    const { calls } = stubLead({ viewSeat: true, acknowledged: true });
    renderLendingPage(leadRoutes, <OfferLeadPage />, url);
    const apply = await screen.findByRole('region', { name: 'The customer applies' });
    expect(await within(apply).findByText('Your account can view but not make changes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Make the customer's link" })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("says so when the lead is not one of the partner's", async () => {
    stubFetch(() => apiError(404, 'NOT_FOUND', 'Lead not found'));
    renderLendingPage(leadRoutes, <OfferLeadPage />, url);
    expect(await screen.findByText('This lead was not found.')).toBeTruthy();
  });
});
