import type { TFunction } from 'i18next';
import type { CustomerLoanJourney } from '../api/customer-loan-journey';

/** The penny drop's result, in the page's words. */
export function pennyDropWords(bank: NonNullable<CustomerLoanJourney['bank']>, t: TFunction): { text: string; ok: boolean } | undefined {
  const last4 = bank.accountLast4;
  switch (bank.pennyDrop) {
    case 'VERIFIED':
      return {
        ok: true,
        text: bank.nameAtBank ? t('customerLoan.bank.verifiedHeldBy', { last4, name: bank.nameAtBank }) : t('customerLoan.bank.verified', { last4 }),
      };
    case 'NAME_MISMATCH':
      return {
        ok: false,
        text: bank.nameAtBank ? t('customerLoan.bank.nameMismatch', { last4, name: bank.nameAtBank }) : t('customerLoan.bank.nameMismatchUnknown', { last4 }),
      };
    case 'ACCOUNT_NOT_FOUND':
      return { ok: false, text: t('customerLoan.bank.notFound', { last4 }) };
    case 'PENDING':
      return { ok: true, text: t('customerLoan.bank.pending') };
    default:
      return undefined;
  }
}
