import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLatinWords, type CreditReport, type Language } from '@portal/domain';
import { SandboxBureau } from '../../providers/bureau/sandbox-bureau';
import { renderCreditReportPdf } from './credit-report-pdf';
import { canRenderPdf } from '../../test-pdf-text';

/** A sandbox bureau's report of a customer with late payments, accounts and enquiries to show. */
async function sampleReport(): Promise<CreditReport> {
  const pulled = await new SandboxBureau().pull({
    pan: 'ABCPE1234F',
    mobile: '9999900012',
    name: 'Asha Patil',
    consentId: 'consent-1',
    now: new Date('2026-11-27T06:00:00Z'),
  });
  return { ...pulled, checkId: 'check-1', customerName: 'Asha Patil', mobileMasked: '99XXXXXX12', leadId: null, brandName: 'Mint Pro', brandColour: '#0b6e4f' };
}

const textOf = (pdf: Uint8Array) => {
  const folder = mkdtempSync(join(tmpdir(), 'credit-report-'));
  const file = join(folder, 'report.pdf');
  writeFileSync(file, pdf);
  return { folder, file, text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
};

describe.each([
  // Words without an i-matra or a reph, which the text layer gives back in drawing order.
  ['hi-IN', 'ग्राहक', 'बकाया'],
  ['mr-IN', 'ग्राहक', 'थकबाकी'],
] as const)('the credit report PDF in %s', (language: Language, customer, outstanding) => {
  it.runIf(canRenderPdf)('renders in Noto Sans Devanagari with no stray English: only the bureau’s names stay as sent', { timeout: 120_000 }, async () => {
    const report = await sampleReport();
    const { folder, file, text } = textOf(await renderCreditReportPdf(report, { brandName: 'Mint Pro' }, language));
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toContain('NotoSansDevanagari');
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(folder, 'page')]);
    expect(readFileSync(join(folder, 'page-1.png')).length).toBeGreaterThan(10_000);
    expect(text).toContain(customer);
    expect(text).toContain(outstanding);
    // The lenders' and members' names, the customer's, the brand and the bureau's reference are names.
    const names = [report.customerName, 'Mint Pro', report.bureauReference, ...report.accounts.map((a) => a.lender), ...report.enquiries.map((e) => e.member)];
    expect(
      findLatinWords(
        text,
        names.flatMap((name) => [name, ...name.split(/[^A-Za-z]+/)]),
      ),
    ).toEqual([]);
  });
});

describe('the credit report PDF in English', () => {
  it.runIf(canRenderPdf)('keeps its English words and the standard fonts', { timeout: 120_000 }, async () => {
    const { file, text } = textOf(await renderCreditReportPdf(await sampleReport(), { brandName: 'Mint Pro' }));
    expect(text).toContain('Payment history (last 24 months)');
    expect(text).toMatch(/Paid on time: \d+ months/);
    expect(text).toContain('Bureau reference');
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).not.toContain('NotoSansDevanagari');
  });
});
