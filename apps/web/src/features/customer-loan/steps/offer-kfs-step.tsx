import { loanConsentForms } from '@portal/domain';
import { ConfigForm } from '../../../components/form/config-form';
import { useLoanWords } from '../loan-words';
import { KfsFacts } from './kfs-facts';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';
import { loadStepSchema } from './load-step-schema';

/**
 * The offer is the customer's Key Facts Statement (RBI Digital Lending Directions 2025 and the KFS circular;
 * decision 0141): the statement the server issued, read here, downloadable as a PDF, and acknowledged by
 * the customer themself (the box under it). The answer names the statement, so an offer changed meanwhile is
 * not accepted.
 */
export function OfferKfsStep(props: StepProps) {
  const { journey } = props;
  const { t, language } = useLoanWords();
  const { answer, sending, error } = useAnswer('offer', props.onNext);
  const record = journey.kfs;
  const lender = journey.lenderName;
  if (!record) return <p role="status">{t('customerLoan.offer.preparing', { lender })}</p>;
  return (
    <ConfigForm
      className="cl-form"
      validateOn="submit"
      fields={loanConsentForms.kfs}
      loadSchema={loadStepSchema.consent}
      onSubmit={() => void answer({ kfsId: record.id, acknowledged: true, accept: true })}
      submitting={sending}
      submitLabel={t('customerLoan.offer.accept')}
      submittingLabel={t('customerLoan.pleaseWait')}
      intro={
        <>
          <p>{t('customerLoan.offer.intro', { lender })}</p>
          <h2 className="cl-kfs-title">{t('customerLoan.offer.title')}</h2>
          <KfsFacts kfs={record.statement} />
          <p>
            {/* The PDF in the page's language: a link's click sends the browser's languages, not the page's. */}
            <a href={`${record.pdfUrl}?lang=${encodeURIComponent(language)}`} download>
              {t('customerLoan.offer.download')}
            </a>
          </p>
        </>
      }
    >
      <ApiErrorText error={error} />
    </ConfigForm>
  );
}
