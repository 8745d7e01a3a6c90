import { describe, expect, it } from 'vitest';
import { scriptRuns } from './devanagari-text';

describe('scriptRuns', () => {
  it('gives Devanagari to the Devanagari file, punctuation, digits and Latin to the Latin file, spaces to the run they are in', () => {
    expect(scriptRuns('प्रीमियम (GST सहित)')).toEqual([
      { devanagari: true, text: 'प्रीमियम ' },
      { devanagari: false, text: '(GST ' },
      { devanagari: true, text: 'सहित' },
      { devanagari: false, text: ')' },
    ]);
    expect(scriptRuns('₹ 10,000')).toEqual([
      { devanagari: true, text: '₹ ' },
      { devanagari: false, text: '10,000' },
    ]);
  });
});
