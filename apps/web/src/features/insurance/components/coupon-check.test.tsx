import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponMessages, type CouponValidation, type DigitalLeader, type FieldConfig, type Quote } from '@portal/domain';
import { ConfigForm } from '../../../components/form/config-form';
import { renderWithStore } from '../../../components/form/render-with-store';
import { stubFetch } from '../../../components/form/stub-fetch';
import { apiError } from '../../../test/sale-fixtures';
import { CouponCheck } from './coupon-check';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fields: readonly FieldConfig[] = [{ name: 'couponCode', kind: 'text', inputType: 'text', label: 'Coupon Code', mandatory: false, maxLength: 20 }];
const premium: Quote['premium'] = {
  planCode: 'MOBILE_PROTECTION',
  sumInsured: 50000,
  netPremium: 338983,
  gst: 61017,
  totalPremium: 400000,
  breakdown: [
    { label: 'Mobile Damage Protection premium', amount: 338983 },
    { label: 'GST @ 18%', amount: 61017 },
  ],
};
const leader: DigitalLeader = { digitalLeader: true, couponProducts: ['mobile'] };
const live: CouponValidation = {
  couponCode: 'MOBILE10',
  productCode: 'mobile',
  discount: { kind: 'PERCENT', percent: 10, maxAmount: 50000 },
  validTo: '2030-01-01T00:00:00Z',
  remainingUses: 9,
};

function renderForm() {
  renderWithStore(
    <ConfigForm
      fields={fields}
      onSubmit={() => undefined}
      submitLabel="Proceed"
      afterField={{ couponCode: <CouponCheck productCode="mobile" premium={premium} /> }}
    />,
  );
}

describe('CouponCheck', () => {
  it('checks the typed code and shows the premium the domain function gives', async () => {
    const { calls } = stubFetch((call) =>
      call.url.pathname === '/api/digital-leader/validate'
        ? Response.json(leader)
        : call.url.pathname === '/api/digital-leader/coupons/MOBILE10/validate'
          ? Response.json(live)
          : apiError(404, 'NOT_FOUND', couponMessages.unknown),
    );
    renderForm();
    expect(screen.getByRole('button', { name: 'Apply coupon' })).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText(/Coupon Code/), 'mobile10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText(/Coupon MOBILE10 applied/)).toHaveProperty(
      'textContent',
      expect.stringContaining('Rs 3,600 instead of Rs 4,000 (you save Rs 400)'),
    );
    expect(calls.find((call) => call.url.pathname.endsWith('/MOBILE10/validate'))?.url.searchParams.get('productCode')).toBe('mobile');
    // Another code typed: the old answer is no longer shown.
    await userEvent.type(screen.getByLabelText(/Coupon Code/), 'X');
    expect(screen.queryByText(/Coupon MOBILE10 applied/)).toBeNull();
  });

  it('says why a code cannot be used', async () => {
    stubFetch((call) =>
      call.url.pathname === '/api/digital-leader/validate'
        ? Response.json(leader)
        : apiError(400, 'VALIDATION', couponMessages.expired, { couponCode: couponMessages.expired }),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText(/Coupon Code/), 'OLDMOBILE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect((await screen.findByRole('alert')).textContent).toBe(couponMessages.expired);
  });

  it('says from the digital-leader call whether a coupon runs on this cover', async () => {
    stubFetch(() => Response.json({ digitalLeader: true, couponProducts: ['shop'] } satisfies DigitalLeader));
    renderForm();
    expect(await screen.findByText('No coupon runs on this cover at the moment.')).toBeTruthy();
    cleanup();
    stubFetch(() => Response.json(leader));
    renderForm();
    expect(await screen.findByText(/Your company runs coupons on this cover/)).toBeTruthy();
  });
});
