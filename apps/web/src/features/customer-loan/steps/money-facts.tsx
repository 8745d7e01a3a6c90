import type { ReactNode } from 'react';
import { formatDate, formatRupees } from '@portal/domain';
import type { CustomerLoanJourney } from '../api/customer-loan-journey';

/*
 * The amounts a customer reads, every one from the server's record (the KFS record, the mandate the bank
 * registers, the lender's disbursement): the page computes none (decision 0141).
 */

type FactRow = readonly [string, ReactNode] | false;

export function Facts({ label, rows }: { label: string; rows: readonly FactRow[] }) {
  return (
    <dl className="cl-facts" aria-label={label}>
      {rows
        .filter((row): row is readonly [string, ReactNode] => row !== false)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function OfferFacts({ journey }: { journey: CustomerLoanJourney }) {
  const offer = journey.offer;
  if (!offer) return null;
  return (
    <Facts
      label="Your offer"
      rows={[
        ['Lender', journey.lenderName],
        ['Loan amount', formatRupees(offer.amount)],
        ['Tenure', `${offer.tenureMonths} months`],
        ['Interest rate', `${offer.annualRatePercent}% a year`],
        ['Monthly EMI', formatRupees(offer.emi)],
        ['APR', `${offer.aprPercent.toFixed(2)}% a year`],
        ['Amount to your account', formatRupees(offer.netDisbursed)],
      ]}
    />
  );
}

/** What the e-mandate authorises, before the customer authorises it; its UMRN once the bank registered it. */
export function MandateFacts({ journey }: { journey: CustomerLoanJourney }) {
  const mandate = journey.mandate;
  if (!mandate) return null;
  return (
    <Facts
      label="Your e-mandate"
      rows={[
        ['In favour of', mandate.lenderName],
        ['Debit up to', `${formatRupees(mandate.maxAmount)} each time`],
        ['Frequency', `Monthly, ${mandate.debits} debits`],
        ['First debit', formatDate(mandate.firstDebitDate)],
        ['Last debit', formatDate(mandate.lastDebitDate)],
        ['From account', `${mandate.bankName}, ${mandate.accountMasked}`],
        ['Mandate reference (UMRN)', mandate.umrn ?? 'Given once your bank registers the mandate'],
      ]}
    />
  );
}

/** The money on its way, then paid: the amount is the acknowledged KFS's net amount, the UTR the lender's. */
export function DisbursementFacts({ journey }: { journey: CustomerLoanJourney }) {
  const disbursement = journey.disbursement;
  return (
    <Facts
      label="Disbursement"
      rows={[
        disbursement !== null && [disbursement.utr ? 'Amount paid to your account' : 'Amount to your account', formatRupees(disbursement.amount)],
        journey.bank !== null && ['Bank account', `${journey.bank.bankName}, account ending ${journey.bank.accountLast4}`],
        disbursement?.utr ? ['Bank reference (UTR)', disbursement.utr] : false,
      ]}
    />
  );
}
