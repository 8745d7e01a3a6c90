import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  customerLanguageField,
  DEFAULT_LANGUAGE,
  formatRupees,
  isLanguage,
  languages,
  languageNames,
  messages,
  rulePatterns,
  type ContactActionKind,
  type Language,
} from '@portal/domain';
import { AdaptiveModal } from '../../../components/modal/adaptive-modal';
import { ErrorMessage, LoadingMessage } from '../../../components/status-message';
import { readApiError } from '../../../lib/api-error';
import { useGetLandingConfigQuery } from '../../../lib/api-endpoints/landing-config';
import { useShareQuoteQuery } from '../api/shared-quotes';
import { useFieldText } from '../../../components/form/field-text';
import { useFixedTranslation } from '../../../lib/i18n/use-fixed-translation';
import { useAppDispatch } from '../../../lib/store-hooks';
import { openShareModal, SHARE_MODAL_ID } from '../../../lib/ui-slice';
import './share-quote.css';

export interface ShareQuoteProps {
  productCode: string;
  /** The quote shared: the API turns it into a public link that shows its plan, insurer and premium. */
  quoteId: string;
  /** The total premium quoted, in paise. */
  totalPremium: number;
}

/** Where a contact action of SPEC §2 leads: WhatsApp with the message, or the phone's dialler. */
export function contactHref(kind: ContactActionKind, text: string, mobile?: string): string {
  if (kind === 'whatsApp') return `https://wa.me/${mobile ? `91${mobile}` : ''}?text=${encodeURIComponent(text)}`;
  // "call" and "tel" both dial the number (SPEC names both; decision 0033).
  return `tel:+91${mobile ?? ''}`;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The customer's own page of this quote, public and signed (decision 0067), opening in the customer's language. */
function quoteUrlOf(path: string | undefined, language: Language): string | undefined {
  if (!path) return undefined;
  const url = new URL(path, window.location.origin);
  url.searchParams.set('lang', language);
  return url.href;
}

function ShareActions({ productCode, quoteId, totalPremium }: ShareQuoteProps) {
  const { t, i18n } = useTranslation();
  const landing = useGetLandingConfigQuery(productCode);
  const shareLink = useShareQuoteQuery({ productCode, quoteId });
  const [mobile, setMobile] = useState('');
  // The customer's language, first the partner's page language (decision 0266, as on the sell forms).
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  const customer = useFixedTranslation(language);
  const [copy, setCopy] = useState<CopyState>('idle');

  const productName = landing.data?.name ?? productCode;
  const quoteUrl = quoteUrlOf(shareLink.data?.path, language);
  // The message is the customer's, in the language chosen for them; the modal stays in the partner's.
  const text = customer.t('insurance.shareQuote.message', { product: productName, premium: formatRupees(totalPremium), url: quoteUrl ?? '' });
  const trimmed = mobile.trim();
  const mobileValid = rulePatterns.mobile.test(trimmed);
  const mobileError = trimmed !== '' && !mobileValid ? messages.mobile : undefined;

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="ins-share">
      <p>
        <Trans
          i18nKey="insurance.shareQuote.summary"
          values={{ product: productName, premium: formatRupees(totalPremium) }}
          components={{ strong: <strong /> }}
        />
      </p>
      <CustomerMobileField mobile={mobile} error={mobileError} onChange={setMobile} />
      <CustomerLanguageSelect language={language} onChange={setLanguage} />
      {shareLink.isError ? (
        <ErrorMessage onRetry={() => void shareLink.refetch()}>{readApiError(shareLink.error)?.message ?? t('insurance.shareQuote.linkFailed')}</ErrorMessage>
      ) : !quoteUrl ? (
        <LoadingMessage>{t('insurance.shareQuote.preparing')}</LoadingMessage>
      ) : (
        <ul className="ins-share-actions">
          <li>
            <a className="button" href={contactHref('whatsApp', text, mobileValid ? trimmed : undefined)} target="_blank" rel="noopener noreferrer">
              {t('insurance.shareQuote.whatsApp')}
            </a>
          </li>
          <li>
            <button type="button" className="button button--secondary" onClick={() => void copyLink(quoteUrl)}>
              {t('insurance.shareQuote.copy')}
            </button>
          </li>
          {mobileValid ? (
            <li>
              <a className="button button--secondary" href={contactHref('call', text, trimmed)}>
                {t('insurance.shareQuote.call', { mobile: trimmed })}
              </a>
            </li>
          ) : null}
        </ul>
      )}
      <CopyStatus copy={copy} url={quoteUrl} />
    </div>
  );
}

/** The customer's mobile (optional): once valid, WhatsApp opens their chat and a call button appears. */
function CustomerMobileField({ mobile, error, onChange }: { mobile: string; error: string | undefined; onChange: (mobile: string) => void }) {
  const { t } = useTranslation();
  const mobileId = useId();
  const errorId = useId();
  return (
    <div className="ins-share-field">
      <label htmlFor={mobileId}>{t('insurance.shareQuote.mobileLabel')}</label>
      <input
        id={mobileId}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={mobile}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="cf-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The customer's language, each named in its own script (the sell forms' field, decision 0266). */
function CustomerLanguageSelect({ language, onChange }: { language: Language; onChange: (language: Language) => void }) {
  const fieldText = useFieldText();
  const id = useId();
  return (
    <div className="ins-share-field">
      <label htmlFor={id}>{fieldText(customerLanguageField.label)}</label>
      <select id={id} value={language} onChange={(event) => isLanguage(event.target.value) && onChange(event.target.value)}>
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {languageNames[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What became of "Copy link": copied, or the link to copy by hand. */
function CopyStatus({ copy, url }: { copy: CopyState; url: string | undefined }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="ins-share-status">
      {copy === 'copied' ? t('insurance.shareQuote.copied') : copy === 'failed' ? t('insurance.shareQuote.copyFailed', { url }) : ''}
    </p>
  );
}

/**
 * "Share" on a quote (SPEC §4 share modal open/close): a modal with the contact actions of SPEC §2 —
 * WhatsApp with the quote's public link and the premium, the link to copy, and a call to the customer.
 */
export function ShareQuote(props: ShareQuoteProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => dispatch(openShareModal())}>
        {t('insurance.shareQuote.open')}
      </button>
      <AdaptiveModal modalId={SHARE_MODAL_ID} title={t('insurance.shareQuote.title')}>
        <ShareActions {...props} />
      </AdaptiveModal>
    </>
  );
}
