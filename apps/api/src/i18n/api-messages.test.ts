import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProductForTenant, indiaToday, kycMessages, languages, mandateMessages, messages, REVOKE_MESSAGE, type Language } from '@portal/domain';
import { enIN } from '@portal/domain/messages/en-IN';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { errorsPlugin, validationError } from '../plugins/errors';
import { createTestApp, signInPartner, type TestApp } from '../test-helper';
import { translateMessage } from './api-i18n';
import { sharedQuoteMessages } from '../modules/sales/shared-quote-service';

const catalogues = { 'en-IN': enIN, 'hi-IN': hiIN, 'mr-IN': mrIN } as const;
type MessageKey = keyof typeof messages;
const messageKeys = Object.keys(messages) as MessageKey[];

/**
 * Point 3: the API answers in the language the request asks for (Accept-Language), and SPEC's
 * words in English by default. Every message of SPEC §5 and §8 (the rules' `messages`) in the three languages.
 */
describe('every SPEC §5 and §8 message in the language asked for', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(errorsPlugin);
    app.get<{ Params: { key: MessageKey } }>('/refuse/:key', async (request) => {
      throw validationError({ field: messages[request.params.key] });
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  const refuse = (key: MessageKey, acceptLanguage?: string) =>
    app.inject({ method: 'GET', url: `/refuse/${key}`, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

  it.each(messageKeys)('%s: English word for word without Accept-Language', async (key) => {
    const response = await refuse(key);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message: messages[key], fields: { field: messages[key] } } });
    expect(response.headers['content-language']).toBe('en-IN');
  });

  it.each(languages.flatMap((language) => messageKeys.map((key) => [language, key] as [Language, MessageKey])))('%s: %s', async (language, key) => {
    const response = await refuse(key, `${language},en;q=0.5`);
    const expected = catalogues[language].validation[key];
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'VALIDATION', message: expected, fields: { field: expected } });
    expect(response.headers['content-language']).toBe(language);
    expect(response.headers.vary).toContain('Accept-Language');
  });
});

describe('real routes answer in the language asked for', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signInPartner(t.db, { tenant: 'mintpro' })).cookie;
  });
  afterAll(async () => t.close());

  const quoteWithPinCode = (pinCode: string, acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/group-personal-accident/quotes',
      headers: { cookie, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      payload: { ...findProductForTenant('group-personal-accident', 'mintpro')!.sale!.samples(indiaToday()).quote, pinCode },
    });

  it.each([
    [undefined, messages.enterValidPinCode],
    ['en-IN', messages.enterValidPinCode],
    ['hi-IN', hiIN.validation.enterValidPinCode],
    ['mr', mrIN.validation.enterValidPinCode],
    ['ta-IN, mr-IN;q=0.4', mrIN.validation.enterValidPinCode],
  ])('a quote with a bad pin code, Accept-Language %s: "%s"', async (acceptLanguage, message) => {
    const response = await quoteWithPinCode('41100', acceptLanguage);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', fields: { pinCode: message } });
  });

  it('a body its route schema refuses (the OTP sign-in’s mobile) is answered in Marathi', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services/public/otp/generate',
      headers: { 'accept-language': 'mr-IN' },
      payload: { mobile: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ mobile: mrIN.validation.mobile });
  });

  it('the API’s own answers too: an unknown route in Hindi keeps its code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/no-such/thing/at/all', headers: { 'accept-language': 'hi-IN' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('the credit consent withdrawal’s answer', () => {
  it('is SPEC’s words in English and the catalogue’s in Hindi and Marathi', () => {
    expect(translateMessage(REVOKE_MESSAGE, 'en-IN')).toBe(REVOKE_MESSAGE);
    expect(translateMessage(REVOKE_MESSAGE, 'hi-IN')).toBe(hiIN.creditScoreErrors.revoked);
    expect(translateMessage(REVOKE_MESSAGE, 'mr-IN')).toBe(mrIN.creditScoreErrors.revoked);
  });
});

describe('the mandate’s, KYC’s and shared quote’s answers', () => {
  const ties = [
    ['mandateErrors', mandateMessages],
    ['kycErrors', kycMessages],
    ['sharedQuoteErrors', sharedQuoteMessages],
  ] as const;
  it.each(ties)('%s are the module’s words in English and the catalogue’s in Hindi and Marathi', (namespace, english) => {
    expect(enIN[namespace]).toEqual(english);
    for (const [key, text] of Object.entries(english)) {
      expect(translateMessage(text, 'en-IN')).toBe(text);
      expect(translateMessage(text, 'hi-IN')).toBe((hiIN[namespace] as Record<string, string>)[key]);
      expect(translateMessage(text, 'mr-IN')).toBe((mrIN[namespace] as Record<string, string>)[key]);
    }
  });
});
