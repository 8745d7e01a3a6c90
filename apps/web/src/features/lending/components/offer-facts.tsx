import { formatRupees, type Offer, formatDate } from '@portal/domain';

const rateTypeLabels: Record<Offer['rateType'], string> = { FIXED: 'fixed', FLOATING: 'floating' };

export const formatPercent = (value: number) => `${value.toFixed(2)} %`;
export const formatMonths = (months: number) => (months % 12 === 0 ? `${months} months (${months / 12} year${months === 12 ? '' : 's'})` : `${months} months`);
export const formatValidUntil = (iso: string) => formatDate(new Date(iso));

/** An offer's figures as a partner compares them, in the same order on every card (decision 0080). */
export function OfferFacts({ offer }: { offer: Offer }) {
  // What differs between lenders first (the instalment and the yearly cost), then what the partner asked for.
  const rows: [string, string][] = [
    ['Monthly instalment (EMI)', formatRupees(offer.emi)],
    ['APR (yearly cost with fees)', formatPercent(offer.aprPercent)],
    ['Interest rate', `${formatPercent(offer.annualRatePercent)} a year, ${rateTypeLabels[offer.rateType]}`],
    ['Upfront fees (incl. GST)', formatRupees(offer.upfrontFees)],
    ['Amount in hand', formatRupees(offer.netDisbursed)],
    ['Total to repay', formatRupees(offer.totalRepayable)],
    ['Loan amount', formatRupees(offer.amount)],
    ['Tenure', formatMonths(offer.tenureMonths)],
    ['Offer valid until', formatValidUntil(offer.validUntil)],
  ];
  return (
    <dl className="ln-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
