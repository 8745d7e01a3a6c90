import { useLocation } from 'react-router';
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
  /** Why payment must wait, while it must. */
  payBlockedReason?: string;
}

/**
 * Where the proposal's KYC stands: the proposal's word until the poll answers, then the poll's,
 * asked again every few seconds while it is PENDING (the customer is on the provider's page).
 */
export function useProposalKyc(proposal: Proposal | undefined): ProposalKyc {
  const needed = proposal?.needsKyc === true && proposal.status !== 'PAID';
  const args = needed && proposal.kycStatus !== 'NOT_STARTED' ? { referenceId: proposal.referenceId } : skipToken;
  const cached = usePollKycQueryState(args);
  const status: KycStatus = cached.data?.status ?? proposal?.kycStatus ?? 'NOT_STARTED';
  const { data: poll } = usePollKycQuery(args, { pollingInterval: status === 'PENDING' ? KYC_POLL_INTERVAL_MS : 0, skipPollingIfUnfocused: false });
  if (!needed) return { needed, status };
  const payBlockedReason =
    status !== 'VERIFIED' ? kycMessages.beforePayment : poll && poll.differingFields.length > 0 ? kycMessages.updateBeforePayment : undefined;
  return { needed, status, ...(poll ? { poll } : {}), ...(payBlockedReason ? { payBlockedReason } : {}) };
}

const statusWords: Record<KycStatus, string> = { NOT_STARTED: 'Not started', PENDING: 'Pending', VERIFIED: 'Verified', FAILED: 'Failed' };

function explanationOf(kyc: ProposalKyc): string {
  switch (kyc.status) {
    case 'NOT_STARTED':
      return "The insurer verifies the customer's PAN and date of birth before payment.";
    case 'PENDING':
      return 'Waiting for the KYC result. This page checks again every few seconds.';
    case 'VERIFIED':
      return kyc.poll?.verified
        ? `Verified: ${kyc.poll.verified.name}, born ${kyc.poll.verified.dob}, PAN ${kyc.poll.verified.panMasked}.`
        : 'The customer is verified.';
    case 'FAILED':
      // A verification closed by an edit of the name or date of birth did not fail: it is of answers gone.
      if (kyc.poll?.failureReason === kycMessages.detailsChanged) return `${kycMessages.detailsChanged}. Verify again with the customer's PAN.`;
      return `KYC failed${kyc.poll?.failureReason ? `: ${kyc.poll.failureReason}` : ''}. Verify again with the customer's PAN.`;
  }
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
      <h2 id="ins-review-kyc">KYC</h2>
      <p role="status" className={kyc.status === 'VERIFIED' ? 'ins-paid' : undefined}>
        KYC status: <strong>{kyc.poll?.failureReason === kycMessages.detailsChanged ? 'To do again' : statusWords[kyc.status]}</strong>. {explanationOf(kyc)}
      </p>
      {kyc.status !== 'VERIFIED' ? (
        <button type="button" className="button button--secondary" onClick={() => void verify()} disabled={initiateState.isLoading}>
          {initiateState.isLoading ? 'Opening the KYC page…' : kyc.status === 'PENDING' ? 'Continue KYC' : 'Verify KYC'}
        </button>
      ) : null}
      {differing.length > 0 ? (
        <>
          <p>
            The KYC record differs from the proposal (
            {differing.includes('dob')
              ? `date of birth ${kyc.poll?.verified?.dob ?? ''} instead of ${String(proposal.values.dob ?? '')}`
              : differing.join(', ')}
            ).
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void updateForm({ referenceId: proposal.referenceId })}
            disabled={updateState.isLoading}
          >
            {updateState.isLoading ? 'Updating…' : 'Use the KYC details'}
          </button>
        </>
      ) : null}
      {error ? <ErrorMessage>{error.message}</ErrorMessage> : null}
    </section>
  );
}
