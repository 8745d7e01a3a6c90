import { lazy, Suspense } from 'react';
import { AppLink } from '../../components/app-link';
import { authorisationBadges } from '../../components/product-authorisation';
import { formatRupees, navigationLabels, type NavigationLabel, formatPercent, formatCount } from '@portal/domain';
import type { CatalogueEntry, DashboardSummary } from '@portal/domain';
import { useGetProductCatalogQuery } from '../../lib/api-endpoints/product-catalog';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { useGetDashboardSummaryQuery } from './api/get-dashboard-summary';
import { leadsHref, monthName } from './summary-links';
import { useIdleAfter } from '../../lib/when-idle';
// The charts come with the page (about 1 KB): a chunk of their own made the page suspend once more, and
// React holds a revealed boundary back up to 300 ms, which Lighthouse counted in home's LCP (decision 0136).
import { SummaryCharts } from './summary-charts';
import './dashboard.css';

// The banner and the how-to videos: tenant content below the fold, in one chunk asked for once the page
// has painted and the browser is idle (decisions 0133, 0136).
const HomeBanner = lazy(() => import('./home-extras').then((module) => ({ default: module.HomeBanner })));
const HomeVideos = lazy(() => import('./home-extras').then((module) => ({ default: module.HomeVideos })));
const homeExtrasDelayMs = 1000;

/** A card's description: its starting price, and the partner's authorisation where he may not sell it yet. */
function describedBy(product: CatalogueEntry): string | undefined {
  const ids = [
    product.startingPrice !== undefined ? `product-${product.code}-price` : undefined,
    product.authorisation && product.authorisation !== 'AUTHORISED' ? `product-${product.code}-authorisation` : undefined,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function ProductCard({ product }: { product: CatalogueEntry }) {
  return (
    // The whole card is the link: a big target on a phone (WCAG 2.5.5), named by the product, its price as the description.
    <li>
      <AppLink
        className="card product-card"
        to={`${product.basePath}/${product.code}`}
        aria-labelledby={`product-${product.code}`}
        aria-describedby={describedBy(product)}
      >
        <h3 className="product-card__name" id={`product-${product.code}`}>
          {product.name}
        </h3>
        {product.startingPrice !== undefined && (
          <p className="product-card__price" id={`product-${product.code}-price`}>
            Starting at <strong>{formatRupees(product.startingPrice)}</strong>
          </p>
        )}
        {product.authorisation && product.authorisation !== 'AUTHORISED' ? (
          <p className="product-card__authorisation" id={`product-${product.code}-authorisation`}>
            {authorisationBadges[product.authorisation]}
          </p>
        ) : null}
      </AppLink>
    </li>
  );
}

/** An admin's way to the tenant's records (the session is already cached by the page frame). */
function AdminLinks() {
  const { data: session } = useGetSessionQuery();
  if (session?.role !== 'admin') return null;
  return (
    <p>
      <AppLink to="/admin/duplicate-payments">Duplicate payments and their refunds</AppLink>
    </p>
  );
}

/** "user info" of SPEC §2's landing sections: who is signed in, for which tenant. */
function UserInfo() {
  const { data: session } = useGetSessionQuery();
  if (!session) return null;
  return (
    <p className="home-user">
      Welcome, <strong>{session.dealerName}</strong> <span className="home-user__tenant">({session.tenantName})</span>
    </p>
  );
}

/** One figure of the month, the whole card a link to the list behind it. */
function Figure({ label, value, to, note }: { label: string; value: string; to: string; note?: string }) {
  return (
    <li>
      <AppLink className="card figure" to={to}>
        {/* The spaces keep the link's name readable ("Sales 2 …"); the flex column hides them. */}
        <span className="figure__label">{label}</span> <strong className="figure__value">{value}</strong>
        {note ? (
          <>
            {' '}
            <span className="figure__note">{note}</span>
          </>
        ) : null}
      </AppLink>
    </li>
  );
}

function MonthFigures({ summary }: { summary: DashboardSummary }) {
  const { sales, conversion, payouts } = summary;
  return (
    <ul className="figures" aria-label={`Figures for ${monthName(summary.month)}`}>
      <Figure
        label="Sales"
        value={String(sales.count)}
        note={`${formatCount(sales.policies, 'policy', 'policies')}, ${formatCount(sales.loans, 'loan', 'loans')}`}
        to={leadsHref(summary, 'POLICY_ISSUED')}
      />
      <Figure label="Premium" value={formatRupees(sales.premium)} to={leadsHref(summary, 'POLICY_ISSUED')} />
      <Figure label="Loans disbursed" value={formatRupees(sales.loanAmount)} to={leadsHref(summary, 'DISBURSED')} />
      <Figure
        label="Quote to paid"
        value={conversion.percent === null ? 'No quotes yet' : formatPercent(conversion.percent, 1)}
        note={`${conversion.paid} paid of ${conversion.quoted} quoted`}
        to={leadsHref(summary)}
      />
      <Figure label="Payouts this month" value={formatRupees(payouts.month)} to="/payouts" />
      <Figure label="Payouts due" value={formatRupees(payouts.due)} to="/payouts" />
    </ul>
  );
}

/** "payouts" of SPEC §2's landing sections, with the month's figures: each a link to the list behind it. */
function MonthSummary({ summary }: { summary: DashboardSummary }) {
  return (
    <section className="stack" aria-labelledby="home-month">
      <h2 id="home-month">{monthName(summary.month)}</h2>
      <MonthFigures summary={summary} />
      <SummaryCharts summary={summary} />
    </section>
  );
}

/** What each stage of a sale is (SPEC §2's navigation labels, shown as the landing's "steps"; decision 0118). */
export const saleStageHints: Record<NavigationLabel, string> = {
  Setup: "Pick a product and enter the customer's basic details",
  Quotes: 'Compare the premiums and choose a plan',
  Checkout: 'Fill in the proposal and review it with the customer',
  Payment: 'Share the payment link; the policy is issued when the customer pays',
};

function SaleSteps() {
  return (
    <section className="stack" aria-labelledby="home-steps">
      <h2 id="home-steps">How a sale goes</h2>
      <ol className="sale-steps">
        {navigationLabels.map((label) => (
          <li key={label}>
            <strong>{label}</strong>
            <span>{saleStageHints[label]}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Past work and money, one tap away. */
function QuickLinks() {
  return (
    <nav aria-label="Your records">
      <ul className="quick-links">
        <li>
          <AppLink to="/leads">My Leads: your quotes, proposals, policies and loans</AppLink>
        </li>
        <li>
          <AppLink to="/payouts">My Payouts and monthly statements</AppLink>
        </li>
        <li>
          <AppLink to="/transactions">Transactions: payments by product</AppLink>
        </li>
        <li>
          <AppLink to="/policies/find">Find a policy by membership id</AppLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The partner's home (SPEC §2 landing sections): user info, the month's figures and payouts with charts,
 * his records, the tenant's products with their starting prices, the tenant's banner, the steps of a sale
 * and the how-to videos.
 */
export function HomePage() {
  const { data: catalogue, error, isLoading, refetch } = useGetProductCatalogQuery();
  const month = useGetDashboardSummaryQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const { data: session } = useGetSessionQuery();
  const showExtras = useIdleAfter(homeExtrasDelayMs);

  // The page paints once its figures, products and charts are all in, so nothing a partner is reading moves
  // when a later part arrives (Lighthouse measured a layout shift of 0.7 when each painted on its own).
  if (isLoading || month.isLoading) return <LoadingMessage>Loading your products and this month's figures…</LoadingMessage>;
  if (error || !catalogue) return <ErrorMessage onRetry={() => void refetch()}>We could not load your products.</ErrorMessage>;
  if (catalogue.products.length === 0) return <p>No products are available to you yet.</p>;

  return (
    <div className="stack home">
      <UserInfo />
      {month.data ? (
        <MonthSummary summary={month.data} />
      ) : (
        <ErrorMessage onRetry={() => void month.refetch()}>We could not load this month's figures.</ErrorMessage>
      )}
      <QuickLinks />
      <section className="stack" aria-labelledby="home-products">
        <h2 id="home-products">Sell a product</h2>
        <ul className="product-list" aria-label="Products">
          {catalogue.products.map((product) => (
            <ProductCard key={product.code} product={product} />
          ))}
        </ul>
      </section>
      {session && showExtras ? (
        <Suspense fallback={null}>
          <HomeBanner tenant={session.tenant} products={catalogue.products} />
        </Suspense>
      ) : null}
      <SaleSteps />
      {session && showExtras ? (
        <Suspense fallback={null}>
          <HomeVideos tenant={session.tenant} />
        </Suspense>
      ) : null}
      <AdminLinks />
    </div>
  );
}
