import { formatRupees, type Quote } from '@portal/domain';

/** A premium as the partner confirms it: how it was made, then net premium, GST and the total to pay. */
export function PremiumSummary({ premium }: { premium: Quote['premium'] }) {
  return (
    <div className="ins-premium">
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
    </div>
  );
}
