import { formatRupees, type Quote } from '@portal/domain';

type Premium = Quote['premium'];

/**
 * Whether the product's breakdown says more than the net premium and GST rows already shown
 * (e.g. a base premium and add-ons); a breakdown of just those two would repeat them.
 */
function breakdownAddsDetail(premium: Premium): boolean {
  const [first, second, ...rest] = premium.breakdown;
  return !(rest.length === 0 && first?.amount === premium.netPremium && second?.amount === premium.gst);
}

/** A premium as the partner confirms it: how it was made where that says more, then net premium, GST and the total. */
export function PremiumSummary({ premium }: { premium: Premium }) {
  return (
    <div className="ins-premium">
      <dl className="ins-premium-lines">
        {breakdownAddsDetail(premium)
          ? premium.breakdown.map((line) => (
              <div key={line.label} className="ins-premium-line ins-premium-detail">
                <dt>{line.label}</dt>
                <dd>{formatRupees(line.amount)}</dd>
              </div>
            ))
          : null}
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
