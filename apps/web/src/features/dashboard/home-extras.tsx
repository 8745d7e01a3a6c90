import { findHelpArticle, homeSections, type CatalogueEntry, type TenantCode } from '@portal/domain';
import { Trans, useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import groupCovers from './posters/group-covers.svg';
import kycPending from './posters/kyc-pending.svg';
import loanConsent from './posters/loan-consent.svg';
import sendPaymentLink from './posters/send-payment-link.svg';

/** Each how-to's poster (a few hundred bytes of SVG, inlined by the build). */
const posters: Record<string, string> = {
  'send-payment-link': sendPaymentLink,
  'kyc-pending': kycPending,
  'loan-consent': loanConsent,
  'group-covers': groupCovers,
};

/**
 * "banner" of SPEC §2's landing sections: the tenant's own offer of the season, a link to its product
 * (decision 0133). A chunk of its own, fetched once home has painted and the browser is idle.
 */
export function HomeBanner({ tenant, products }: { tenant: TenantCode; products: readonly CatalogueEntry[] }) {
  const { banner } = homeSections[tenant];
  // The partner's own product list (the catalogue query): a product he may not sell gets no banner.
  const product = products.find((entry) => entry.code === banner.productCode);
  if (!product) return null;
  return (
    <section className="card home-banner" aria-labelledby="home-banner">
      <h2 id="home-banner">{banner.title}</h2>
      <p>{banner.text}</p>
      <AppLink className="button" to={`${product.basePath}/${product.code}`}>
        {banner.linkLabel}
      </AppLink>
    </section>
  );
}

/**
 * "videos" of SPEC §2's landing sections: the tenant's short how-tos, each a poster, what it teaches and
 * its help centre article (decision 0133); a video plays in place once the tenant has a file for it.
 */
export function HomeVideos({ tenant }: { tenant: TenantCode }) {
  const { t } = useTranslation();
  const { videos } = homeSections[tenant];
  return (
    <section className="stack" aria-labelledby="home-videos">
      <h2 id="home-videos">{t('dashboard.howToGuides')}</h2>
      <ul className="home-videos">
        {videos.map((video) => {
          const article = findHelpArticle(tenant, video.helpArticle);
          return (
            <li key={video.id} className="card home-video">
              {video.src ? (
                <video controls preload="none" poster={posters[video.id]} src={video.src} aria-label={video.title} />
              ) : (
                <img src={posters[video.id]} alt="" width={320} height={180} loading="lazy" decoding="async" />
              )}
              <h3>
                {video.title}
                {/* The length only of a film there is to play. */}
                {video.src ? (
                  <>
                    {' '}
                    <span className="home-video__length">{t('dashboard.minutes', { minutes: video.minutes })}</span>
                  </>
                ) : null}
              </h3>
              <p>{video.description}</p>
              {article ? (
                <AppLink to={`/help?q=${encodeURIComponent(article.title)}`}>
                  <Trans i18nKey="dashboard.readTheSteps" values={{ title: video.title }} components={{ hidden: <span className="visually-hidden" /> }} />
                </AppLink>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
