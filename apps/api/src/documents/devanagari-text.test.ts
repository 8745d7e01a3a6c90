import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedDevanagariFonts, scriptRuns, widthOfRuns, wrapScriptText } from './devanagari-text';

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

describe('wrapScriptText', () => {
  const paragraphs = [
    'सह्याद्री को-ऑपरेटिव्ह बँक आपल्या ग्राहकांना समूह पॉलिसीअंतर्गत रुग्णालयातील दैनिक रोख लाभ देते. Rs 2,000 ते Rs 5,000 विमा रक्कम, 15 किंवा 30 रोख दिवसांसह, 18 ते 65 वयाच्या सदस्यांसाठी.',
    'बीमा कवर समूह पॉलिसी के नियमों, शर्तों और अपवादों के अधीन है। प्रश्नों के लिए: insurance@sahyadribank.example, +91 20 2553 4000, टोल-फ्री 1800 233 4000.',
  ];

  it.each([
    [9, 300],
    [11, 480],
    [8, 120],
  ])('at %i pt in %i pt fills each line as far as the whole line, shaped as drawn, fits', async (size, maxWidth) => {
    const pdf = await PDFDocument.create();
    const { regular, bold } = await embedDevanagariFonts(pdf);
    for (const fonts of [regular, bold]) {
      for (const text of paragraphs) {
        const lines = wrapScriptText(text, fonts, size, maxWidth);
        expect(lines.join(' ')).toBe(text);
        lines.forEach((line, index) => {
          // A line of one word may be wider than the column: words are never broken.
          if (line.includes(' ')) expect(widthOfRuns(line, fonts, size)).toBeLessThanOrEqual(maxWidth);
          const next = lines[index + 1]?.split(' ')[0];
          if (next) expect(widthOfRuns(`${line} ${next}`, fonts, size)).toBeGreaterThan(maxWidth);
        });
      }
    }
  });
});
