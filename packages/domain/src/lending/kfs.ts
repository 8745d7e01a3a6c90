import type { Kfs } from '../api/lending';
import type { OfferTerms } from './lender-decision';
import { formatRupees } from '../format';
import { lenderNames, lenderRules } from './lenders';
import { addMonths, addWorkingDays, endOfIndiaDay, indiaDate } from './working-days';

/**
 * The Key Facts Statement of an offer (RBI KFS directions, 15 April 2024: Annex A parts 1 and 2, the APR
 * of Annex B and the repayment schedule of Annex C; decision 0075). Pure: the same terms and issue time
 * give the same statement, so the screen, the PDF and the customer's link agree.
 */
export const KFS_VERSION = 'kfs-2024-v1';
/** RBI: valid at least three working days for loans of seven days or more. */
export const KFS_VALIDITY_WORKING_DAYS = 3;
export const APR_METHOD =
  'APR is the internal rate of return of the monthly instalments on the net amount disbursed (the loan less every upfront fee, GST included), a monthly rate multiplied by 12, as in the illustration of RBI’s KFS directions.';

export function kfsValidUntil(issuedAt: Date): Date {
  return endOfIndiaDay(addWorkingDays(indiaDate(issuedAt), KFS_VALIDITY_WORKING_DAYS));
}

export function buildKfs(terms: OfferTerms, productName: string, issuedAt: Date): Kfs {
  const lender = lenderRules[terms.lenderCode];
  const firstDue = addMonths(indiaDate(issuedAt), 1);
  const floating = terms.rateType === 'FLOATING';
  const fees = [...terms.lenderFees, ...terms.thirdPartyFees];
  return {
    version: KFS_VERSION,
    lender: { lenderCode: terms.lenderCode, lenderName: lenderNames[terms.lenderCode] },
    productName,
    amount: terms.amount,
    tenureMonths: terms.tenureMonths,
    instalmentType: 'MONTHLY',
    instalmentCount: terms.cost.schedule.length,
    emi: terms.cost.emi,
    lastInstalment: terms.cost.schedule.at(-1)?.payment ?? terms.cost.emi,
    rate: {
      annualPercent: terms.annualRatePercent,
      type: terms.rateType,
      benchmark: terms.benchmark,
      spreadPercent: terms.spreadPercent,
      resetMonths: floating ? 3 : null,
    },
    fees: {
      lender: terms.lenderFees,
      thirdParty: terms.thirdPartyFees,
      total: fees.reduce((sum, f) => sum + f.amount, 0),
    },
    netDisbursed: terms.cost.netDisbursed,
    totalInterest: terms.cost.totalInterest,
    totalRepayable: terms.cost.totalRepayable,
    aprPercent: terms.cost.aprPercent,
    aprMethod: APR_METHOD,
    schedule: terms.cost.schedule.map((row) => ({ ...row, dueDate: addMonths(firstDue, row.instalment - 1) })),
    contingentCharges: [
      { label: 'Penal charges for late payment', text: lender.penalCharge },
      {
        label: 'Foreclosure charges',
        // RBI: no foreclosure charge on floating-rate loans to individuals.
        text: floating ? 'Nil (floating rate loan to an individual)' : lender.foreclosureFixed,
      },
      { label: 'Cheque or mandate return', text: 'Rs 500 for each return, plus GST' },
      {
        label: 'Switching between floating and fixed rate',
        text: floating ? '0.5 % of the principal outstanding, plus GST' : 'Not applicable: fixed rate only',
      },
    ],
    coolingOffDays: lender.coolingOffDays,
    grievance: lender.grievance,
    recoveryAgents:
      'The lender may engage recovery agents only as its loan agreement and RBI’s directions allow; their names are shared with the borrower before any contact.',
    issuedAt: issuedAt.toISOString(),
    validUntil: kfsValidUntil(issuedAt).toISOString(),
    validityWorkingDays: KFS_VALIDITY_WORKING_DAYS,
  };
}

/**
 * The KFS's instalment line in words, one home for screen and PDF: it names the last instalment where it
 * differs from the EMI ("24 monthly instalments: 23 of Rs 14,017 and a last one of Rs 14,022.32").
 */
export function instalmentLine(kfs: Pick<Kfs, 'instalmentCount' | 'emi' | 'lastInstalment'>, format: (paise: number) => string): string {
  if (kfs.instalmentCount <= 1 || kfs.lastInstalment === kfs.emi) return `${kfs.instalmentCount} monthly instalments of ${format(kfs.emi)}`;
  return `${kfs.instalmentCount} monthly instalments: ${kfs.instalmentCount - 1} of ${format(kfs.emi)} and a last one of ${format(kfs.lastInstalment)}`;
}

/** The instalment line as a catalogue message (key and values) for a page or PDF in the reader's language. */
export function instalmentLineMessage(kfs: Pick<Kfs, 'instalmentCount' | 'emi' | 'lastInstalment'>) {
  if (kfs.instalmentCount <= 1 || kfs.lastInstalment === kfs.emi) {
    return { key: 'customerLoan.offer.instalmentsEqual', values: { count: kfs.instalmentCount, emi: formatRupees(kfs.emi) } } as const;
  }
  const values = { count: kfs.instalmentCount, first: kfs.instalmentCount - 1, emi: formatRupees(kfs.emi), last: formatRupees(kfs.lastInstalment) };
  return { key: 'customerLoan.offer.instalmentsLast', values } as const;
}
