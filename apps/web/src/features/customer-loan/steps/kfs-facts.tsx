import type { CustomerJourney } from '@portal/domain';
import { formatDate, formatRupees, instalmentLineMessage } from '@portal/domain';
import { useFormatDateTime } from '../../../components/date-time';
import { useLoanWords } from '../loan-words';
import { Facts } from './money-facts';

type Kfs = NonNullable<CustomerJourney['kfs']>['statement'];

/** The instalments in words: the last one named where it differs from the EMI (the domain's instalmentLineMessage). */
function useInstalmentLine() {
  const { t } = useLoanWords();
  return (kfs: Kfs) => {
    const { key, values } = instalmentLineMessage(kfs);
    return t(key, values);
  };
}

/** The loan and its fees, as the statement has them. */
function LoanAndFees({ kfs }: { kfs: Kfs }) {
  const { t, say } = useLoanWords();
  const instalmentLine = useInstalmentLine();
  const fees = [...kfs.fees.lender, ...kfs.fees.thirdParty];
  const rate = kfs.rate.type === 'FIXED' ? 'customerLoan.offer.rateFixed' : 'customerLoan.offer.rateFloating';
  return (
    <>
      <Facts
        label={t('customerLoan.offer.theLoan')}
        rows={[
          [t('customerLoan.offer.lender'), kfs.lender.lenderName],
          [t('customerLoan.offer.amount'), formatRupees(kfs.amount)],
          [t('customerLoan.offer.tenure'), t('customerLoan.offer.months', { count: kfs.tenureMonths })],
          [t('customerLoan.offer.rate'), t(rate, { rate: kfs.rate.annualPercent })],
          [t('customerLoan.offer.apr'), t('customerLoan.offer.percent', { value: kfs.aprPercent.toFixed(2) })],
          [t('customerLoan.offer.emi'), formatRupees(kfs.emi)],
          [t('customerLoan.offer.instalments'), instalmentLine(kfs)],
          [t('customerLoan.offer.firstDue'), formatDate(kfs.schedule[0]?.dueDate ?? kfs.issuedAt)],
        ]}
      />
      <Facts
        label={t('customerLoan.offer.fees')}
        rows={[
          ...fees.map((fee) => [t('customerLoan.offer.feeTo', { fee: say(fee.label), payee: say(fee.payableTo) }), formatRupees(fee.amount)] as const),
          [t('customerLoan.offer.totalFees'), formatRupees(kfs.fees.total)],
        ]}
      />
      <Facts
        label={t('customerLoan.offer.youGetAndPay')}
        rows={[
          [t('customerLoan.offer.toAccount'), formatRupees(kfs.netDisbursed)],
          [t('customerLoan.offer.totalInterest'), formatRupees(kfs.totalInterest)],
          [t('customerLoan.offer.totalCost'), formatRupees(kfs.totalInterest + kfs.fees.total)],
          [t('customerLoan.offer.totalRepay'), formatRupees(kfs.totalRepayable)],
        ]}
      />
    </>
  );
}

/** Exit, the contingent charges and whom to complain to; the lenders' texts said in the page's language where known. */
function ExitAndHelp({ kfs }: { kfs: Kfs }) {
  const { t, say } = useLoanWords();
  const foreclosure = kfs.contingentCharges.find((charge) => charge.label === 'Foreclosure charges');
  const grievance = kfs.grievance;
  const formatDateTime = useFormatDateTime();
  return (
    <Facts
      label={t('customerLoan.offer.exit')}
      rows={[
        [t('customerLoan.offer.coolingOff'), t('customerLoan.offer.coolingOffValue', { days: kfs.coolingOffDays })],
        foreclosure !== undefined && [t('customerLoan.offer.closingAfter'), say(foreclosure.text)],
        ...kfs.contingentCharges.filter((charge) => charge !== foreclosure).map((charge) => [say(charge.label), say(charge.text)] as const),
        [
          t('customerLoan.offer.grievance'),
          <>
            {grievance.name}, {say(grievance.designation)}. <a href={`tel:${grievance.phone.replace(/\s/g, '')}`}>{grievance.phone}</a>,{' '}
            <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
          </>,
        ],
        [t('customerLoan.offer.validUntil'), t('customerLoan.offer.validUntilValue', { when: formatDateTime(kfs.validUntil), days: kfs.validityWorkingDays })],
      ]}
    />
  );
}

/** The Key Facts Statement the server issued (decision 0141), read on the page in the customer's language. */
export function KfsFacts({ kfs }: { kfs: Kfs }) {
  return (
    <>
      <LoanAndFees kfs={kfs} />
      <ExitAndHelp kfs={kfs} />
    </>
  );
}
