import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { skipToken } from '@reduxjs/toolkit/query';
import { buildHref, type FormValues } from '@portal/domain';
import { useQueryParams } from '../../lib/use-query-params';
import { servedRoutes } from '../../lib/served-routes';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { readApiError } from '../../lib/api-error';
import { usePageRoute, useProductCode } from '../../lib/page-route';
import { useCreateProposalMutation } from './api/create-proposal';
import { useGetFieldConfigQuery } from './api/get-field-config';
import { findSaleFormRefine } from './sale-form-refine';
import './insurance.css';

/**
 * "Enter Customer Details" (/products/:productName/start-selling?quoteId=… and the /insurance/…/proposal
 * routes): the product's proposal fields — common proposer plus the product's own — for the quote
 * chosen on the landing page; on success, the review step.
 */
export function StartSellingPage() {
  const productCode = useProductCode();
  const { route } = usePageRoute();
  const search = useQueryParams();
  const quoteId = search.get('quoteId') ?? undefined;
  const navigate = useNavigate();
  const session = useGetSessionQuery();
  const fieldConfig = useGetFieldConfigQuery(productCode ? { productCode, type: 'proposal' } : skipToken);
  const refine = useMemo(
    () => (productCode ? findSaleFormRefine(productCode, 'proposal', session.data?.tenant) : undefined),
    [productCode, session.data?.tenant],
  );
  const [createProposal, proposal] = useCreateProposalMutation();
  const proposalError = useMemo(() => readApiError(proposal.error), [proposal.error]);

  const landingCrumb = route.trail[0];
  const landingHref = landingCrumb && productCode ? buildHref(servedRoutes.get(landingCrumb.routeId), { productName: productCode, ...landingCrumb.params }) : undefined;

  if (!productCode) return <ErrorMessage>This product was not found.</ErrorMessage>;
  if (!quoteId) {
    return (
      <div className="ins-alert" role="alert">
        <p>Get a quote first: the customer's details are asked for a quote.</p>
        {landingHref ? <AppLink to={landingHref}>Get a quote</AppLink> : null}
      </div>
    );
  }
  if (fieldConfig.isLoading) return <LoadingMessage>Loading the customer details form…</LoadingMessage>;
  if (fieldConfig.isError || !fieldConfig.data) {
    const error = readApiError(fieldConfig.error);
    return error?.status === 404 ? (
      <ErrorMessage>This product is not sold online.</ErrorMessage>
    ) : (
      <ErrorMessage onRetry={() => void fieldConfig.refetch()}>The customer details form could not be loaded.</ErrorMessage>
    );
  }

  const submit = async (values: FormValues) => {
    const created = await createProposal({ productCode, quoteId, values })
      .unwrap()
      .catch(() => undefined);
    if (!created) return;
    const reviewHref = buildHref(servedRoutes.get('review-payment'), { productName: productCode }, { referenceId: created.referenceId });
    if (reviewHref) void navigate(reviewHref);
  };

  return (
    <div className="ins-proposal">
      <ConfigForm
        fields={fieldConfig.data.fields}
        refine={refine}
        onSubmit={submit}
        serverErrors={proposalError?.code === 'VALIDATION' ? proposalError.fields : undefined}
        submitting={proposal.isLoading}
        submitLabel="Proceed"
        aria-label="Customer details"
      />
      {proposalError && proposalError.code !== 'VALIDATION' ? (
        <ErrorMessage>
          {proposalError.status === 404 && landingHref ? (
            <>
              {proposalError.message}. <AppLink to={landingHref}>Get a new quote</AppLink>
            </>
          ) : (
            proposalError.message
          )}
        </ErrorMessage>
      ) : null}
    </div>
  );
}
