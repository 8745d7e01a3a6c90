import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const offer = journey.offer;
  if (!offer) return null;
  return (
    <Facts
      label={t('customerLoan.facts.yourOffer')}
      rows={[
        [t('customerLoan.offer.lender'), journey.lenderName],
        [t('customerLoan.offer.amount'), formatRupees(offer.amount)],
        [t('customerLoan.offer.tenure'), t('customerLoan.offer.months', { count: offer.tenureMonths })],
        [t('customerLoan.offer.rate'), t('customerLoan.facts.aYear', { rate: offer.annualRatePercent })],
        [t('customerLoan.offer.emi'), formatRupees(offer.emi)],
        ['APR', t('customerLoan.facts.aYear', { rate: offer.aprPercent.toFixed(2) })],
        [t('customerLoan.offer.toAccount'), formatRupees(offer.netDisbursed)],
      ]}
    />
  );
}

/** What the e-mandate authorises, before the customer authorises it; its UMRN once the bank registered it. */
export function MandateFacts({ journey }: { journey: CustomerLoanJourney }) {
  const { t } = useTranslation();
  const mandate = journey.mandate;
  if (!mandate) return null;
  return (
    <Facts
      label={t('customerLoan.facts.yourMandate')}
      rows={[
        [t('customerLoan.facts.inFavourOf'), mandate.lenderName],
        [t('customerLoan.facts.debitUpTo'), t('customerLoan.facts.eachTime', { amount: formatRupees(mandate.maxAmount) })],
        [t('customerLoan.facts.frequency'), t('customerLoan.facts.monthlyDebits', { debits: mandate.debits })],
        [t('customerLoan.facts.firstDebit'), formatDate(mandate.firstDebitDate)],
        [t('customerLoan.facts.lastDebit'), formatDate(mandate.lastDebitDate)],
        [t('customerLoan.facts.fromAccount'), `${mandate.bankName}, ${mandate.accountMasked}`],
        [t('customerLoan.facts.umrn'), mandate.umrn ?? t('customerLoan.facts.umrnPending')],
      ]}
    />
  );
}

/** The money on its way, then paid: the amount is the acknowledged KFS's net amount, the UTR the lender's. */
export function DisbursementFacts({ journey }: { journey: CustomerLoanJourney }) {
  const { t } = useTranslation();
  const disbursement = journey.disbursement;
  const bank = journey.bank;
  return (
    <Facts
      label={t('customerLoan.facts.disbursement')}
      rows={[
        disbursement !== null && [
          disbursement.utr ? t('customerLoan.facts.paidToAccount') : t('customerLoan.offer.toAccount'),
          formatRupees(disbursement.amount),
        ],
        bank !== null && [t('customerLoan.facts.bankAccount'), t('customerLoan.facts.accountEnding', { bank: bank.bankName, last4: bank.accountLast4 })],
        disbursement?.utr ? [t('customerLoan.facts.utr'), disbursement.utr] : false,
      ]}
    />
  );
}
