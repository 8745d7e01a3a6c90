import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lenderCodes, loanProductCodes, providerCodeOf } from '@portal/domain';

// Lending is data (decision 0143). Each lender's rules are its file and each loan product's
// profile its product file; no other code of the API, the web or the domain compares a value with a loan product's or a
// lender's code (or switches on one). Tests and fixtures may name them.

const root = join(import.meta.dirname, '..', '..', '..');
const folders = ['apps/api/src', 'apps/web/src', 'packages/domain/src'].map((folder) => join(root, folder));
/** Where a code is the data itself: a lender's file, a product's file. */
const dataFiles = /packages\/domain\/src\/(products|lending\/lenders)\//;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const source = /\.tsx?$/.test(entry.name) && !/(\.test|-fixtures|test-helper)\.tsx?$/.test(entry.name);
    return source && !dataFiles.test(relative(root, path)) ? [path] : [];
  });
}

// YES Bank's codes ('YES', 'yes') are also the answers of Yes/No questions (a smoker, OPD cover): not searched.
const isAnswerWord = (code: string) => code.toLowerCase() === 'yes';
const codes = [...loanProductCodes, ...lenderCodes, ...lenderCodes.map((lender) => providerCodeOf(lender))].filter((code) => !isAnswerWord(code));
const quoted = `'(?:${codes.map((code) => code.replace(/[-_]/g, '[-_]')).join('|')})'`;
/** `x === 'lamf'`, `'YES' !== x`, `case 'yes':` */
const branch = new RegExp(`(?:[!=]==\\s*${quoted})|(?:${quoted}\\s*[!=]==)|(?:case\\s+${quoted}\\s*:)`);

describe('lending is data', () => {
  it('no API, web or domain source outside the lender and product files compares a value with a loan product or lender code', () => {
    const found = folders.flatMap(sourceFiles).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (branch.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('would find one', () => {
    expect(branch.test("  if (productCode === 'lamf') {")).toBe(true);
    expect(branch.test("    case 'idfc-first':")).toBe(true);
    expect(branch.test("  const federal = 'FEDERAL' !== lender;")).toBe(true);
    expect(branch.test("  createLead(context, partner, 'lamf', {")).toBe(false);
  });
});
