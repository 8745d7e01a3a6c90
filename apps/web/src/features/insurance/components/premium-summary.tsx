import { formatRupees, type Quote } from '@portal/domain';

/** A premium as the partner confirms it: how it was made, then net premium, GST and the total to pay. */
export function PremiumSummary({ premium, title = 'Premium' }: { premium: Quote['premium']; title?: string }) {
  return (
    <section className="ins-premium" aria-label={title}>
      <dl className="ins-premium-lines">
        {premium.breakdown.map((line) => (
          <div key={line.label} className="ins-premium-line">
            <dt>{line.label}</dt>
            <dd>{formatRupees(line.amount)}</dd>
          </div>
        ))}
        <div className="ins-premium-line">
          <dt>Net premium</dt>
          <dd>{formatRupees(premium.netPremium)}</dd>
        </div>
        <div className="ins-premium-line">
          <dt>GST</dt>
          <dd>{formatRupees(premium.gst)}</dd>
        </div>
        <div className="ins-premium-line ins-premium-total">
          <dt>Total premium</dt>
          <dd>{formatRupees(premium.totalPremium)}</dd>
        </div>
      </dl>
    </section>
  );
}
