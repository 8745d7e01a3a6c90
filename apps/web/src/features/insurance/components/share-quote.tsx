import { useId, useState } from 'react';
import { buildHref, formatRupees, messages, rulePatterns, type ContactActionKind, type LandingConfig } from '@portal/domain';
import { AdaptiveModal } from '../../../components/modal/adaptive-modal';
import { useGetLandingConfigQuery } from '../../../lib/api-endpoints/landing-config';
import { servedRoutes } from '../../../lib/served-routes';
import { useAppDispatch } from '../../../lib/store-hooks';
import { openShareModal, SHARE_MODAL_ID } from '../../../lib/ui-slice';
import './share-quote.css';

export interface ShareQuoteProps {
  productCode: string;
  basePath: LandingConfig['basePath'];
  /** The total premium quoted, in paise. */
  totalPremium: number;
}

/** Where a contact action of SPEC §2 leads: WhatsApp with the message, or the phone's dialler. */
export function contactHref(kind: ContactActionKind, text: string, mobile?: string): string {
  if (kind === 'whatsApp') return `https://wa.me/${mobile ? `91${mobile}` : ''}?text=${encodeURIComponent(text)}`;
  // "call" and "tel" both dial the number (SPEC names both; decision 0033).
  return `tel:+91${mobile ?? ''}`;
}

/** The product's landing page as an absolute link the customer can open. */
function landingUrlOf(productCode: string, basePath: LandingConfig['basePath']): string {
  const route = servedRoutes.get(basePath === '/insurance' ? 'insurance-landing' : 'product-landing');
  const path = buildHref(route, { productName: productCode }) ?? `${basePath}/${productCode}`;
  return new URL(path, window.location.origin).href;
}

type CopyState = 'idle' | 'copied' | 'failed';

function ShareActions({ productCode, basePath, totalPremium }: ShareQuoteProps) {
  const landing = useGetLandingConfigQuery(productCode);
  const [mobile, setMobile] = useState('');
  const [copy, setCopy] = useState<CopyState>('idle');
  const mobileId = useId();
  const mobileErrorId = useId();

  const landingUrl = landingUrlOf(productCode, basePath);
  const productName = landing.data?.name ?? productCode;
  const text = `${productName}: total premium ${formatRupees(totalPremium)}. See the plans and buy here: ${landingUrl}`;
  const trimmed = mobile.trim();
  const mobileValid = rulePatterns.mobile.test(trimmed);
  const mobileError = trimmed !== '' && !mobileValid ? messages.mobile : undefined;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(landingUrl);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="ins-share">
      <p>
        {productName}: total premium <strong>{formatRupees(totalPremium)}</strong>
      </p>
      <div className="ins-share-field">
        <label htmlFor={mobileId}>Customer's mobile number (optional)</label>
        <input
          id={mobileId}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={mobile}
          aria-invalid={mobileError ? true : undefined}
          aria-describedby={mobileError ? mobileErrorId : undefined}
          onChange={(event) => setMobile(event.target.value)}
        />
        {mobileError ? (
          <p id={mobileErrorId} className="cf-error">
            {mobileError}
          </p>
        ) : null}
      </div>
      <ul className="ins-share-actions">
        <li>
          <a className="button" href={contactHref('whatsApp', text, mobileValid ? trimmed : undefined)} target="_blank" rel="noopener noreferrer">
            Share on WhatsApp
          </a>
        </li>
        <li>
          <button type="button" className="button button--secondary" onClick={() => void copyLink()}>
            Copy link
          </button>
        </li>
        {mobileValid ? (
          <li>
            <a className="button button--secondary" href={contactHref('call', text, trimmed)}>
              Call {trimmed}
            </a>
          </li>
        ) : null}
      </ul>
      <p role="status" className="ins-share-status">
        {copy === 'copied' ? 'Link copied.' : copy === 'failed' ? `The link could not be copied. It is ${landingUrl}` : ''}
      </p>
    </div>
  );
}

/**
 * "Share" on a quote (SPEC §4 share modal open/close): a modal with the contact actions of SPEC §2 —
 * WhatsApp with the product's link and the premium, the link to copy, and a call to the customer.
 */
export function ShareQuote(props: ShareQuoteProps) {
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => dispatch(openShareModal())}>
        Share
      </button>
      <AdaptiveModal modalId={SHARE_MODAL_ID} title="Share this quote">
        <ShareActions {...props} />
      </AdaptiveModal>
    </>
  );
}
