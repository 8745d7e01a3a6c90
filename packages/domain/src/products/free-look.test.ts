import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { calculateFreeLookRefund, freeLookWindowOf, healthFreeLook, lifeFreeLook } from './free-look';

/** An instant in India (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('free-look window (30 days after the day of receipt, the last day included)', () => {
  const issuedAt = ist('2026-03-01T10:00:00');
  it.each([
    ['the day of issue', '2026-03-01T18:00:00', true, 30],
    ['the next day', '2026-03-02T09:00:00', true, 29],
    ['the day before the last', '2026-03-30T12:00:00', true, 1],
    ['the last day, just before midnight in India', '2026-03-31T23:59:59', true, 0],
    ['the day after the last, just after midnight in India', '2026-04-01T00:00:01', false, 0],
    ['months later', '2026-09-01T12:00:00', false, 0],
  ])('on %s: open %s, %d days left', (_when, now, open, daysLeft) => {
    expect(freeLookWindowOf(healthFreeLook, issuedAt, ist(now))).toEqual({ days: 30, receivedOn: '2026-03-01', lastDay: '2026-03-31', daysLeft, open });
  });

  it("counts the day of receipt on India's calendar, not UTC's", () => {
    // 01:30 on 1 March in India is still 28 February in UTC.
    expect(freeLookWindowOf(lifeFreeLook, ist('2026-03-01T01:30:00'), ist('2026-03-31T12:00:00'))).toMatchObject({
      receivedOn: '2026-03-01',
      lastDay: '2026-03-31',
      open: true,
    });
  });

  it('crosses a month end and a leap day', () => {
    expect(freeLookWindowOf(lifeFreeLook, ist('2028-02-15T12:00:00'), ist('2028-02-15T12:00:00')).lastDay).toBe('2028-03-16');
    expect(freeLookWindowOf(lifeFreeLook, ist('2026-12-20T12:00:00'), ist('2026-12-20T12:00:00')).lastDay).toBe('2027-01-19');
  });
});

describe('free-look refund (regulation 20(4): less proportionate risk premium, stamp duty, medical costs)', () => {
  const policy = { totalPremium: 118000, startsOn: ist('2026-03-01T10:00:00'), endsOn: ist('2027-02-28T10:00:00') };
  it.each([
    ['the day of issue', '2026-03-01T20:00:00', 1, 324],
    ['the tenth day', '2026-03-10T12:00:00', 10, 3233],
    ['the last day', '2026-03-31T23:00:00', 31, 10022],
  ])('on %s: %i days on cover, risk premium %i paise', (_when, at, daysOnCover, riskPremium) => {
    expect(calculateFreeLookRefund(healthFreeLook, policy, ist(at))).toEqual({
      totalPremium: 118000,
      riskPremium,
      daysOnCover,
      stampDuty: 100,
      medicalCosts: 0,
      refund: 118000 - riskPremium - 100,
    });
  });

  it('keeps medical examination costs where the product has them, never refunding below zero', () => {
    expect(calculateFreeLookRefund({ ...lifeFreeLook, medicalCosts: 50000 }, policy, ist('2026-03-10T12:00:00')).refund).toBe(118000 - 3233 - 100 - 50000);
    expect(calculateFreeLookRefund({ ...lifeFreeLook, medicalCosts: 500000 }, policy, ist('2026-03-10T12:00:00')).refund).toBe(0);
  });
});

describe('free-look terms in the catalogue', () => {
  const periodOf = (code: string) => catalogue.find((p) => p.code === code)?.freeLook;
  it.each(['sachet-term', 'credit-life', 'life-insurance'])('%s, a life cover: 30 days', (code) => {
    expect(periodOf(code)).toMatchObject({ days: 30, basis: 'life' });
  });
  it.each(['personal-accident', 'group-personal-accident', 'group-hospicash', 'health-360', 'wellness', 'vector-borne', 'active-360'])(
    '%s, a health cover: 30 days',
    (code) => expect(periodOf(code)).toMatchObject({ days: 30, basis: 'health' }),
  );
  it.each(['mobile', 'shop', 'fire', 'marine', 'workmen-compensation', 'consumer-goods', 'roadside-assistance', 'travel'])(
    '%s, general insurance: none',
    (code) => {
      expect(periodOf(code)).toBeUndefined();
    },
  );
});
