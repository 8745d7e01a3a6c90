import { formatDate, formatDateTime, formatRupees, instalmentLine } from '@portal/domain';
import { ConsentCheckbox } from '../../../components/form/consent-checkbox';
import { Facts } from './money-facts';
import { ApiErrorText, useConsentBox, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

/**
 * The offer is the customer's Key Facts Statement (RBI Digital Lending Directions 2025 and the KFS circular;
 * decision 0141): the statement the server issued, read here, downloadable as a PDF, and acknowledged by
 * the customer themself. The answer names the statement, so an offer changed meanwhile is not accepted.
 */
export function OfferKfsStep(props: StepProps) {
  const { journey } = props;
  const { answer, sending, error } = useAnswer('offer', props.onNext);
  const consentBox = useConsentBox();
  const record = journey.kfs;
  if (!record) return <p role="status">{journey.lenderName} is preparing your Key Facts Statement.</p>;
  const kfs = record.statement;
  const foreclosure = kfs.contingentCharges.find((charge) => charge.label === 'Foreclosure charges');
  const fees = [...kfs.fees.lender, ...kfs.fees.thirdParty];
  return (
    <form
      className="form cl-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!consentBox.check()) return;
        void answer({ kfsId: record.id, acknowledged: true, accept: true });
      }}
    >
      <p>{journey.lenderName} offers you this loan. Read its Key Facts Statement before you accept.</p>
      <h2 className="cl-kfs-title">Key Facts Statement</h2>
      <Facts
        label="The loan"
        rows={[
          ['Lender', kfs.lender.lenderName],
          ['Loan amount', formatRupees(kfs.amount)],
          ['Tenure', `${kfs.tenureMonths} months`],
          ['Interest rate', `${kfs.rate.annualPercent}% a year, ${kfs.rate.type === 'FIXED' ? 'fixed' : 'floating'}`],
          ['Annual Percentage Rate (APR)', `${kfs.aprPercent.toFixed(2)}%`],
          ['Monthly EMI', formatRupees(kfs.emi)],
          ['Instalments', instalmentLine(kfs, formatRupees)],
          ['First instalment due', formatDate(kfs.schedule[0]?.dueDate ?? kfs.issuedAt)],
        ]}
      />
      <Facts
        label="Fees"
        rows={[...fees.map((fee) => [`${fee.label} (to ${fee.payableTo})`, formatRupees(fee.amount)] as const), ['Total fees', formatRupees(kfs.fees.total)]]}
      />
      <Facts
        label="What you get and what you pay"
        rows={[
          ['Amount to your account', formatRupees(kfs.netDisbursed)],
          ['Total interest', formatRupees(kfs.totalInterest)],
          ['Total cost of the loan (interest and fees)', formatRupees(kfs.totalInterest + kfs.fees.total)],
          ['Total you repay', formatRupees(kfs.totalRepayable)],
        ]}
      />
      <Facts
        label="Exit, charges and help"
        rows={[
          [
            'Cooling-off period',
            `${kfs.coolingOffDays} days after disbursement: you may exit by repaying the principal and the interest for the days you had the money, with no penalty`,
          ],
          foreclosure !== undefined && ['Closing the loan after that', foreclosure.text],
          ...kfs.contingentCharges.filter((charge) => charge !== foreclosure).map((charge) => [charge.label, charge.text] as const),
          [
            'Grievance redressal officer',
            <>
              {kfs.grievance.name}, {kfs.grievance.designation}. <a href={`tel:${kfs.grievance.phone.replace(/\s/g, '')}`}>{kfs.grievance.phone}</a>,{' '}
              <a href={`mailto:${kfs.grievance.email}`}>{kfs.grievance.email}</a>
            </>,
          ],
          ['This offer is valid until', `${formatDateTime(kfs.validUntil)} (${kfs.validityWorkingDays} working days)`],
        ]}
      />
      <p>
        <a href={record.pdfUrl} download>
          Download the Key Facts Statement (PDF)
        </a>
      </p>
      <ConsentCheckbox {...consentBox.props}>I have read the Key Facts Statement above and I acknowledge it.</ConsentCheckbox>
      <ApiErrorText error={error} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Please wait…' : 'Accept this offer'}
        </button>
      </div>
    </form>
  );
}
