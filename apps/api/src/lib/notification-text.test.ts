import { describe, expect, it } from 'vitest';
import { dltTemplateKey, findLatinWords, languages, notificationChannels, notificationTemplateNames, notificationTemplates } from '@portal/domain';
import { renderNotification, smsSegmentsOf } from './notification-text';

/** Every variable a template may use, at the longest it is in practice (a partner's are up to 100 letters). */
const longest: Record<string, string> = {
  otp: '123456',
  minutes: '10',
  productName: 'Vector Borne Disease Insurance',
  partnerName: 'Ramesh Kulkarni Insurance Services',
  brandName: 'Sahyadri Sahakari Bank',
  customerName: 'Venkata Lakshmi Narasimha Swamy',
  documentName: 'GST certificate',
  membershipId: 'MP-2026-000123456',
  policyNumber: 'POL-2026-000123456',
  referenceId: 'R-2026-11-000123',
  amount: 'Rs 1,23,456.50',
  sumInsured: 'Rs 50,000',
  link: 'https://portal.mintpro.in/products/payment-status?referenceId=R-2026-11-000123&t=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
};
/** Names a customer knows in Latin letters: the values themselves, left out of the stray-word check. */
const names = Object.values(longest).flatMap((value) => [value, ...value.split(/[^A-Za-z]+/)]);

const cases = notificationTemplateNames.flatMap((name) =>
  notificationChannels.flatMap((channel) =>
    notificationTemplates[name].channels[channel] ? languages.map((language) => [name, channel, language] as const) : [],
  ),
);

describe('every SMS and email template in the customer’s language', () => {
  it.each(cases)('%s by %s in %s: every variable filled, no stray English', (name, channel, language) => {
    const rendered = renderNotification(name, channel, longest, language)!;
    for (const words of [rendered.text, rendered.subject ?? '']) {
      expect(words).not.toMatch(/\{\{|\}\}/);
      if (language !== 'en-IN') expect(findLatinWords(words, names), words).toEqual([]);
    }
    if (language !== 'en-IN') expect(rendered.text).toMatch(/[\u0900-\u097F]/);
    expect(Boolean(rendered.subject)).toBe(channel === 'EMAIL');
  });

  it.each(cases.filter(([, channel]) => channel === 'SMS'))(
    '%s by %s in %s takes no more segments than its DLT registration notes',
    (name, _channel, language) => {
      const { text } = renderNotification(name, 'SMS', longest, language)!;
      const { encoding, segments } = smsSegmentsOf(text);
      // Devanagari is Unicode (the one formatter writes amounts "Rs 1,200", in GSM-7's alphabet; decision 0170).
      expect(encoding).toBe(language === 'en-IN' ? 'GSM-7' : 'UCS-2');
      expect(segments).toBeLessThanOrEqual(notificationTemplates[name].channels.SMS!.segments[language]);
    },
  );

  it('keeps the English words, and interpolates names into Hindi', () => {
    expect(renderNotification('customer-consent', 'SMS', { otp: '123456' }, 'en-IN')).toEqual({ text: '123456 is your OTP. Do not share it with anyone.' });
    expect(renderNotification('policy-issued', 'EMAIL', { productName: 'Shop Insurance', membershipId: 'M1' }, 'hi-IN')).toEqual({
      subject: 'आपकी Shop Insurance पॉलिसी जारी हो गई है',
      text: 'आपकी Shop Insurance पॉलिसी जारी हो गई है। सदस्यता आईडी M1।',
    });
  });

  it('names a DLT template per language: English keeps the template’s name', () => {
    expect(languages.map((language) => dltTemplateKey('payment-link', language))).toEqual(['payment-link', 'payment-link.hi-IN', 'payment-link.mr-IN']);
  });
});
