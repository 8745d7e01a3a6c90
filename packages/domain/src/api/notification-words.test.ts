import { describe, expect, it } from 'vitest';
import { findSystemCodes } from '../plain-words';
import { deliveryErrorWords, notificationTemplateWords } from './notification-words';
import { notificationTemplateNames } from './notifications';

describe('messages in words for the console', () => {
  it.each(notificationTemplateNames)('template %s reads as words', (name) => {
    expect(findSystemCodes(notificationTemplateWords(name))).toEqual([]);
    expect(notificationTemplateWords(name)).not.toBe('Message');
  });

  it('a language’s own template reads as its template', () => {
    expect(notificationTemplateWords('payment-link.hi-IN')).toBe('Payment link');
  });

  it.each([
    ['SANDBOX_RECIPIENT_REFUSED', 'the SMS gateway refused the recipient or the message'],
    ['KALEYRA_400_E_INVALID', 'the SMS gateway refused the recipient or the message'],
    ['KALEYRA_TIMEOUT', 'the gateway did not answer'],
    ['SANDBOX_GATEWAY_DOWN', 'the gateway did not answer'],
    ['DLT_TEMPLATE_NOT_CONFIGURED', 'no DLT template id is set for this message'],
    ['SMTP_550', 'the mail server refused it'],
    ['SMTP_421', 'the mail server could not take it now'],
    ['EXPIRED', 'it expired before it could be sent'],
    ['SOMETHING_NEW', 'the gateway refused it'],
  ])('delivery error %s reads "%s"', (code, words) => {
    expect(deliveryErrorWords(code)).toBe(words);
  });
});
