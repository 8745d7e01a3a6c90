import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayoutStatement } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../../test-helper';
import { pdfTexts, systemCodesInPdf } from '../../test-pdf-text';
import { payouts } from '../../db/schema/payouts-schema';
import { wrapCell } from './payout-statement-documents';

/** Decision 0171: what a partner keeps of a month's payouts says what was earned, taken back, taxed and paid. */
describe('the payout statement a partner keeps', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  const longReference = 'POL/GROUP-PERSONAL-ACCIDENT/2026/000123';
  beforeAll(async () => {
    t = await createTestApp();
    seller = await signInPartner(t.db);
    const row = (values: { kind: 'POLICY' | 'LOAN'; reference: string; amount: number; accruedAt: string; productCode?: string }) => ({
      tenantCode: 'mintpro' as const,
      partnerId: seller.partner.id,
      kind: values.kind,
      sourceId: randomUUID(),
      reference: values.reference,
      productCode: values.productCode ?? 'group-personal-accident',
      saleAmount: values.amount * 10,
      base: values.amount * 10,
      rateBps: 1000,
      amount: values.amount,
      accruedAt: new Date(values.accruedAt),
    });
    await t.db.insert(payouts).values([
      // April, the financial year's first month: Rs 19,000 of insurance commission, under the Rs 20,000 threshold.
      row({ kind: 'POLICY', reference: 'POL/GROUP-PERSONAL-ACCIDENT/2026/000001', amount: 1_900_000, accruedAt: '2026-04-10T06:00:00Z' }),
      // June: Rs 3,000.50 more crosses it, so 2% of the year's Rs 22,000.50 is deducted: Rs 440.01 → Rs 440.
      row({ kind: 'POLICY', reference: longReference, amount: 300_050, accruedAt: '2026-06-12T06:00:00Z' }),
      // A loan's commission falls under 194H, under its own threshold.
      row({ kind: 'LOAN', reference: randomUUID(), amount: 500_000, accruedAt: '2026-06-15T06:00:00Z', productCode: 'personal-loan' }),
    ]);
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: seller.cookie } });

  it('deducts TDS under section 194D at the rate in force once the year crosses the threshold, and shows the net paid', async () => {
    const statement = (await get('/api/payouts/statement?month=2026-06')).json<PayoutStatement>();
    expect(statement.tds).toEqual([
      expect.objectContaining({
        section: '194D',
        rateBps: 200,
        base: 2_200_050,
        amount: 44_000,
        source: expect.stringMatching(/Finance \(No\. 2\) Act, 2024/),
      }),
      expect.objectContaining({ section: '194H', rateBps: 200, base: 0, amount: 0 }),
    ]);
    expect(statement.totals).toEqual({ accrued: 800_050, reversed: 0, net: 800_050, tds: 44_000, netPaid: 756_050 });
    // April alone is under the threshold: nothing deducted.
    expect((await get('/api/payouts/statement?month=2026-04')).json<PayoutStatement>().totals.tds).toBe(0);
  });

  it('prints the month in words, paise to two decimals, no "-0", the tax line and the net paid', async () => {
    const response = await get('/api/payouts/statement.pdf?month=2026-06');
    expect(response.statusCode).toBe(200);
    const texts = pdfTexts(response.rawPayload);
    const all = texts.map((piece) => piece.text);
    expect(systemCodesInPdf(response.rawPayload)).toEqual([]);
    expect(all).toContain('Payout statement, June 2026');
    expect(all).toContain(`${seller.partner.name}, June 2026`);
    expect(all).toContain('Rs 3,000.50');
    expect(all).toContain('12/06/2026');
    expect(all).toContain('Total reversed (free-look cancellations)');
    expect(all).toContain('Rs 0');
    expect(all.filter((text) => /-\s*0(\.00)?$|Rs -0/.test(text))).toEqual([]);
    expect(all).toContain('Less TDS on insurance commission (section 194D) at 2% on Rs 22,000.50');
    expect(all).toContain('-Rs 440');
    expect(all).toContain('Net paid');
    expect(all).toContain('Rs 7,560.50');
    expect(all.some((text) => text.includes('Finance (No. 2) Act, 2024'))).toBe(true);
    // The long policy number wraps within its column instead of running over the amounts.
    const referenceLines = texts.filter((piece) => longReference.includes(piece.text) && piece.text.length > 3);
    expect(referenceLines.length).toBeGreaterThan(1);
    expect(referenceLines.map((piece) => piece.text).join('')).toBe(longReference);
    const onAmount = texts.find((piece) => piece.text === 'Rs 30,005')!;
    for (const piece of referenceLines) expect(piece.x + piece.text.length * 5).toBeLessThan(onAmount.x);
  });

  it('wraps a cell at spaces, then after / and -, then anywhere', () => {
    const fits = (line: string) => line.length <= 12;
    expect(wrapCell('Vector Borne Disease Cover', 12, fits)).toEqual(['Vector Borne', 'Disease', 'Cover']);
    expect(wrapCell('POL/VECTOR-BORNE/2026/000001', 12, fits)).toEqual(['POL/VECTOR-', 'BORNE/2026/', '000001']);
    expect(wrapCell('0123456789abcdefghij', 12, fits)).toEqual(['0123456789ab', 'cdefghij']);
  });

  it('writes the tax and the net paid in the CSV too', async () => {
    const rows = (await get('/api/payouts/statement.csv?month=2026-06')).body.trim().split('\r\n');
    expect(rows).toContain(',TDS on insurance commission (section 194D) at 2%,,,,22000.50,2%,-440.00');
    expect(rows.at(-1)).toBe(',Net paid,,,,,,7560.50');
    expect(rows.some((row) => row.startsWith('12/06/2026,Earned,'))).toBe(true);
  });
});
