import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRupees, type CustomerLoanStep } from '@portal/domain';
import { AdditionalDetailsStep } from './additional-details-step';
import { ApplyDetailsStep } from './apply-details-step';
import { BankDetailsStep } from './bank-details-step';
import { DisbursementDetails, DisbursementReject, DisbursementSuccess, failureScreens } from './final-steps';
import { ContinueStep, SelfAnsweredStep, WaitingStep, type LoanConsentForm } from './generic-steps';
import { KycDetailsStep } from './kyc-details-step';
import { LivelinessStep } from './liveliness-step';
import { LocationStep } from './location-step';
import { MandateFacts, OfferFacts } from './money-facts';
import { OfferKfsStep } from './offer-kfs-step';
import type { StepProps } from './step-parts';

export { WAITING_POLL_MS } from './generic-steps';

/** The words of the steps with one button (customerLoan.steps.<words>Action…); those with a consent name its form. */
type ContinueWords = LoanConsentForm | 'apply';

/** A step with a few words, a consent and one button; its words by key (customerLoan.steps.*), the lender named. */
function ContinueScreen({
  journey,
  onNext,
  onRefresh,
  step,
  words,
  withText,
  withConsent,
  withFacts,
}: StepProps & { step: CustomerLoanStep; words: ContinueWords; withText?: boolean; withConsent?: boolean; withFacts?: boolean }) {
  const { t } = useTranslation();
  const lender = journey.lenderName;
  const answer = step === 'offer/confirm' || step === 'apply/confirm' ? { confirm: true } : undefined;
  return (
    <ContinueStep
      journey={journey}
      onNext={onNext}
      onRefresh={onRefresh}
      step={step}
      action={t(`customerLoan.steps.${words}Action`, { lender })}
      {...(answer ? { answer } : {})}
      {...(withConsent && words !== 'apply' ? { consent: words, textValues: { lender } } : {})}
    >
      {withText ? <p>{t(`customerLoan.steps.${words}Text`, { lender })}</p> : null}
      {withFacts ? <OfferFacts journey={journey} /> : null}
    </ContinueStep>
  );
}

/** A step the page answers itself, saying what the lender is doing meanwhile. */
function SelfAnsweredScreen(props: StepProps & { step: CustomerLoanStep; words: 'loginOtp' | 'kycCallback' }) {
  const { t } = useTranslation();
  return (
    <SelfAnsweredStep {...props} step={props.step}>
      {t(`customerLoan.steps.${props.words}`, { lender: props.journey.lenderName })}
    </SelfAnsweredStep>
  );
}

/**
 * The bank's e-mandate page hands back a signed answer (facts.mandateResponse); the customer authorises it
 * here and the page sends it on. Without one yet, the bank is still registering the mandate.
 */
function MandateCallback(props: StepProps) {
  const { t } = useTranslation();
  const { journey } = props;
  const mandate = journey.mandate;
  if (!journey.mandateResponse || !mandate) {
    return (
      <>
        <MandateFacts journey={journey} />
        <WaitingStep onRefresh={props.onRefresh}>{t('customerLoan.steps.mandateWaiting')}</WaitingStep>
      </>
    );
  }
  const consentValues = {
    lender: mandate.lenderName,
    bank: mandate.bankName,
    account: mandate.accountMasked,
    amount: formatRupees(mandate.maxAmount),
    from: formatDate(mandate.firstDebitDate),
    to: formatDate(mandate.lastDebitDate),
  };
  return (
    <ContinueStep
      {...props}
      step="mandate-callback"
      action={t('customerLoan.steps.mandateAction')}
      answer={{ response: journey.mandateResponse }}
      consent="mandate"
      textValues={consentValues}
    >
      <p>{t('customerLoan.steps.mandateText')}</p>
      <MandateFacts journey={journey} />
    </ContinueStep>
  );
}

/**
 * The screen of each step of SPEC §2, by step: a Record over every CustomerLoanStep, so a step the route table
 * gains without a screen here does not compile. Each screen checks its answer with the domain's schema of the
 * step (customerLoanAnswerSchemas), the one the server runs; its words are the catalogue's (customerLoan.*).
 */
export const stepScreens: Record<CustomerLoanStep, (props: StepProps) => ReactNode> = {
  'login-otp': (props) => <SelfAnsweredScreen {...props} step="login-otp" words="loginOtp" />,
  offer: (props) => <OfferKfsStep {...props} />,
  stashfin: (props) => <ContinueScreen {...props} step="stashfin" words="stashfin" withText withConsent withFacts />,
  'offer/confirm': (props) => <ContinueScreen {...props} step="offer/confirm" words="offerConfirm" withConsent withFacts />,
  location: (props) => <LocationStep {...props} />,
  'presence-verification': (props) => <ContinueScreen {...props} step="presence-verification" words="presence" withText withConsent />,
  liveliness: (props) => <LivelinessStep {...props} />,
  'kyc-details': (props) => <KycDetailsStep {...props} />,
  'initiate-kyc': (props) => <ContinueScreen {...props} step="initiate-kyc" words="initiateKyc" withText withConsent />,
  'kyc-callback': (props) => <SelfAnsweredScreen {...props} step="kyc-callback" words="kycCallback" />,
  'additional-details': (props) => <AdditionalDetailsStep {...props} />,
  'bank-details': (props) => <BankDetailsStep {...props} />,
  'mandate-callback': (props) => <MandateCallback {...props} />,
  'disbursement-details': (props) => <DisbursementDetails {...props} />,
  'disbursement-success': (props) => <DisbursementSuccess {...props} />,
  'disbursement-reject': (props) => <DisbursementReject {...props} />,
  apply: (props) => <ContinueScreen {...props} step="apply" words="apply" withText withFacts />,
  'apply/details': (props) => <ApplyDetailsStep {...props} />,
  'apply/confirm': (props) => <ContinueScreen {...props} step="apply/confirm" words="applyConfirm" withConsent withFacts />,
  ...failureScreens,
};

/** The screen of the journey's current step. */
export function StepScreen(props: StepProps) {
  const Screen = stepScreens[props.journey.step];
  return <Screen {...props} />;
}
