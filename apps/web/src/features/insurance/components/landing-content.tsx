import type { LandingConfig } from '@portal/domain';

/** Banners of the landing page (the white-label tenant has its own). */
export function BannerList({ banners }: { banners: LandingConfig['banners'] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="ins-banners" aria-label="Highlights">
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
  if (brochures.length === 0) return null;
  return (
    <section aria-labelledby="ins-brochures-heading">
      <h2 id="ins-brochures-heading">Brochures</h2>
      <ul className="ins-brochures">
        {brochures.map((brochure) => (
          <li key={brochure.url}>
            {/* A PDF made by the API: saved rather than replacing the partner's page. */}
            <a href={brochure.url} download>
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
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="ins-faqs-heading">
      <h2 id="ins-faqs-heading">Frequently asked questions</h2>
      {faqs.map((faq) => (
        <details key={faq.question} className="ins-faq">
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </section>
  );
}
