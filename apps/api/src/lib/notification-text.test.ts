import { describe, expect, it } from 'vitest';
import {
  dltTemplateKey,
  findLatinWords,
  languages,
  notificationChannels,
  notificationTemplateNames,
  notificationTemplates,
  tenantCodes,
  tenants,
  type NotificationTemplate,
  type TenantCode,
} from '@portal/domain';
import { renderNotification, smsSegmentsOf } from './notification-text';

/** Every variable a template may use, at the longest it is in practice (a partner's are up to 100 letters). */
const longest: Record<string, string> = {
  otp: '123456',
  minutes: '10',
  productName: 'Vector Borne Disease Insurance',
  partnerName: 'Ramesh Kulkarni Insurance Services',
  customerName: 'Venkata Lakshmi Narasimha Swamy',
  documentName: 'GST certificate',
  membershipId: 'MP-2026-000123456',
  policyNumber: 'POL-2026-000123456',
  referenceId: 'R-2026-11-000123',
  amount: 'Rs 1,23,456.50',
  sumInsured: 'Rs 50,000',
  link: 'https://portal.mintpro.in/products/payment-status?referenceId=R-2026-11-000123&t=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
};
/** The tenant whose brand name is the longest: every message is measured under it. */
const longestBrand: TenantCode = [...tenantCodes].sort((a, b) => tenants[b].name.length - tenants[a].name.length)[0]!;
/** Names a customer knows in Latin letters: the values and the brands themselves, left out of the stray-word check. */
const names = [...Object.values(longest), ...tenantCodes.map((code) => tenants[code].name)].flatMap((value) => [value, ...value.split(/[^A-Za-z]+/)]);

const cases = notificationTemplateNames.flatMap((name) =>
  notificationChannels.flatMap((channel) =>
    notificationTemplates[name].channels[channel] ? languages.map((language) => [name, channel, language] as const) : [],
  ),
);

describe('every SMS and email template in the customer’s language', () => {
  it.each(cases)('%s by %s in %s: every variable filled, no stray English', (name, channel, language) => {
    const rendered = renderNotification(name, channel, longest, language, longestBrand)!;
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
      const { text } = renderNotification(name, 'SMS', longest, language, longestBrand)!;
      const { encoding, segments } = smsSegmentsOf(text);
      // Devanagari is Unicode (the one formatter writes amounts "Rs 1,200", in GSM-7's alphabet; decision 0170).
      expect(encoding).toBe(language === 'en-IN' ? 'GSM-7' : 'UCS-2');
      expect(segments).toBeLessThanOrEqual(notificationTemplates[name].channels.SMS!.segments[language]);
    },
  );

  it('keeps the English words, and interpolates names into Hindi', () => {
    expect(renderNotification('customer-consent', 'SMS', { otp: '123456' }, 'en-IN', 'mintpro')).toEqual({
      text: '123456 is your OTP. Do not share it with anyone.',
    });
    expect(renderNotification('policy-issued', 'EMAIL', { productName: 'Shop Insurance', membershipId: 'M1' }, 'hi-IN', 'sahyadri')).toEqual({
      subject: 'आपकी Shop Insurance पॉलिसी जारी हो गई है',
      text: 'Sahyadri Co-operative Bank: आपकी Shop Insurance पॉलिसी जारी हो गई है। सदस्यता आईडी M1।',
    });
  });

  it('names a DLT template per language: English keeps the template’s name', () => {
    expect(languages.map((language) => dltTemplateKey('payment-link', language))).toEqual(['payment-link', 'payment-link.hi-IN', 'payment-link.mr-IN']);
  });
});

/** Every template but the OTPs', by every channel it has, in every language. */
const branded = cases.filter(([name]) => notificationTemplates[name].brand !== 'none');

describe('every message a customer keeps names the brand of whose record it is (decision 0175)', () => {
  it.each(branded.flatMap((entry) => tenantCodes.map((tenant) => [...entry, tenant] as const)))(
    '%s by %s in %s under %s: its tenant’s name, never another’s',
    (name, channel, language, tenant) => {
      const { subject = '', text } = renderNotification(name, channel, longest, language, tenant)!;
      expect(text).toContain(tenants[tenant].name);
      if (notificationTemplates[name].brand === 'prefix') expect(text.startsWith(`${tenants[tenant].name}: `)).toBe(true);
      for (const other of tenantCodes.filter((code) => code !== tenant)) expect(`${subject} ${text}`).not.toContain(tenants[other].name);
    },
  );

  it('the brand fits a DLT variable: every tenant’s name is at most 30 characters', () => {
    for (const code of tenantCodes) expect(tenants[code].name.length, code).toBeLessThanOrEqual(30);
  });

  it('only the OTPs, whose words their purpose composes, go without a brand', () => {
    const unbranded = notificationTemplateNames.filter((name) => notificationTemplates[name].brand === 'none');
    for (const name of unbranded) expect((notificationTemplates[name] as NotificationTemplate).expiresAfterMinutes, name).toBeDefined();
    expect(notificationTemplateNames.filter((name) => notificationTemplates[name].brand === 'prefix')).toEqual(
      expect.arrayContaining(['payment-link', 'lead-link', 'policy-issued', 'mandate-to-sign', 'payment-reminder', 'quote-follow-up', 'document-request']),
    );
  });
});
