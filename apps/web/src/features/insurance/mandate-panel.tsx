import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { DEFAULT_LANGUAGE, productsWithMandate } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useFixedTranslation } from '../../lib/i18n/use-fixed-translation';
import { useFormatDateTime } from '../../components/date-time';
import { useEnsureMandateQuery, useEnsureMandateQueryState } from './api/mandates';
import './components/share-quote.css';

export interface MandatePanelProps {
  productCode: string;
  referenceId: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** How often an unsigned letter is read again, as KYC's status is (KYC_POLL_INTERVAL_MS). */
export const MANDATE_POLL_INTERVAL_MS = 3000;

/**
 * The unsigned letter's link to copy, share on WhatsApp or open. The WhatsApp message is in the customer's
 * language, the one the link carries (`lang`; none is English), whatever the partner's page language.
 */
function ShareMandateLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const shareUrl = new URL(link, window.location.origin);
  const { t: customerT } = useFixedTranslation(shareUrl.searchParams.get('lang') ?? DEFAULT_LANGUAGE);
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl.href);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const shareText = customerT('mandate.panel.shareText', { link: shareUrl.href });
  return (
    <>
      <p>{t('mandate.panel.shareHint')}</p>
      <input className="cf-input" readOnly value={shareUrl.href} aria-label={t('mandate.panel.linkLabel')} onFocus={(event) => event.target.select()} />
      <ul className="ins-share-actions">
        <li>
          <button type="button" className="button button--secondary" onClick={() => void copyLink()}>
            {t('mandate.panel.copyLink')}
          </button>
        </li>
        <li>
          <a className="button button--secondary" href={`https://wa.me/?text=${encodeURIComponent(shareText)}`} target="_blank" rel="noopener noreferrer">
            {t('mandate.panel.shareOnWhatsApp')}
          </a>
        </li>
        <li>
          <AppLink className="button button--secondary" to={link}>
            {t('mandate.panel.openMandate')}
          </AppLink>
        </li>
      </ul>
      <p role="status">{copy === 'copied' ? t('mandate.panel.copied') : copy === 'failed' ? t('mandate.panel.copyFailed', { link: shareUrl.href }) : ''}</p>
    </>
  );
}

function Panel({ productCode, referenceId }: MandatePanelProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  // Read again whenever the review page is opened, and every few seconds while unsigned, also when the
  // partner is in another tab: the page shows the signature by itself (no "Refresh status").
  const args = { productCode, referenceId };
  const signed = useEnsureMandateQueryState(args).data?.status === 'SIGNED';
  const mandate = useEnsureMandateQuery(args, {
    refetchOnMountOrArgChange: true,
    pollingInterval: signed ? 0 : MANDATE_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: false,
  });

  if (mandate.isLoading) return <LoadingMessage>{t('mandate.panel.preparing')}</LoadingMessage>;
  if (mandate.isError || !mandate.data) {
    return <ErrorMessage onRetry={() => void mandate.refetch()}>{readApiError(mandate.error)?.message ?? t('mandate.panel.loadFailed')}</ErrorMessage>;
  }
  const { status, link, letterUrl, signerName, signedAt, linkExpiresAt } = mandate.data;
  const signedOn = signedAt ? formatDateTime(signedAt) : '';

  return (
    <>
      <p role="status" className={status === 'SIGNED' ? 'ins-paid' : undefined}>
        {status !== 'SIGNED'
          ? t('mandate.panel.waiting', { date: formatDateTime(linkExpiresAt) })
          : signerName
            ? t('mandate.panel.signedBy', { name: signerName, date: signedOn })
            : t('mandate.panel.signedByCustomer', { date: signedOn })}
      </p>
      {status === 'PENDING' ? <ShareMandateLink link={link} /> : null}
      <p>
        <a href={letterUrl} target="_blank" rel="noreferrer">
          {t('mandate.panel.viewLetter')}
        </a>
      </p>
    </>
  );
}

/**
 * The mandate letter on the review page of fire, marine and workmen (SPEC §7): its status, the
 * customer's link to copy, share or open, the PDF; it follows the signature by itself. Nothing for other products.
 */
export function MandatePanel({ productCode, referenceId }: MandatePanelProps) {
  const { t } = useTranslation();
  if (!productsWithMandate.includes(productCode)) return null;
  return (
    <section aria-labelledby="ins-review-mandate">
      <h2 id="ins-review-mandate">{t('mandate.panel.heading')}</h2>
      <Panel productCode={productCode} referenceId={referenceId} />
    </section>
  );
}

/** Why Pay must wait for the mandate letter (in the page's language), or undefined (no letter needed, or signed). Shares the panel's query. */
export function useMandatePayBlock(productCode: string | undefined, referenceId: string | undefined): string | undefined {
  const { t } = useTranslation();
  const needed = productCode !== undefined && referenceId !== undefined && productsWithMandate.includes(productCode);
  const mandate = useEnsureMandateQuery(needed ? { productCode, referenceId } : skipToken);
  if (!needed || mandate.data?.status === 'SIGNED') return undefined;
  return t('mandateErrors.notSigned');
}

/** Whether the customer has signed the proposal's mandate letter: it names the customer and the premium, so they can no longer change. */
export function useMandateSigned(productCode: string | undefined, referenceId: string | undefined): boolean {
  const needed = productCode !== undefined && referenceId !== undefined && productsWithMandate.includes(productCode);
  return useEnsureMandateQueryState(needed ? { productCode, referenceId } : skipToken).data?.status === 'SIGNED';
}
