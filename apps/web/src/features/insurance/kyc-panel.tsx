import { useLocation } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { kycMessages, type KycPoll, type KycStatus, type Proposal } from '@portal/domain';
import { ErrorMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useInitiateKycMutation, usePollKycQuery, usePollKycQueryState, useUpdateFormFromKycMutation } from './api/kyc';
import { openKycPage } from './open-kyc-page';

/** How often a pending KYC is asked about. */
export const KYC_POLL_INTERVAL_MS = 3000;

export interface ProposalKyc {
  needed: boolean;
  status: KycStatus;
  poll?: KycPoll;
  /** Why payment must wait (in the page's language), while it must. */
  payBlockedReason?: string;
}

/**
 * Where the proposal's KYC stands: the proposal's word until the poll answers, then the poll's,
 * asked again every few seconds while it is PENDING (the customer is on the provider's page).
 */
export function useProposalKyc(proposal: Proposal | undefined): ProposalKyc {
  const { t } = useTranslation();
  const needed = proposal?.needsKyc === true && proposal.status !== 'PAID';
  const args = needed && proposal.kycStatus !== 'NOT_STARTED' ? { referenceId: proposal.referenceId } : skipToken;
  const cached = usePollKycQueryState(args);
  const status: KycStatus = cached.data?.status ?? proposal?.kycStatus ?? 'NOT_STARTED';
  const { data: poll } = usePollKycQuery(args, { pollingInterval: status === 'PENDING' ? KYC_POLL_INTERVAL_MS : 0, skipPollingIfUnfocused: false });
  if (!needed) return { needed, status };
  const payBlockedReason =
    status !== 'VERIFIED' ? t('kycErrors.beforePayment') : poll && poll.differingFields.length > 0 ? t('kycErrors.updateBeforePayment') : undefined;
  return { needed, status, ...(poll ? { poll } : {}), ...(payBlockedReason ? { payBlockedReason } : {}) };
}

/** A failure's reason in the page's language where it is one of KYC's own (kycMessages); a provider's as it said it. */
function reasonWords(reason: string, t: TFunction): string {
  const key = Object.entries(kycMessages).find(([, text]) => text === reason)?.[0];
  return key ? t(`kycErrors.${key}`) : reason;
}

function explanationOf(kyc: ProposalKyc, t: TFunction): string {
  switch (kyc.status) {
    case 'NOT_STARTED':
      return t('mandate.kyc.notStarted');
    case 'PENDING':
      return t('mandate.kyc.pending');
    case 'VERIFIED': {
      const verified = kyc.poll?.verified;
      return verified ? t('mandate.kyc.verifiedAs', { name: verified.name, dob: verified.dob, pan: verified.panMasked }) : t('mandate.kyc.verified');
    }
    case 'FAILED': {
      const reason = kyc.poll?.failureReason;
      // A verification closed by an edit of the name or date of birth did not fail: it is of answers gone.
      if (reason === kycMessages.detailsChanged) return t('mandate.kyc.detailsChanged');
      return reason ? t('mandate.kyc.failedBecause', { reason: reasonWords(reason, t) }) : t('mandate.kyc.failed');
    }
  }
}

/** Where the verified details differ from the proposal's: the dates of birth, or the fields by name. */
function differenceOf(proposal: Proposal, kyc: ProposalKyc, differing: readonly string[], t: TFunction): string {
  if (!differing.includes('dob')) return differing.join(', ');
  return t('mandate.kyc.dobDiffers', { verified: kyc.poll?.verified?.dob ?? '', proposed: String(proposal.values.dob ?? '') });
}

export interface KycPanelProps {
  proposal: Proposal;
  kyc: ProposalKyc;
}

/**
 * The KYC step of the review page for products that need it: the status, "Verify KYC" (the provider's
 * page, coming back here), and updating the proposal where the verified details differ.
 */
export function KycPanel({ proposal, kyc }: KycPanelProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [initiate, initiateState] = useInitiateKycMutation();
  const [updateForm, updateState] = useUpdateFormFromKycMutation();
  if (!kyc.needed) return null;

  const verify = async () => {
    const insurer = proposal.quoteValues.insurer;
    try {
      const started = await initiate({
        referenceId: proposal.referenceId,
        ...(typeof insurer === 'string' && insurer ? { insurerCode: insurer } : {}),
        returnUrl: `${location.pathname}${location.search}`,
      }).unwrap();
      openKycPage(started.redirectUrl);
    } catch {
      // Shown below from the mutation's state.
    }
  };
  const differing = kyc.status === 'VERIFIED' ? (kyc.poll?.differingFields ?? []) : [];
  const error = readApiError(initiateState.error ?? updateState.error);

  return (
    <section aria-labelledby="ins-review-kyc">
      <h2 id="ins-review-kyc">{t('mandate.kyc.heading')}</h2>
      <p role="status" className={kyc.status === 'VERIFIED' ? 'ins-paid' : undefined}>
        <Trans
          i18nKey="mandate.kyc.status"
          values={{
            status: t(kyc.poll?.failureReason === kycMessages.detailsChanged ? 'mandate.kyc.toDoAgain' : `mandate.kyc.statusWords.${kyc.status}`),
            explanation: explanationOf(kyc, t),
          }}
          components={{ strong: <strong /> }}
        />
      </p>
      {kyc.status !== 'VERIFIED' ? (
        <button type="button" className="button button--secondary" onClick={() => void verify()} disabled={initiateState.isLoading}>
          {t(initiateState.isLoading ? 'mandate.kyc.opening' : kyc.status === 'PENDING' ? 'mandate.kyc.continue' : 'mandate.kyc.verify')}
        </button>
      ) : null}
      {differing.length > 0 ? (
        <>
          <p>{t('mandate.kyc.differs', { difference: differenceOf(proposal, kyc, differing, t) })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void updateForm({ referenceId: proposal.referenceId })}
            disabled={updateState.isLoading}
          >
            {t(updateState.isLoading ? 'mandate.kyc.updating' : 'mandate.kyc.useDetails')}
          </button>
        </>
      ) : null}
      {error ? <ErrorMessage>{error.message}</ErrorMessage> : null}
    </section>
  );
}
