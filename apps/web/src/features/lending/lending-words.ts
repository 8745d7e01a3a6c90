import { useTranslation } from 'react-i18next';
import { LOAN_ALREADY_DISBURSED_MESSAGE, NO_LENDER_ANSWER_REASON, OFFER_RANKING_RULE, kfsWordRef, type OffersAnswer } from '@portal/domain';

/** The API's own English that these pages show, by the key that says it in the page's language. */
const dataKeys = new Map<string, string>([
  [OFFER_RANKING_RULE, 'lendingOffers.data.rankingRule'],
  [NO_LENDER_ANSWER_REASON, 'lendingOffers.data.noAnswer'],
  [LOAN_ALREADY_DISBURSED_MESSAGE, 'lendingOffers.data.alreadyDisbursed'],
]);

/**
 * The loan offer pages' words in the page's language (decision 0245): `t` for their keys, `say` for English
 * that arrives as data (the ranking rule, a lender's KFS fee, charge or payee, found by its words as the
 * customer's journey finds them; a lender's own words of no entry stay as sent), `months` for a tenure and
 * `declineReason` for why a lender made no offer.
 */
export function useLendingWords() {
  const { t } = useTranslation();
  const say = (text: string): string => {
    const key = dataKeys.get(text);
    if (key) return t(key);
    const ref = kfsWordRef(text);
    return ref ? t(ref.key, { ...ref.values, defaultValue: text }) : text;
  };
  const months = (count: number) =>
    count % 12 === 0
      ? t('lendingOffers.facts.monthsAndYears', { months: t('lending.fd.months', { count }), years: t('lendingOffers.facts.years', { count: count / 12 }) })
      : t('lending.fd.months', { count });
  // A lender's decline: a sandbox lender's by its key and values (decision 0266), its own words as sent.
  const declineReason = ({ reason, reasonKey, reasonParams }: OffersAnswer['declined'][number]): string =>
    reasonKey ? t(`lendingOffers.decline.${reasonKey}`, { ...reasonParams, defaultValue: reason }) : say(reason);
  return { t, say, months, declineReason };
}
