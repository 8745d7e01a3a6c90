import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatDate, formatRupees, type CustomerLoanStep } from '@portal/domain';
import { ConsentCheckbox } from '../../../components/form/consent-checkbox';
import { BankDetailsStep } from './bank-details-step';
import { KycDetailsStep } from './kyc-details-step';
import { LivelinessStep } from './liveliness-step';
import { LocationStep } from './location-step';
import { ApplyDetailsStep } from './apply-details-step';
import { NumberField } from './number-field';
import { DisbursementFacts, MandateFacts, OfferFacts } from './money-facts';
import { OfferKfsStep } from './offer-kfs-step';
import { ApiErrorText, useConsentBox, type StepProps } from './step-parts';
import { useAnswer } from './use-answer';

/** How often a waiting step (a lender's callback to come) asks the server again. */
export const WAITING_POLL_MS = 3000;

/** A screen with a few words and one button that answers the step. */
function ContinueStep({
  step,
  journey,
  onNext,
  children,
  action,
  answer: body = {},
  consent,
}: StepProps & { step: CustomerLoanStep; children: ReactNode; action: string; answer?: Record<string, unknown>; consent?: string }) {
  const { answer, sending, error } = useAnswer(step, onNext);
  const consentBox = useConsentBox();
  void journey;
  return (
    <form
      className="form cl-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (consent && !consentBox.check()) return;
        // The consent box is the customer's own check before going on; the API's answer for the step has no field for it.
        void answer(body);
      }}
    >
      {children}
      {consent ? <ConsentCheckbox {...consentBox.props}>{consent}</ConsentCheckbox> : null}
      <ApiErrorText error={error} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Please wait…' : action}
        </button>
      </div>
    </form>
  );
}

/** A step waiting for the lender's callback: says what is happening and asks the server again every few seconds. */
function WaitingStep({ onRefresh, children }: { onRefresh: () => void; children: ReactNode }) {
  useEffect(() => {
    const timer = setInterval(onRefresh, WAITING_POLL_MS);
    return () => clearInterval(timer);
  }, [onRefresh]);
  return (
    <div className="cl-waiting">
      <p role="status">{children}</p>
      <p>This page moves on by itself. You may keep it open.</p>
      <button type="button" className="button button--secondary" onClick={onRefresh}>
        Check now
      </button>
    </div>
  );
}

/**
 * A step the customer has nothing to type at: the page sends its empty answer itself once it opens (login-otp:
 * the lender's check of the mobile just proved by OTP; kyc-callback: the KYC provider's return to this page,
 * where the server reads the result), and again from "Check now" after an error.
 */
function SelfAnsweredStep({ step, onNext, children }: StepProps & { step: CustomerLoanStep; children: ReactNode }) {
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
          Check now
        </button>
      ) : null}
    </div>
  );
}

function FailureStep(props: StepProps & { step: CustomerLoanStep; what: string; action: string; hint: string }) {
  const { journey, step, what, action, hint } = props;
  return (
    <ContinueStep {...props} step={step} action={action} answer={{ retry: true }}>
      <div className="cl-failure" role="alert">
        <p>{what}</p>
        {journey.failureReason ? <p>Reason: {journey.failureReason}</p> : null}
      </div>
      <p>{hint}</p>
      {journey.partnerName ? <p>Your partner {journey.partnerName} can also help you with this.</p> : null}
    </ContinueStep>
  );
}

/** The screen of the journey's current step. */
export function StepScreen(props: StepProps) {
  const { journey } = props;
  const step = journey.step;
  const lender = journey.lenderName;
  switch (step) {
    case 'login-otp':
      return (
        <SelfAnsweredStep {...props} step={step}>
          {lender} is checking your mobile number.
        </SelfAnsweredStep>
      );
    case 'offer':
      return <OfferKfsStep {...props} />;
    case 'stashfin':
      return (
        <ContinueStep
          {...props}
          step={step}
          action={`Continue with ${lender}`}
          consent={`I agree to share my application with ${lender} to complete the loan.`}
        >
          <p>{lender} completes this loan on its own pages. Your details so far go with you, so you do not need to type them again.</p>
          <OfferFacts journey={journey} />
        </ContinueStep>
      );
    case 'offer/confirm':
      return (
        <ContinueStep
          {...props}
          step={step}
          action="Confirm offer"
          answer={{ confirm: true }}
          consent={`I have read the loan terms and accept this offer from ${lender}.`}
        >
          <OfferFacts journey={journey} />
        </ContinueStep>
      );
    case 'location':
      return <LocationStep {...props} />;
    case 'presence-verification':
      return (
        <ContinueStep
          {...props}
          step={step}
          action="Verify my mobile"
          consent="I agree that the lender checks with my mobile operator that this mobile number is mine and active."
        >
          <p>{lender} checks that you are applying yourself, from your own mobile number. This takes a few seconds.</p>
        </ContinueStep>
      );
    case 'liveliness':
      return <LivelinessStep {...props} />;
    case 'kyc-details':
      return <KycDetailsStep {...props} />;
    case 'initiate-kyc':
      return (
        <ContinueStep {...props} step={step} action="Start KYC" consent={`I agree that ${lender} verifies my identity with UIDAI for this loan.`}>
          <p>Next, {lender} verifies your identity with your Aadhaar. You will get an OTP from UIDAI on the mobile linked to your Aadhaar.</p>
        </ContinueStep>
      );
    case 'kyc-callback':
      return (
        <SelfAnsweredStep {...props} step={step}>
          {lender} is verifying your KYC. This usually takes under a minute.
        </SelfAnsweredStep>
      );
    case 'additional-details':
      return <AdditionalDetailsStep {...props} />;
    case 'bank-details':
      return <BankDetailsStep {...props} />;
    case 'mandate-callback':
      // The bank's e-mandate page hands back a signed answer (facts.mandateResponse); the customer authorises
      // it here and the page sends it on. Without one yet, the bank is still registering the mandate.
      return journey.mandateResponse && journey.mandate ? (
        <ContinueStep
          {...props}
          step={step}
          action="Set up e-mandate"
          answer={{ response: journey.mandateResponse }}
          consent={`I authorise ${journey.mandate.lenderName} to debit my ${journey.mandate.bankName} account ${journey.mandate.accountMasked} every month, up to ${formatRupees(journey.mandate.maxAmount)} each time, from ${formatDate(journey.mandate.firstDebitDate)} to ${formatDate(journey.mandate.lastDebitDate)}, for this loan's instalments.`}
        >
          <p>Your EMIs are paid by e-mandate from your bank account: you authorise it once. It allows only these debits.</p>
          <MandateFacts journey={journey} />
        </ContinueStep>
      ) : (
        <>
          <MandateFacts journey={journey} />
          <WaitingStep onRefresh={props.onRefresh}>Your bank is registering the e-mandate.</WaitingStep>
        </>
      );
    case 'disbursement-details':
      return (
        <>
          <DisbursementFacts journey={journey} />
          <MandateFacts journey={journey} />
          <WaitingStep onRefresh={props.onRefresh}>{lender} is sending the money to your bank account.</WaitingStep>
        </>
      );
    case 'disbursement-success':
      return (
        <div className="cl-done">
          <p className="cl-success" role="status">
            Your loan is disbursed. The money is in your bank account.
          </p>
          <DisbursementFacts journey={journey} />
          <p>{lender} sends your loan agreement and EMI schedule by e-mail and SMS. You may close this page.</p>
        </div>
      );
    case 'disbursement-reject':
      return (
        <div className="cl-done">
          <div className="cl-failure" role="alert">
            <p>{lender} did not disburse this loan.</p>
            {journey.failureReason ? <p>Reason: {journey.failureReason}</p> : null}
          </div>
          <p>No money has been taken from your account and the e-mandate is cancelled.</p>
          <p>
            {journey.partnerName
              ? `Your partner ${journey.partnerName} can check offers from other lenders for you.`
              : 'Ask the partner who sent you this link to check offers from other lenders.'}
          </p>
        </div>
      );
    case 'apply':
      return (
        <ContinueStep {...props} step={step} action="Start application">
          <p>Apply for your loan with {lender}. It takes about 5 minutes; keep your Aadhaar and bank account details at hand.</p>
          <OfferFacts journey={journey} />
        </ContinueStep>
      );
    case 'apply/details':
      return <ApplyDetailsStep {...props} />;
    case 'apply/confirm':
      return (
        <ContinueStep {...props} step={step} action="Submit application" answer={{ confirm: true }} consent="The details I gave are true and complete.">
          <OfferFacts journey={journey} />
        </ContinueStep>
      );
    case 'mandate-failure':
      return (
        <FailureStep
          {...props}
          step={step}
          what="Your e-mandate could not be set up."
          action="Try the e-mandate again"
          hint="Check that your net banking or debit card works, or use another account in your name."
        />
      );
    case 'kyc-failure':
      return (
        <FailureStep
          {...props}
          step={step}
          what="Your KYC could not be completed."
          action="Check my Aadhaar number"
          hint="Check that your Aadhaar number is right and that the mobile linked to your Aadhaar is with you. You can type it again on the next page."
        />
      );
    case 'offer-failure':
      return (
        <FailureStep
          {...props}
          step={step}
          what={`${lender} has no loan offer for you now.`}
          action="Check for an offer again"
          hint="Offers change with your income and credit history; you may check again later."
        />
      );
    case 'offerApiFailure':
      return (
        <FailureStep
          {...props}
          step={step}
          what={`We could not get your offer from ${lender} just now.`}
          action="Try again"
          hint="This is on the lender's side, not yours. Try again in a minute."
        />
      );
  }
}

const employmentTypes = [
  ['SALARIED', 'Salaried'],
  ['SELF_EMPLOYED', 'Self-employed'],
] as const;

/** additional-details: how the customer earns and the monthly income (in rupees). */
function AdditionalDetailsStep(props: StepProps) {
  const { answer, sending, error } = useAnswer('additional-details', props.onNext);
  const [employment, setEmployment] = useState('');
  const [income, setIncome] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const employmentId = useId();
  const fieldErrors: Record<string, string | undefined> = { ...error?.fields, ...errors };
  return (
    <form
      className="form cl-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const next: Record<string, string> = {};
        if (!employment) next.employmentType = 'Choose your employment type';
        if (!income || Number(income) < 1000) next.monthlyIncome = 'Enter your monthly income';
        setErrors(next);
        if (Object.keys(next).length === 0) void answer({ employmentType: employment, monthlyIncome: Number(income) });
      }}
    >
      <fieldset className="field cl-radios" aria-describedby={fieldErrors.employmentType ? `${employmentId}-error` : undefined}>
        <legend>How you earn</legend>
        {employmentTypes.map(([value, label]) => (
          <label key={value} className="cl-choice">
            <input type="radio" name="employmentType" value={value} checked={employment === value} onChange={() => setEmployment(value)} />
            <span>{label}</span>
          </label>
        ))}
        {fieldErrors.employmentType ? (
          <p className="field__error" id={`${employmentId}-error`}>
            {fieldErrors.employmentType}
          </p>
        ) : null}
      </fieldset>
      <NumberField label="Monthly income (₹)" hint="Take-home, after tax" value={income} onChange={setIncome} error={fieldErrors.monthlyIncome} />
      {error && Object.keys(error.fields).length === 0 ? <ApiErrorText error={error} /> : null}
      <div className="form__actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Please wait…' : 'Continue'}
        </button>
      </div>
    </form>
  );
}
