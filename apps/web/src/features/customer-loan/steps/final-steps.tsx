import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureStep, WaitingStep } from './generic-steps';
import { DisbursementFacts, MandateFacts } from './money-facts';
import type { StepProps } from './step-parts';

/** The money on its way: the page asks again by itself until the lender answers. */
export function DisbursementDetails(props: StepProps) {
  const { t } = useTranslation();
  const { journey } = props;
  return (
    <>
      <DisbursementFacts journey={journey} />
      <MandateFacts journey={journey} />
      <WaitingStep onRefresh={props.onRefresh}>{t('customerLoan.steps.disbursing', { lender: journey.lenderName })}</WaitingStep>
    </>
  );
}

export function DisbursementSuccess({ journey }: StepProps) {
  const { t } = useTranslation();
  return (
    <div className="cl-done">
      <p className="cl-success" role="status">
        {t('customerLoan.steps.disbursed')}
      </p>
      <DisbursementFacts journey={journey} />
      <p>{t('customerLoan.steps.disbursedNext', { lender: journey.lenderName })}</p>
    </div>
  );
}

export function DisbursementReject({ journey }: StepProps) {
  const { t } = useTranslation();
  return (
    <div className="cl-done">
      <div className="cl-failure" role="alert">
        <p>{t('customerLoan.steps.rejected', { lender: journey.lenderName })}</p>
        {journey.failureReason ? <p>{t('customerLoan.reason', { reason: journey.failureReason })}</p> : null}
      </div>
      <p>{t('customerLoan.steps.rejectedNoMoney')}</p>
      <p>{journey.partnerName ? t('customerLoan.steps.rejectedPartner', { partner: journey.partnerName }) : t('customerLoan.steps.rejectedAskPartner')}</p>
    </div>
  );
}

type FailureWords = 'mandateFailure' | 'kycFailure' | 'offerFailure' | 'offerApiFailure';

/** A failure step: what went wrong, the hint, and the one way on (a retry), in the customer's words. */
function FailureScreen({
  words,
  ...props
}: StepProps & { step: 'mandate-failure' | 'kyc-failure' | 'offer-failure' | 'offerApiFailure'; words: FailureWords }) {
  const { t } = useTranslation();
  const lender = props.journey.lenderName;
  return (
    <FailureStep
      {...props}
      what={t(`customerLoan.steps.${words}`, { lender })}
      action={t(`customerLoan.steps.${words}Action`)}
      hint={t(`customerLoan.steps.${words}Hint`)}
    />
  );
}

export const failureScreens: Record<'mandate-failure' | 'kyc-failure' | 'offer-failure' | 'offerApiFailure', (props: StepProps) => ReactNode> = {
  'mandate-failure': (props) => <FailureScreen {...props} step="mandate-failure" words="mandateFailure" />,
  'kyc-failure': (props) => <FailureScreen {...props} step="kyc-failure" words="kycFailure" />,
  'offer-failure': (props) => <FailureScreen {...props} step="offer-failure" words="offerFailure" />,
  offerApiFailure: (props) => <FailureScreen {...props} step="offerApiFailure" words="offerApiFailure" />,
};
