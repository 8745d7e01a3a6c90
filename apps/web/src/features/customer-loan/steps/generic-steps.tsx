import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loanConsentForms, type CustomerLoanStep } from '@portal/domain';
import { ConfigForm } from '../../../components/form/config-form';
import { ApiErrorText, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';
import { loadStepSchema } from './load-step-schema';

/** The consent-only forms of the journey's steps, by name. */
export type LoanConsentForm = keyof typeof loanConsentForms;

/** How often a waiting step (a lender's callback to come) asks the server again. */
export const WAITING_POLL_MS = 3000;

/**
 * A screen with a few words and one button that answers the step; with a consent box (the domain's
 * loanConsentForms) the box is ticked first. The box is the customer's own check before going on: the step's
 * answer is fixed and has no field for it. `textValues` fill the consent's {{lender}} and the like.
 */
export function ContinueStep({
  step,
  onNext,
  children,
  action,
  answer: body = {},
  consent,
  textValues,
}: StepProps & {
  step: CustomerLoanStep;
  children: ReactNode;
  action: string;
  answer?: Record<string, unknown>;
  consent?: LoanConsentForm;
  textValues?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { answer, sending, error } = useAnswer(step, onNext);
  return (
    <ConfigForm
      className="cl-form"
      validateOn="submit"
      fields={consent ? loanConsentForms[consent] : []}
      loadSchema={consent ? loadStepSchema.consent : loadStepSchema.empty}
      textValues={textValues}
      intro={children}
      onSubmit={() => void answer(body)}
      submitting={sending}
      submitLabel={action}
      submittingLabel={t('customerLoan.pleaseWait')}
    >
      <ApiErrorText error={error} />
    </ConfigForm>
  );
}

/** A step waiting for the lender's callback: says what is happening and asks the server again every few seconds. */
export function WaitingStep({ onRefresh, children }: { onRefresh: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setInterval(onRefresh, WAITING_POLL_MS);
    return () => clearInterval(timer);
  }, [onRefresh]);
  return (
    <div className="cl-waiting">
      <p role="status">{children}</p>
      <p>{t('customerLoan.movesOnItself')}</p>
      <button type="button" className="button button--secondary" onClick={onRefresh}>
        {t('customerLoan.checkNow')}
      </button>
    </div>
  );
}

/**
 * A step the customer has nothing to type at: the page sends its empty answer itself once it opens (login-otp:
 * the lender's check of the mobile just proved by OTP; kyc-callback: the KYC provider's return to this page,
 * where the server reads the result), and again from "Check now" after an error.
 */
export function SelfAnsweredStep({ step, onNext, children }: StepProps & { step: CustomerLoanStep; children: ReactNode }) {
  const { t } = useTranslation();
  const { answer, sending, error } = useAnswer(step, onNext);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void answer({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sent once, when the step opens
  }, []);
  return (
    <div className="cl-waiting">
      <p role="status">{children}</p>
      <ApiErrorText error={error} />
      {error ? (
        <button type="button" className="button button--secondary" disabled={sending} onClick={() => void answer({})}>
          {t('customerLoan.checkNow')}
        </button>
      ) : null}
    </div>
  );
}

export function FailureStep(props: StepProps & { step: CustomerLoanStep; what: string; action: string; hint: string }) {
  const { journey, step, what, action, hint } = props;
  const { t } = useTranslation();
  return (
    <ContinueStep {...props} step={step} action={action} answer={{ retry: true }}>
      <div className="cl-failure" role="alert">
        <p>{what}</p>
        {journey.failureReason ? <p>{t('customerLoan.reason', { reason: journey.failureReason })}</p> : null}
      </div>
      <p>{hint}</p>
      {journey.partnerName ? <p>{t('customerLoan.partnerCanHelp', { partner: journey.partnerName })}</p> : null}
    </ContinueStep>
  );
}
