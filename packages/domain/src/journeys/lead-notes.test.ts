import { describe, expect, it } from 'vitest';
import { enIN } from '../i18n/messages/en-IN';
import { hiIN } from '../i18n/messages/hi-IN';
import { mrIN } from '../i18n/messages/mr-IN';
import { lenderApplicationStatuses } from '../api/lending-lender-status';
import { lifeInsurerCallbackBodySchema } from '../api/life';
import { leadStatusOnArrival } from './customer-loan-journey';
import { isLeadNoteKey, leadNoteKeys } from './lead-notes';

type Tree = { [key: string]: string | Tree };
const leavesOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leavesOf(value, `${prefix}${key}.`)));
const textAt = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe('the notes of a lead’s history', () => {
  it.each([
    ['en-IN', enIN.leadNote],
    ['hi-IN', hiIN.leadNote],
    ['mr-IN', mrIN.leadNote],
  ] as const)('have a sentence for every note key in %s, and no sentence of another key', (_language, catalogue) => {
    for (const key of leadNoteKeys) expect(textAt(catalogue as Tree, key), key).toMatch(/\S/);
    expect(leavesOf(catalogue as Tree).sort()).toEqual([...leadNoteKeys].sort());
  });

  it('name each lender status, loan journey step that moves a lead and insurer event, exactly', () => {
    const under = (prefix: string) => leadNoteKeys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
    expect(under('lenderStatus.')).toEqual([...lenderApplicationStatuses]);
    expect(under('customerJourney.').sort()).toEqual(Object.keys(leadStatusOnArrival).sort());
    expect(under('insurerEvent.')).toEqual([...lifeInsurerCallbackBodySchema.shape.event.options]);
    expect(isLeadNoteKey('offerChosen')).toBe(true);
    expect(isLeadNoteKey('Offer of ABC Finance chosen')).toBe(false);
  });
});
