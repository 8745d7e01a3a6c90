import { useTranslation } from 'react-i18next';
import type { LandingConfig } from '@portal/domain';
import { inPageLanguage } from '../../../lib/i18n/in-page-language';

/** Banners of the landing page (the white-label tenant has its own). */
export function BannerList({ banners }: { banners: LandingConfig['banners'] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <ul className="ins-banners" aria-label={t('productLanding.highlights')}>
      {banners.map((banner) => (
        <li key={banner.title} className="ins-banner">
          <strong>{banner.title}</strong>
          <p>{banner.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function BrochureList({ brochures }: { brochures: LandingConfig['brochures'] }) {
  const { t, i18n } = useTranslation();
  if (brochures.length === 0) return null;
  return (
    <section aria-labelledby="ins-brochures-heading">
      <h2 id="ins-brochures-heading">{t('productLanding.brochures')}</h2>
      <ul className="ins-brochures">
        {brochures.map((brochure) => (
          <li key={brochure.url}>
            {/* A PDF made by the API in the page's language: saved rather than replacing the partner's page. */}
            <a href={inPageLanguage(brochure.url, i18n.language)} download>
              {brochure.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Questions open and close with the keyboard (details/summary) and read well at 360 px. */
export function FaqList({ faqs }: { faqs: LandingConfig['faqs'] }) {
  const { t } = useTranslation();
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="ins-faqs-heading">
      <h2 id="ins-faqs-heading">{t('productLanding.faqs')}</h2>
      {faqs.map((faq) => (
        <details key={faq.question} className="ins-faq">
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </section>
  );
}
