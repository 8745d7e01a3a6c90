import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { mandateMessages, productsWithMandate, formatDateTime } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useEnsureMandateQuery, useEnsureMandateQueryState } from './api/mandates';
import './components/share-quote.css';

export interface MandatePanelProps {
  productCode: string;
  referenceId: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** How often an unsigned letter is read again, as KYC's status is (KYC_POLL_INTERVAL_MS). */
export const MANDATE_POLL_INTERVAL_MS = 3000;

function Panel({ productCode, referenceId }: MandatePanelProps) {
  // Read again whenever the review page is opened, and every few seconds while unsigned, also when the
  // partner is in another tab: the page shows the signature by itself (no "Refresh status").
  const args = { productCode, referenceId };
  const signed = useEnsureMandateQueryState(args).data?.status === 'SIGNED';
  const mandate = useEnsureMandateQuery(args, {
    refetchOnMountOrArgChange: true,
    pollingInterval: signed ? 0 : MANDATE_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: false,
  });
  const [copy, setCopy] = useState<CopyState>('idle');

  if (mandate.isLoading) return <LoadingMessage>Preparing the mandate letter…</LoadingMessage>;
  if (mandate.isError || !mandate.data) {
    return (
      <ErrorMessage onRetry={() => void mandate.refetch()}>{readApiError(mandate.error)?.message ?? 'The mandate letter could not be loaded.'}</ErrorMessage>
    );
  }
  const { status, link, letterUrl, signerName, signedAt, linkExpiresAt } = mandate.data;
  const shareUrl = new URL(link, window.location.origin).href;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const shareText = `Please read and sign the mandate letter for your policy: ${shareUrl}`;

  return (
    <>
      <p role="status" className={status === 'SIGNED' ? 'ins-paid' : undefined}>
        {status === 'SIGNED'
          ? `Signed by ${signerName ?? 'the customer'} on ${signedAt ? formatDateTime(new Date(signedAt)) : ''}.`
          : `Waiting for the customer's signature. The link works until ${formatDateTime(new Date(linkExpiresAt))}.`}
      </p>
      {status === 'PENDING' ? (
        <>
          <p>Share this link with the customer. This page shows the signature as soon as it is made, and payment opens.</p>
          <input className="cf-input" readOnly value={shareUrl} aria-label="Mandate link" onFocus={(event) => event.target.select()} />
          <ul className="ins-share-actions">
            <li>
              <button type="button" className="button button--secondary" onClick={() => void copyLink()}>
                Copy link
              </button>
            </li>
            <li>
              <a className="button button--secondary" href={`https://wa.me/?text=${encodeURIComponent(shareText)}`} target="_blank" rel="noopener noreferrer">
                Share on WhatsApp
              </a>
            </li>
            <li>
              <AppLink className="button button--secondary" to={link}>
                Open mandate
              </AppLink>
            </li>
          </ul>
          <p role="status">{copy === 'copied' ? 'Link copied.' : copy === 'failed' ? `The link could not be copied. It is ${shareUrl}` : ''}</p>
        </>
      ) : null}
      <p>
        <a href={letterUrl} target="_blank" rel="noreferrer">
          View the mandate letter (PDF)
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
  if (!productsWithMandate.includes(productCode)) return null;
  return (
    <section aria-labelledby="ins-review-mandate">
      <h2 id="ins-review-mandate">Mandate letter</h2>
      <Panel productCode={productCode} referenceId={referenceId} />
    </section>
  );
}

/** Why Pay must wait for the mandate letter, or undefined (no letter needed, or signed). Shares the panel's query. */
export function useMandatePayBlock(productCode: string | undefined, referenceId: string | undefined): string | undefined {
  const needed = productCode !== undefined && referenceId !== undefined && productsWithMandate.includes(productCode);
  const mandate = useEnsureMandateQuery(needed ? { productCode, referenceId } : skipToken);
  if (!needed || mandate.data?.status === 'SIGNED') return undefined;
  return mandateMessages.notSigned;
}

/** Whether the customer has signed the proposal's mandate letter: it names the customer and the premium, so they can no longer change. */
export function useMandateSigned(productCode: string | undefined, referenceId: string | undefined): boolean {
  const needed = productCode !== undefined && referenceId !== undefined && productsWithMandate.includes(productCode);
  return useEnsureMandateQueryState(needed ? { productCode, referenceId } : skipToken).data?.status === 'SIGNED';
}
