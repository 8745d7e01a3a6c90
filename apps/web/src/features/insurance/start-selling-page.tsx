import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AppLink } from '../../components/app-link';
import { buildHref } from '@portal/domain';
import { useCanWrite } from '../../lib/use-can-write';
import { servedRoutes } from '../../lib/served-routes';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError, type ReadableApiError } from '../../lib/api-error';
import { usePageRoute, useProductCode } from '../../lib/page-route';
import { CouponCheck } from './components/coupon-check';
import { useProposalFields, useSaleInProgress, useSaveProposal, type ProposalSave, type SaleInProgress } from './use-proposal-form';
import { ReadOnlyNote } from '../../components/read-only-note';
import './insurance.css';

/**
 * "Enter Customer Details" (/products/:productName/start-selling?quoteId=… and the /insurance/…/proposal
 * routes): the product's proposal fields — common proposer plus the product's own — for the quote
 * chosen on the landing page, then the tenant's consent text to tick; on success, the review step.
 *
 * A sale in progress is a server-side draft (docs/decisions/0068): with `?referenceId=` the page reopens
 * the proposal with its saved answers and saving updates the same proposal; with a new `quoteId` beside
 * it (a changed quote), the proposal is re-priced. Once a proposal is made, this page's history entry
 * names it, so the browser's Back from review lands on the filled form.
 */
export function StartSellingPage() {
  const { t } = useTranslation();
  const productCode = useProductCode();
  const { route } = usePageRoute();
  const sale = useSaleInProgress(productCode);
  const form = useProposalFields(productCode, sale);
  // Kept by the page, not the form: the saved proposal's notice stays while its draft is read again.
  const save = useSaveProposal(productCode, sale);
  const landingCrumb = route.trail[0];
  // With the sale's reference, the quote form opens with the draft's answers (a changed quote re-prices it).
  const landingHrefOf = (reference: string | undefined) =>
    landingCrumb && productCode
      ? buildHref(servedRoutes.get(landingCrumb.routeId), { productName: productCode, ...landingCrumb.params }, { referenceId: reference })
      : undefined;

  if (!productCode) return <ErrorMessage>{t('insurance.productNotFound')}</ErrorMessage>;
  const waiting = saleGateOf(t, productCode, sale, landingHrefOf) ?? formGateOf(t, sale, form, landingHrefOf(sale.referenceId));
  if (waiting || !form.fields) return waiting ?? null;
  return (
    <ProposalForm productCode={productCode} sale={sale} form={{ ...form, fields: form.fields }} save={save} landingHref={landingHrefOf(sale.referenceId)} />
  );
}

/** An alert with the way on (a new quote, the paid proposal). */
function AlertWithLink({ text, href, linkText }: { text: ReactNode; href: string | undefined; linkText: string }) {
  return (
    <div className="ins-alert" role="alert">
      <p>{text}</p>
      {href ? <AppLink to={href}>{linkText}</AppLink> : null}
    </div>
  );
}

/** What shows instead of the form while the sale is not one to fill in: loading, not found, paid, or without a quote. */
function saleGateOf(t: TFunction, productCode: string, sale: SaleInProgress, landingHrefOf: (reference: string | undefined) => string | undefined) {
  const { referenceId, draft, quoteId } = sale;
  if (referenceId && draft.isLoading) return <LoadingMessage>{t('insurance.loadingForm')}</LoadingMessage>;
  if (referenceId && (draft.isError || !draft.data)) {
    const error = readApiError(draft.error);
    return error?.status === 404 ? (
      <AlertWithLink text={t('insurance.proposalNotFound')} href={landingHrefOf(undefined)} linkText={t('insurance.getAQuote')} />
    ) : (
      <ErrorMessage onRetry={() => void draft.refetch()}>{error?.message ?? t('insurance.proposalLoadFailed')}</ErrorMessage>
    );
  }
  if (draft.data?.status === 'PAID') {
    const reviewHref = buildHref(servedRoutes.get('review-payment'), { productName: productCode }, { referenceId });
    return <AlertWithLink text={t('insurance.paidProposal')} href={reviewHref} linkText={t('insurance.seeTheProposal')} />;
  }
  if (!quoteId) return <AlertWithLink text={t('insurance.quoteFirst')} href={landingHrefOf(referenceId)} linkText={t('insurance.getAQuote')} />;
  return undefined;
}

/** What shows instead of the form while its fields, consent text or quote load, or when one failed. */
function formGateOf(t: TFunction, sale: SaleInProgress, form: ReturnType<typeof useProposalFields>, landingHref: string | undefined) {
  const { fieldConfig, landing, fields } = form;
  const { quote } = sale;
  if (fieldConfig.isLoading || landing.isLoading || quote.isLoading) return <LoadingMessage>{t('insurance.loadingForm')}</LoadingMessage>;
  const quoteError = readApiError(quote.error);
  if (quoteError && typeof quoteError.status === 'number' && quoteError.status < 500) {
    // Not valid, expired or not this partner's: only a new quote helps.
    return <AlertWithLink text={quoteError.fields?.quoteId ?? quoteError.message} href={landingHref} linkText={t('insurance.getANewQuote')} />;
  }
  if (fieldConfig.isError || landing.isError || quote.isError || !fields) {
    const error = readApiError(fieldConfig.error ?? landing.error);
    return error?.status === 404 ? (
      <ErrorMessage>{t('insurance.notSoldOnline')}</ErrorMessage>
    ) : (
      <ErrorMessage
        onRetry={() => {
          void fieldConfig.refetch();
          void landing.refetch();
          if (quote.isError) void quote.refetch();
        }}
      >
        {t('insurance.formLoadFailed')}
      </ErrorMessage>
    );
  }
  return undefined;
}

interface ProposalFormProps {
  productCode: string;
  sale: SaleInProgress;
  form: ReturnType<typeof useProposalFields> & { fields: NonNullable<ReturnType<typeof useProposalFields>['fields']> };
  save: ProposalSave;
  landingHref: string | undefined;
}

/** The customer's details and the consent box; saved, the review step (or a link to it). */
function ProposalForm({ productCode, sale, form, save, landingHref }: ProposalFormProps) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const { submit, saving, proposalError, savedReference } = save;
  return (
    <div className="ins-proposal">
      {Object.keys(form.carried).length > 0 && landingHref ? (
        <p className="ins-carried-note">
          {t('insurance.carriedNote')} <AppLink to={landingHref}>{t('insurance.changeOnQuote')}</AppLink>
        </p>
      ) : null}
      <ConfigForm
        fields={form.fields}
        defaultValues={form.defaultValues}
        loadRefine={form.loadRefine}
        context={form.quoteContext}
        onSubmit={submit}
        serverErrors={proposalError?.code === 'VALIDATION' ? proposalError.fields : undefined}
        submitting={saving}
        submitLabel={t('insurance.proceed')}
        aria-label={t('insurance.customerDetails')}
        afterField={{ couponCode: <CouponCheck productCode={productCode} premium={sale.premiumBeforeCoupon} /> }}
        readOnly={!canWrite}
      />
      <ReadOnlyNote />
      <div aria-live="polite">
        {savedReference ? (
          <p className="ins-saved" role="status">
            {t('insurance.proposalSaved')}{' '}
            <AppLink to={buildHref(servedRoutes.get('review-payment'), { productName: productCode }, { referenceId: savedReference }) ?? '/'}>
              {t('insurance.reviewAndPay')}
            </AppLink>
          </p>
        ) : null}
      </div>
      <ProposalFailure error={proposalError} landingHref={landingHref} />
    </div>
  );
}

/** A save the API refused other than for a field's answer; a quote no longer found offers a new one. */
function ProposalFailure({ error, landingHref }: { error: ReadableApiError | undefined; landingHref: string | undefined }) {
  const { t } = useTranslation();
  if (!error || error.code === 'VALIDATION') return null;
  return (
    <ErrorMessage>
      {error.status === 404 && landingHref ? (
        <>
          {error.message}. <AppLink to={landingHref}>{t('insurance.getANewQuote')}</AppLink>
        </>
      ) : (
        error.message
      )}
    </ErrorMessage>
  );
}
