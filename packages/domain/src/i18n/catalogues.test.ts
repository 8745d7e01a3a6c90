import { describe, expect, it } from 'vitest';
import { messages } from '../validation/rule-messages';
import { enIN, type MessageCatalogue } from './messages/en-IN';
import { hiIN } from './messages/hi-IN';
import { mrIN } from './messages/mr-IN';
import { allowedLatinWords, findLatinWords } from './latin-words';
import { languageOfBrowser, negotiateLanguage } from './languages';
import { messageRefOfEnglish } from './message-keys';
import { routeTable } from '../journeys/route-table';
import { fieldTextKey } from './field-text';
import { CONSENT_REQUIRED_MESSAGE } from '../api/sales';
import { consentDataItems, FOLIOS_DATA_ITEM } from '../consent/consent-notices';
import { lifePlanNames } from '../journeys/life-journey';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`)));
const variablesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const tagsOf = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

const english = new Map(flatten(enIN as MessageCatalogue as Tree));

describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('the %s catalogue', (_language, catalogue) => {
  const entries = flatten(catalogue as Tree);

  it('has exactly the English keys', () => {
    expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every interpolated value and tag of the English entry, and translates every entry', () => {
    for (const [key, text] of entries) {
      expect(variablesOf(text), key).toEqual(variablesOf(english.get(key)!));
      expect(tagsOf(text), key).toEqual(tagsOf(english.get(key)!));
      // An entry of values and punctuation only ('{{month}} {{year}}') has no words to translate.
      const words = text.replace(/\{\{\w+\}\}|<\/?\w+>/g, '');
      // An abbreviation a customer knows (OTP, GST) stays itself in every language.
      expect(/[\u0900-\u097F]/.test(text) || allowedLatinWords.includes(words.trim()) || !/\p{L}/u.test(words), key).toBe(true);
    }
  });

  it('has no Latin-script word outside the allowed abbreviations', () => {
    for (const [key, text] of entries) expect(findLatinWords(text.replace(/\{\{\w+\}\}|<\/?\w+>/g, ' ')), key).toEqual([]);
  });
});

describe('the English catalogue', () => {
  it('is SPEC §5 and §8 word for word: the validation namespace is the rules’ own messages', () => {
    for (const [key, text] of Object.entries(messages)) expect(enIN.validation[key as keyof typeof messages]).toBe(text);
  });

  it('words every data item of a consent as the notices do, and the folios', () => {
    const { [FOLIOS_DATA_ITEM]: folios, ...items } = enIN.consents.item;
    expect(items).toEqual(consentDataItems);
    expect(folios).toBeTruthy();
  });

  it('says the consent box’s message in the API’s own words', () => {
    expect(enIN.shell.consentRequired).toBe(CONSENT_REQUIRED_MESSAGE);
  });

  it('finds every English message again by its words, and a named date by its label', () => {
    for (const [key, text] of Object.entries(messages)) expect(messageRefOfEnglish(text)).toEqual({ key: `validation.${key}` });
    expect(messageRefOfEnglish('Trip Start Date should be in DD/MM/YYYY format only')).toEqual({
      key: 'validation.dateFormat',
      values: { label: 'Trip Start Date' },
    });
    expect(messageRefOfEnglish('No such words')).toBeUndefined();
  });
});

describe('the route headers of the English catalogue', () => {
  it('are the route table’s own words', () => {
    const tableHeaders = new Map<string, string | undefined>();
    for (const { id, header } of routeTable) {
      tableHeaders.set(id, header.kind === 'text' || header.kind === 'textByProduct' ? header.text : undefined);
      // A header that differs by product: each product's under routes.<id>-<product>.
      if (header.kind === 'textByProduct') for (const [product, text] of Object.entries(header.byProduct)) tableHeaders.set(`${id}-${product}`, text);
    }
    for (const [routeId, text] of Object.entries(enIN.routes)) expect(text, routeId).toBe(tableHeaders.get(routeId));
  });
});

describe('the life plan types of the English catalogue', () => {
  it('are the route table’s own plan names, so the life steps’ header says them in the page’s language', () => {
    expect(enIN.life.planType).toEqual(lifePlanNames);
  });
});

describe('the field texts of the English catalogue', () => {
  it('are keyed by their own words, so a config’s English label finds its entry', () => {
    for (const [key, text] of Object.entries(enIN.fieldText)) expect(fieldTextKey(text), text).toBe(`fieldText.${key}`);
  });
});

describe('negotiateLanguage (Accept-Language)', () => {
  it.each([
    [undefined, 'en-IN'],
    ['', 'en-IN'],
    ['hi-IN', 'hi-IN'],
    ['hi', 'hi-IN'],
    ['mr-IN,mr;q=0.9,en;q=0.8', 'mr-IN'],
    ['en-GB,hi;q=0.9', 'en-IN'],
    ['ta-IN,mr;q=0.5', 'mr-IN'],
    ['fr, hi;q=0.2, mr;q=0.7', 'mr-IN'],
    ['hi;q=0, mr;q=0', 'en-IN'],
    ['*', 'en-IN'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('a first visit takes the browser’s first language that the portal speaks', () => {
    expect(languageOfBrowser(['ta-IN', 'mr-IN', 'hi-IN'])).toBe('mr-IN');
    expect(languageOfBrowser(['de-DE'])).toBe('en-IN');
  });
});

describe('findLatinWords', () => {
  it('finds Latin words outside the allowed list, names given whole, links left out', () => {
    expect(findLatinWords('आपका OTP और PAN', [])).toEqual([]);
    expect(findLatinWords('Loading पेज Partner', [])).toEqual(['Loading', 'Partner']);
    expect(findLatinWords('Mint Pro Insurance Brokers का बीमा Vector Borne', ['Mint Pro Insurance Brokers', 'Vector Borne'])).toEqual([]);
    expect(findLatinWords('लिंक: https://portal.example/l/abc?x=1', [])).toEqual([]);
    expect(findLatinWords('Pan', [])).toEqual(['Pan']);
  });

  it('leaves out codes of capitals and digits, not words that carry a digit', () => {
    expect(findLatinWords('जैसे ABCDE1234F, MH12AB1234, गैलेक्सी S24, 784-YYYY-NNNNNNN-N', [])).toEqual([]);
    expect(findLatinWords('पॉलिसी संख्या POL/GROUP-PERSONAL-ACCIDENT/2026/000123', [])).toEqual([]);
    expect(findLatinWords('Activa 6G, ABCDE', [])).toEqual(['Activa', 'ABCDE']);
  });
});
