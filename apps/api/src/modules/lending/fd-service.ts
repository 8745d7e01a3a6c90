import {
  DEFAULT_LANGUAGE,
  calculateFd,
  fdRate,
  isLenderCode,
  lenderNames,
  mandatePagePath,
  rupeesToPaise,
  type FdPayout,
  type FdQuote,
  type Language,
  type LenderCode,
} from '@portal/domain';
import type { PartnerScope } from '../../db/partner-scope';
import { validationError } from '../../plugins/errors';
import { createLead, leadProduct } from '../../lib/leads/create-lead';
import { insertLendingLead } from './lending-repository';

import type { LendingContext } from './lending-context';
import { customerLanguageOf, lendingMessages, parseSell } from './lending-context';
import { customerLinkFor } from './providers-and-public-page';

/** Fixed deposits: the quote and the booking with its customer's link (the FD redirection flow). */

/** POST /products/FD/quote: the rate and the maturity of the deposit asked (nothing stored). */
export function fdQuote(partner: PartnerScope, body: unknown): FdQuote {
  leadProduct(partner, 'FD');
  const v = parseSell('FD', body) as Record<string, string | boolean>;
  const bank = v.bank as LenderCode;
  const tenureMonths = Number(v.tenureMonths);
  const senior = v.seniorCitizen === true;
  const rate = isLenderCode(bank) ? fdRate(bank, tenureMonths, senior) : undefined;
  if (!rate) throw validationError({ tenureMonths: lendingMessages.fdNoRate });
  const amount = rupeesToPaise(Number(v.amount));
  const payout = v.payout as FdPayout;
  const result = calculateFd(amount, rate.rate, tenureMonths, payout);
  return {
    bank,
    bankName: lenderNames[bank],
    amount,
    tenureMonths,
    payout,
    seniorCitizen: senior,
    annualRatePercent: rate.rate,
    seniorExtraPercent: rate.seniorExtra,
    compounding: 'QUARTERLY',
    ...result,
  };
}

/**
 * POST /products/FD/bookings: the deposit's lead and the customer's booking link (the FD redirection flow),
 * in the customer's language: the one given with the form, else the partner's page's (decisions 0245, 0266).
 */
export async function bookFd(context: LendingContext, partner: PartnerScope, body: unknown, requestLanguage: Language = DEFAULT_LANGUAGE) {
  const { language, sell } = customerLanguageOf(body, requestLanguage);
  const quote = fdQuote(partner, sell);
  const v = parseSell('FD', sell) as Record<string, string>;
  const now = context.clock.now();
  const lead = await context.db.transaction(async (tx) => {
    const created = await createLead(
      { ...context.leads, db: tx },
      partner,
      'FD',
      { customer: { name: v.fullName!, mobile: v.mobile!, language }, amount: quote.amount, status: 'LINK_SHARED', details: { ...quote } },
      { note: { key: 'depositBookingLink', values: { bank: quote.bankName } }, db: tx },
    );
    await insertLendingLead(tx, { leadId: created.id, deposit: { ...quote }, createdAt: now });
    return created;
  });
  const { token, expiresAt } = await customerLinkFor(context, lead.id, 'FD');
  return { leadId: lead.id, quote, link: mandatePagePath('FD', token, language), linkExpiresAt: expiresAt.toISOString() };
}
