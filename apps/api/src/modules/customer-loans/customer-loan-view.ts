import { eq } from 'drizzle-orm';
import { backNavigationDisabledSteps, decideViewer, finalSteps, lenderNames, providerCodeOf, type CustomerJourney } from '@portal/domain';
import { partners } from '../../db/partners-schema';
import type { LeadRow } from '../../lib/leads/lead-records';
import { findKfsRecord, statementOf } from './customer-loan-kfs';
import { limitsOf } from './customer-loan-offer';
import type { CustomerLoanContext, JourneyState } from './customer-loan-state';

export const kfsPdfPath = (lead: LeadRow, state: JourneyState) =>
  `/api/products/${lead.productCode}/customer/${providerCodeOf(state.lender)}/leads/${lead.id}/kfs.pdf`;

/**
 * The journey as the customer's pages read it: every amount from the KFS record and the lender's answers,
 * none computed by the page (DESIGN "What was disclosed binds"). The partner who sent the link is named (his
 * name only), so a failure page can say who helps next.
 */
export async function toJourney(context: CustomerLoanContext, lead: LeadRow, state: JourneyState): Promise<CustomerJourney> {
  const [partner] = await context.db.select({ name: partners.name }).from(partners).where(eq(partners.id, lead.partnerId));
  const record = state.kfsId ? await findKfsRecord(context.db, lead.id, state.kfsId) : undefined;
  const statement = record ? statementOf(record, lead.productCode) : undefined;
  const lenderName = lenderNames[state.lender];
  const { brandName, brandColour } = decideViewer({ recordTenant: lead.tenantCode });
  return {
    leadId: lead.id,
    brandName,
    ...(brandColour ? { brandColour } : {}),
    // The customer's language travels with every step's answer, from the partner's lead (decision 0245).
    language: lead.customerLanguage,
    partnerName: partner?.name ?? null,
    lender: state.lender,
    lenderName,
    providerCode: providerCodeOf(state.lender),
    step: state.step,
    backNavigationDisabled: backNavigationDisabledSteps.includes(state.step),
    final: finalSteps.includes(state.step),
    offer: statement
      ? {
          amount: statement.amount,
          tenureMonths: statement.tenureMonths,
          annualRatePercent: statement.rate.annualPercent,
          emi: statement.emi,
          aprPercent: statement.aprPercent,
          netDisbursed: statement.netDisbursed,
        }
      : null,
    kfs:
      record && statement
        ? { id: record.id, acknowledged: state.acknowledgedKfsId === record.id && record.acknowledgedAt !== null, statement, pdfUrl: kfsPdfPath(lead, state) }
        : null,
    limits: state.step === 'apply/details' ? await limitsOf(context, lead, state, context.clock.now()) : null,
    mandate:
      state.mandate && state.bank
        ? {
            ...state.mandate,
            frequency: 'MNTH',
            bankName: state.bank.bankName,
            accountMasked: `XXXXXX${state.bank.accountLast4}`,
            lenderName,
            umrn: state.umrn,
          }
        : null,
    disbursement: state.disbursement,
    facts: {
      aadhaarLast4: state.aadhaarLast4,
      bankName: state.bank?.bankName ?? null,
      accountLast4: state.bank?.accountLast4 ?? null,
      umrn: state.umrn,
      livelinessWidgetToken: state.step === 'liveliness' ? state.widgetToken : null,
      mandateResponse: state.step === 'mandate-callback' ? state.mandateResponse : null,
      failureReason: state.failureReason,
    },
  };
}
