import { describe, expect, it } from 'vitest';
import { SandboxBureau } from './sandbox-bureau';

const pull = (now: string) =>
  new SandboxBureau().pull({ pan: 'ABCPK4321L', mobile: '9999900063', name: 'Ravi Kumar', consentId: 'consent-1', now: new Date(now) });

describe('the sandbox bureau', () => {
  it.each([
    ['on the first of December in India, 00:30 (still November 30 in UTC)', '2026-11-30T19:00:00Z'],
    ['later on December 1', '2026-12-01T10:00:00Z'],
    ['on the last evening of December in India', '2026-12-31T17:00:00Z'],
  ])('reports the 24 months that have ended, never the month still running: %s', async (_when, now) => {
    const months = (await pull(now)).paymentHistory.map((entry) => entry.month);
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2024-12');
    expect(months.at(-1)).toBe('2026-11');
    expect(new Set(months).size).toBe(24);
  });
});
