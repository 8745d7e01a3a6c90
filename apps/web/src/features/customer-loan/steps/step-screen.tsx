import type { ReactNode } from 'react';
import { formatDate, formatRupees, type CustomerLoanStep } from '@portal/domain';
import { AdditionalDetailsStep } from './additional-details-step';
import { ApplyDetailsStep } from './apply-details-step';
import { BankDetailsStep } from './bank-details-step';
import { ContinueStep, FailureStep, SelfAnsweredStep, WaitingStep } from './generic-steps';
import { KycDetailsStep } from './kyc-details-step';
import { LivelinessStep } from './liveliness-step';
import { LocationStep } from './location-step';
import { DisbursementFacts, MandateFacts, OfferFacts } from './money-facts';
import { OfferKfsStep } from './offer-kfs-step';
import type { StepProps } from './step-parts';

export { WAITING_POLL_MS } from './generic-steps';

/**
 * The screen of each step of SPEC §2, by step: a Record over every CustomerLoanStep, so a step the route table
 * gains without a screen here does not compile. Each screen checks its answer with the domain's schema of the
 * step (customerLoanAnswerSchemas), the one the server runs.
 */
export const stepScreens: Record<CustomerLoanStep, (props: StepProps) => ReactNode> = {
  'login-otp': (props) => {
    const { journey } = props;
    const lender = journey.lenderName;
    return (
      <SelfAnsweredStep {...props} step="login-otp">
        {lender} is checking your mobile number.
      </SelfAnsweredStep>
    );
  },
  offer: (props) => <OfferKfsStep {...props} />,
  stashfin: (props) => {
    const { journey } = props;
    const lender = journey.lenderName;
    return (
      <ContinueStep
        {...props}
        step="stashfin"
        action={`Continue with ${lender}`}
        consent={`I agree to share my application with ${lender} to complete the loan.`}
      >
        <p>{lender} completes this loan on its own pages. Your details so far go with you, so you do not need to type them again.</p>
        <OfferFacts journey={journey} />
      </ContinueStep>
    );
  },
  'offer/confirm': (props) => {
    const { journey } = props;
    const lender = journey.lenderName;
    return (
      <ContinueStep
        {...props}
        step="offer/confirm"
        action="Confirm offer"
        answer={{ confirm: true }}
        consent={`I have read the loan terms and accept this offer from ${lender}.`}
      >
        <OfferFacts journey={journey} />
      </ContinueStep>
    );
  },
  location: (props) => <LocationStep {...props} />,
  'presence-verification': (props) => {
    const { journey } = props;
    const lender = journey.lenderName;
    return (
      <ContinueStep
        {...props}
        step="presence-verification"
        action="Verify my mobile"
        consent="I agree that the lender checks with my mobile operator that this mobile number is mine and active."
      >
        <p>{lender} checks that you are applying yourself, from your own mobile number. This takes a few seconds.</p>
      </ContinueStep>
    );
  },
  liveliness: (props) => <LivelinessStep {...props} />,
  'kyc-details': (props) => <KycDetailsStep {...props} />,
  'initiate-kyc': (props) => {
    const { journey } = props;
    const lender = journey.lenderName;
    return (
      <ContinueStep {...props} step="initiate-kyc" action="Start KYC" consent={`I agree that ${lender} verifies my identity with UIDAI for this loan.`}>
        <p>Next, {lender} verifies your identity with your Aadhaar. You will get an OTP from UIDAI on the mobile linked to your Aadhaar.</p>
      </ContinueStep>
    );
  },
  'kyc-callback': (props) => {
    const { journey } = props;
    const lender = journey.lenderName;
    return (
      <SelfAnsweredStep {...props} step="kyc-callback">
        {lender} is verifying your KYC. This usually takes under a minute.
      </SelfAnsweredStep>
    );
  },
  'additional-details': (props) => <AdditionalDetailsStep {...props} />,
  'bank-details': (props) => <BankDetailsStep {...props} />,
  // The bank's e-mandate page hands back a signed answer (facts.mandateResponse); the customer authorises
  // it here and the page sends it on. Without one yet, the bank is still registering the mandate.
  'mandate-callback': (props) => {
    const { journey } = props;
    return journey.mandateResponse && journey.mandate ? (
      <ContinueStep
        {...props}
        step="mandate-callback"
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
  },
  'disbursement-details': (props) => {
    const { journey } = props;
    const lender = journey.lenderName;
    return (
      <>
        <DisbursementFacts journey={journey} />
        <MandateFacts journey={journey} />
        <WaitingStep onRefresh={props.onRefresh}>{lender} is sending the money to your bank account.</WaitingStep>
      </>
    );
  },
  'disbursement-success': (props) => {
    const { journey } = props;
    const lender = journey.lenderName;
    return (
      <div className="cl-done">
        <p className="cl-success" role="status">
          Your loan is disbursed. The money is in your bank account.
        </p>
        <DisbursementFacts journey={journey} />
        <p>{lender} sends your loan agreement and EMI schedule by e-mail and SMS. You may close this page.</p>
      </div>
    );
  },
  'disbursement-reject': (props) => {
    const { journey } = props;
    const lender = journey.lenderName;
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
  },
  apply: (props) => {
    const { journey } = props;
    const lender = journey.lenderName;
    return (
      <ContinueStep {...props} step="apply" action="Start application">
        <p>Apply for your loan with {lender}. It takes about 5 minutes; keep your Aadhaar and bank account details at hand.</p>
        <OfferFacts journey={journey} />
      </ContinueStep>
    );
  },
  'apply/details': (props) => <ApplyDetailsStep {...props} />,
  'apply/confirm': (props) => {
    const { journey } = props;
    return (
      <ContinueStep {...props} step="apply/confirm" action="Submit application" answer={{ confirm: true }} consent="The details I gave are true and complete.">
        <OfferFacts journey={journey} />
      </ContinueStep>
    );
  },
  'mandate-failure': (props) => (
    <FailureStep
      {...props}
      step="mandate-failure"
      what="Your e-mandate could not be set up."
      action="Try the e-mandate again"
      hint="Check that your net banking or debit card works, or use another account in your name."
    />
  ),
  'kyc-failure': (props) => (
    <FailureStep
      {...props}
      step="kyc-failure"
      what="Your KYC could not be completed."
      action="Check my Aadhaar number"
      hint="Check that your Aadhaar number is right and that the mobile linked to your Aadhaar is with you. You can type it again on the next page."
    />
  ),
  'offer-failure': (props) => {
    const { journey } = props;
    const lender = journey.lenderName;
    return (
      <FailureStep
        {...props}
        step="offer-failure"
        what={`${lender} has no loan offer for you now.`}
        action="Check for an offer again"
        hint="Offers change with your income and credit history; you may check again later."
      />
    );
  },
  offerApiFailure: (props) => {
    const { journey } = props;
    const lender = journey.lenderName;
    return (
      <FailureStep
        {...props}
        step="offerApiFailure"
        what={`We could not get your offer from ${lender} just now.`}
        action="Try again"
        hint="This is on the lender's side, not yours. Try again in a minute."
      />
    );
  },
};

/** The screen of the journey's current step. */
export function StepScreen(props: StepProps) {
  const Screen = stepScreens[props.journey.step];
  return <Screen {...props} />;
}
