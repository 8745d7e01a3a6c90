import type { KycInitiation, KycPoll, UpdateFormResult } from '@portal/domain';
import { api } from '../../../lib/api';

export interface InitiateKycArgs {
  referenceId: string;
  /** The proposal's insurer; absent, the API takes the product's default. */
  insurerCode?: string;
  /** The page to come back to after the KYC provider's page (a path of this site). */
  returnUrl: string;
}

/**
 * The KYC calls (SPEC §7). The poll is tagged as part of the proposal, so updating the proposal from
 * KYC reads both again.
 */
const kycApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/kyc/initiate/configurator?isThinLayer=true&referenceId&insurerCode — the provider's page (the same while pending). */
    initiateKyc: build.mutation<KycInitiation, InitiateKycArgs>({
      query: ({ referenceId, insurerCode, returnUrl }) => ({
        url: '/kyc/initiate/configurator',
        method: 'POST',
        params: { isThinLayer: 'true', referenceId, ...(insurerCode ? { insurerCode } : {}), returnUrl },
      }),
    }),
    /** GET /api/kyc/poll?referenceId — PENDING, VERIFIED (with the verified details) or FAILED. */
    pollKyc: build.query<KycPoll, { referenceId: string }>({
      query: ({ referenceId }) => ({ url: '/kyc/poll', params: { referenceId } }),
      providesTags: (_result, _error, { referenceId }) => [{ type: 'Proposal', id: referenceId }],
    }),
    /** POST /api/updateForm/kyc?referenceId — copies the verified details into the proposal. */
    updateFormFromKyc: build.mutation<UpdateFormResult, { referenceId: string }>({
      query: ({ referenceId }) => ({ url: '/updateForm/kyc', method: 'POST', params: { referenceId } }),
      invalidatesTags: (_result, _error, { referenceId }) => [{ type: 'Proposal', id: referenceId }],
    }),
  }),
});

export const { useInitiateKycMutation, usePollKycQuery, useUpdateFormFromKycMutation } = kycApi;
/** The poll's cached answer without subscribing (to choose the polling interval before subscribing). */
export const usePollKycQueryState = kycApi.endpoints.pollKyc.useQueryState;
