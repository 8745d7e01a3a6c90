import { describe, expect, it } from 'vitest';
import { findSystemCodes } from './plain-words';

describe('system codes in what a person reads', () => {
  it.each([
    { text: 'Status POLICY_ISSUED', codes: ['POLICY_ISSUED'] },
    { text: 'You are NOT_AUTHORISED to sell it', codes: ['NOT_AUTHORISED'] },
    { text: 'Monthly income monthlyIncome 85000', codes: ['monthlyIncome'] },
    { text: 'Tenure tenureMonths', codes: ['tenureMonths'] },
    { text: 'Notice credit-report/v1', codes: ['credit-report/v1'] },
    { text: 'Notice version loan-offers-2026-11', codes: ['loan-offers-2026-11'] },
    { text: 'Product sachet-term', codes: ['sachet-term'] },
    { text: 'Funnel for group-hospicash and personal-loan', codes: ['group-hospicash', 'personal-loan'] },
  ])('finds $codes in "$text"', ({ text, codes }) => {
    expect(findSystemCodes(text)).toEqual(codes);
  });

  it.each([
    'Policy issued on 27/11/2026 for Rs 1,47,371.30',
    'Share it on WhatsApp, or open it on an iPhone',
    'Amrit iProtect: a term plan',
    'Your KYC, PAN and OTP; an e-mandate for your EMI; the free-look period; a follow-up call',
    'Open https://portal.example/products/vector-borne/customer?token=abc or write to help@mint-pro.in',
    'Sahyadri Co-operative Bank, Mint Pro Insurance Brokers',
    'Dengue & Malaria Cover: a vector-borne disease cover',
  ])('reads "%s" as plain words', (text) => {
    expect(findSystemCodes(text)).toEqual([]);
  });

  it('takes links and paths out before it reads', () => {
    expect(findSystemCodes('Go to /products/personal-loan/sell now')).toEqual([]);
  });
});
