import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  buildHref,
  canMoveLead,
  finalLeadStatuses,
  lendingRoutes,
  productHasCustomerPage,
  type CatalogueEntry,
  type ContactActionKind,
  type LeadDetails,
  type LeadShareChannel,
} from '@portal/domain';
import { AppLink } from '../../../components/app-link';
import { AdaptiveModal } from '../../../components/modal/adaptive-modal';
import { ErrorMessage, LoadingMessage } from '../../../components/status-message';
import { readApiError } from '../../../lib/api-error';
import { useAppDispatch } from '../../../lib/store-hooks';
import { closeShareModal, openShareModal, SHARE_MODAL_ID } from '../../../lib/ui-slice';
import { useCanWrite } from '../../../lib/use-can-write';
import { useGetLeadLinkQuery } from '../api/get-lead-link';
import { useMoveLeadMutation } from '../api/move-lead';
import { useGetAuthorisationStatusQuery } from '../../../lib/api-endpoints/product-authorisation';
import { AuthorisationNotice } from '../../../components/product-authorisation';
import { useShareLeadDirectMutation } from '../api/share-lead-direct';
import { useFixedTranslation } from '../../../lib/i18n/use-fixed-translation';
import { policyDocumentHref, resumeHrefOf } from '../lead-format';

export interface LeadActionsProps {
  lead: LeadDetails;
  /** The lead's product as the catalogue lists it (its category and base path); absent while loading. */
  product: CatalogueEntry | undefined;
  /** The signed-in partner's name: the customer knows it, so a message may carry it. */
  partnerName: string | undefined;
}

/** Where a contact action of SPEC §2 leads: WhatsApp with a message, or the phone's dialler ("call" and "tel" both dial, decision 0033). */
export function contactHref(kind: ContactActionKind, mobile: string, text = ''): string {
  if (kind === 'whatsApp') return `https://wa.me/91${mobile}?text=${encodeURIComponent(text)}`;
  return `tel:+91${mobile}`;
}

/**
 * create_quote: the product's next quote for this customer. An insurance lead made from a quote opens
 * its proposal (start-selling with the sealed quoteId, whose answers are carried); a loan opens the
 * product's sell form; otherwise the product's landing page and its quote form.
 */
export function createQuoteHrefOf(lead: LeadDetails, product: CatalogueEntry | undefined): string {
  const code = encodeURIComponent(lead.productCode);
  const quoteId = lead.details.quoteId;
  if (product?.category === 'lending') return `/products/${code}/sell`;
  if (typeof quoteId === 'string' && quoteId !== '') return `/products/${code}/start-selling?quoteId=${encodeURIComponent(quoteId)}`;
  return `${product?.basePath ?? '/products'}/${code}`;
}

/**
 * download for a loan: the loan's own page ("Loan Details", with its Key Facts Statement and its PDF), for a
 * lead made by choosing an offer (it has an aggregator id) of a product whose journey has that page.
 */
export function loanDetailsHrefOf(lead: Pick<LeadDetails, 'productCode' | 'aggregatorId' | 'leadId'>): string | undefined {
  if (!lead.aggregatorId) return undefined;
  const route = lendingRoutes.find((candidate) => candidate.page === 'loan-offer-lead' && candidate.path.startsWith(`/products/${lead.productCode}/`));
  return route && buildHref(route, { aggregatorId: lead.aggregatorId, leadId: lead.leadId });
}

const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

/** Share: the phone's own share sheet where the browser has one, else this modal's WhatsApp and copy. */
function ShareLinkModal({ url, text, onShared }: { url: string; text: string; onShared: (channel: LeadShareChannel) => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="lead-share">
      <label className="field">
        <span>{t('leadDetails.customersLink')}</span>
        <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <ul className="lead-actions__list">
        <li>
          <a
            className="button"
            href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onShared('whatsapp')}
          >
            {t('leadDetails.shareOnWhatsApp')}
          </a>
        </li>
        <li>
          <button type="button" className="button button--secondary" onClick={() => void copy()}>
            {t('leadDetails.copyLink')}
          </button>
        </li>
        {copied === 'copied' ? (
          <li>
            <button type="button" className="button button--secondary" onClick={() => onShared('copied-link')}>
              {t('leadDetails.action.update_lead_link_shared')}
            </button>
          </li>
        ) : null}
      </ul>
      <p role="status" className="lead-share__status">
        {copied === 'copied' ? t('leadDetails.linkCopied') : copied === 'failed' ? t('leadDetails.copyFailed') : ''}
      </p>
    </div>
  );
}

/** register_in_wait_list: offered when the partner may not sell the lead's product yet. */
function WaitlistAction({ productCode, productName }: { productCode: string; productName: string }) {
  const status = useGetAuthorisationStatusQuery(productCode);
  return status.data ? <AuthorisationNotice productCode={productCode} productName={productName} status={status.data.status} /> : null;
}

/**
 * What a partner can do with a lead: reach the customer (WhatsApp, call) and the share actions of
 * SPEC §4 — open the customer's page, share or text its link (recording that it was shared, which
 * moves the lead to "Link shared with customer"), download the policy, resume the sale, quote again,
 * or join the product's waitlist. Mapping in decision 0074. A view seat reads the lead and may reach the
 * customer, but sees none of the actions that share, sell or change it (decisions 0160, 0306).
 */
export function LeadActions({ lead, product, partnerName }: LeadActionsProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const canWrite = useCanWrite();
  const open = !finalLeadStatuses.includes(lead.status);
  const shareable = canWrite && open && productHasCustomerPage(lead.productCode);
  const link = useGetLeadLinkQuery(shareable ? lead.leadId : skipToken);
  const [moveLead, moving] = useMoveLeadMutation();
  const [shareDirect, sharingDirect] = useShareLeadDirectMutation();
  // The page's own words are kept as a key and said at render, so a change of language re-says them; the API's
  // answer is kept as it came, already in the language the request asked for.
  const [notice, setNotice] = useState<{ key: string; values?: Record<string, string> } | { said: string }>();

  const productName = product?.name ?? lead.productName;
  // What the customer reads is in the customer's language, the lead's, whatever the partner's page is in (decision 0266).
  const { t: customerT } = useFixedTranslation(lead.customer.language);
  const greeting = partnerName ? customerT('leadDetails.greeting', { partnerName, productName }) : customerT('leadDetails.greetingOfAdvisor', { productName });
  const shareText = partnerName
    ? customerT('leadDetails.shareText', { partnerName, productName })
    : customerT('leadDetails.shareTextOfAdvisor', { productName });
  const url = link.data ? absoluteUrl(link.data.link) : undefined;

  // update_lead_link_shared: record the share (PUT /leads/{id} → LINK_SHARED) where the table allows it.
  const recordShared = async (channel: LeadShareChannel) => {
    dispatch(closeShareModal());
    if (!canMoveLead(lead.status, 'LINK_SHARED')) return;
    try {
      await moveLead({ leadId: lead.leadId, status: 'LINK_SHARED', sharedBy: channel }).unwrap();
      setNotice({ key: 'leadDetails.recorded' });
    } catch (error) {
      const said = readApiError(error as Parameters<typeof readApiError>[0])?.message;
      setNotice(said ? { said } : { key: 'leadDetails.recordFailed' });
    }
  };

  const share = async () => {
    if (!url) return;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: productName, text: shareText, url });
        await recordShared('share-menu');
      } catch {
        // Closed without sharing: nothing to record.
      }
      return;
    }
    dispatch(openShareModal());
  };

  const sendSms = async () => {
    try {
      const answer = await shareDirect(lead.leadId).unwrap();
      setNotice({ key: 'leadDetails.smsSent', values: { sentTo: answer.sentTo } });
    } catch (error) {
      const said = readApiError(error as Parameters<typeof readApiError>[0])?.message;
      setNotice(said ? { said } : { key: 'leadDetails.smsFailed' });
    }
  };

  return (
    <div className="lead-actions stack">
      <ContactCustomer mobile={lead.customer.mobile} greeting={greeting} />

      {shareable ? (
        <section aria-labelledby="lead-share-heading">
          <h2 id="lead-share-heading">{t('leadDetails.shareHeading')}</h2>
          {link.isError ? (
            <ErrorMessage onRetry={() => void link.refetch()}>{readApiError(link.error)?.message ?? t('leadDetails.linkFailed')}</ErrorMessage>
          ) : !url ? (
            <LoadingMessage>{t('leadDetails.preparingLink')}</LoadingMessage>
          ) : (
            <ShareButtons url={url} onShare={() => void share()} onSendSms={() => void sendSms()} sending={sharingDirect.isLoading} />
          )}
          {url ? (
            <AdaptiveModal modalId={SHARE_MODAL_ID} title={t('leadDetails.shareModalTitle')}>
              <ShareLinkModal url={url} text={shareText} onShared={(channel) => void recordShared(channel)} />
            </AdaptiveModal>
          ) : null}
        </section>
      ) : null}

      <ContinueActions lead={lead} product={product} productName={productName} canWrite={canWrite} />

      <p role="status" className="lead-actions__notice">
        {moving.isLoading ? t('leadDetails.recordingShare') : notice && ('said' in notice ? notice.said : t(notice.key, notice.values))}
      </p>
    </div>
  );
}

function ContactCustomer({ mobile, greeting }: { mobile: string; greeting: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="lead-contact-heading">
      <h2 id="lead-contact-heading">{t('leadDetails.contactHeading')}</h2>
      <ul className="lead-actions__list">
        <li>
          <a className="button" href={contactHref('whatsApp', mobile, greeting)} target="_blank" rel="noopener noreferrer">
            {t('leadDetails.whatsApp')}
          </a>
        </li>
        <li>
          <a className="button button--secondary" href={contactHref('call', mobile)}>
            {t('leadDetails.call')}
          </a>
        </li>
      </ul>
    </section>
  );
}

function ShareButtons({ url, onShare, onSendSms, sending }: { url: string; onShare: () => void; onSendSms: () => void; sending: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="lead-actions__list">
      <li>
        <a className="button" href={url} target="_blank" rel="noopener noreferrer">
          {t('leadDetails.action.redirect')}
        </a>
      </li>
      <li>
        <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={onShare}>
          {t('leadDetails.action.share')}
        </button>
      </li>
      <li>
        <button type="button" className="button button--secondary" disabled={sending} onClick={onSendSms}>
          {sending ? t('leadDetails.sending') : t('leadDetails.action.share_direct')}
        </button>
      </li>
    </ul>
  );
}

/** Where the lead goes next: resume the sale, the loan's details, the policy, a new quote, the waitlist. */
function ContinueActions({ lead, product, productName, canWrite }: Pick<LeadActionsProps, 'lead' | 'product'> & { productName: string; canWrite: boolean }) {
  const policyHref = policyDocumentHref(lead);
  // Resuming a sale and quoting again open forms a view seat can only read: not offered to him.
  const resumeHref = canWrite ? resumeHrefOf(lead) : undefined;
  const loanHref = loanDetailsHrefOf(lead);
  const { t } = useTranslation();
  if (!canWrite && !policyHref && !loanHref) return null;
  return (
    <section aria-labelledby="lead-more-heading">
      <h2 id="lead-more-heading">{t('leadDetails.continue')}</h2>
      <ul className="lead-actions__list">
        {resumeHref ? (
          <li>
            <AppLink className="button" to={resumeHref}>
              {t('leadDetails.resumeSale')}
            </AppLink>
          </li>
        ) : null}
        {loanHref ? (
          <li>
            <AppLink className="button" to={loanHref}>
              {t('leadDetails.loanDetails')}
            </AppLink>
          </li>
        ) : null}
        {policyHref ? (
          <li>
            <a className="button button--secondary" href={policyHref} download>
              {t('leadDetails.action.download')}
            </a>
          </li>
        ) : null}
        {canWrite ? (
          <li>
            <AppLink className="button button--secondary" to={createQuoteHrefOf(lead, product)} state={{ leadId: lead.leadId }}>
              {t('leadDetails.action.create_quote')}
            </AppLink>
          </li>
        ) : null}
      </ul>
      {canWrite ? <WaitlistAction productCode={lead.productCode} productName={productName} /> : null}
    </section>
  );
}
