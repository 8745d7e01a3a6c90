import { formatRupees, type Offer, formatDate } from '@portal/domain';
import { useLendingWords } from '../lending-words';

export const formatPercent = (value: number) => `${value.toFixed(2)} %`;
export const formatValidUntil = (iso: string) => formatDate(new Date(iso));

/** An offer's figures as a partner compares them, in the same order on every card (decision 0080), in the page's language. */
export function OfferFacts({ offer }: { offer: Offer }) {
  const { t, months } = useLendingWords();
  const rate = formatPercent(offer.annualRatePercent);
  // What differs between lenders first (the instalment and the yearly cost), then what the partner asked for.
  const rows: [string, string][] = [
    [t('lendingOffers.facts.emi'), formatRupees(offer.emi)],
    [t('lendingOffers.facts.apr'), formatPercent(offer.aprPercent)],
    [t('lendingOffers.facts.rate'), t(offer.rateType === 'FIXED' ? 'lendingOffers.facts.rateFixed' : 'lendingOffers.facts.rateFloating', { rate })],
    [t('lendingOffers.facts.upfrontFees'), formatRupees(offer.upfrontFees)],
    [t('lendingOffers.facts.inHand'), formatRupees(offer.netDisbursed)],
    [t('lendingOffers.facts.totalRepay'), formatRupees(offer.totalRepayable)],
    [t('lendingOffers.facts.amount'), formatRupees(offer.amount)],
    [t('lendingOffers.facts.tenure'), months(offer.tenureMonths)],
    [t('lendingOffers.facts.validUntil'), formatValidUntil(offer.validUntil)],
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
