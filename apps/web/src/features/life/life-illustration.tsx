import { formatRupees, type LifeIllustrationView } from '@portal/domain';

/**
 * The benefit illustration (IRDAI): what the plan pays at maturity at the 4 % and 8 % gross rates, with the
 * guaranteed and non-guaranteed parts apart, then year by year.
 */
export function LifeIllustration({ illustration, planName }: { illustration: LifeIllustrationView; planName: string }) {
  const { maturityAt4: at4, maturityAt8: at8 } = illustration;
  return (
    <details className="life-illustration">
      <summary>Benefit illustration</summary>
      <p>
        Returns at 4 % and 8 % are the rates insurers must illustrate. They are not guaranteed and are not the upper or lower limits of what the customer may
        get.
      </p>
      {/* Both tables scroll inside their own box at 360 px rather than clip "At 8 %" or widen the page. */}
      <div className="life-table-scroll" tabIndex={0} role="region" aria-label={`At maturity: ${planName}`}>
        <table className="life-table">
          <caption>At maturity: {planName}</caption>
          <thead>
            <tr>
              <th scope="col">Paid at maturity</th>
              <th scope="col">At 4 %</th>
              <th scope="col">At 8 %</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Guaranteed</th>
              <td>{formatRupees(at4.guaranteed)}</td>
              <td>{formatRupees(at8.guaranteed)}</td>
            </tr>
            <tr>
              <th scope="row">Not guaranteed</th>
              <td>{formatRupees(at4.nonGuaranteed)}</td>
              <td>{formatRupees(at8.nonGuaranteed)}</td>
            </tr>
            <tr>
              <th scope="row">Total</th>
              <td>{formatRupees(at4.total)}</td>
              <td>{formatRupees(at8.total)}</td>
            </tr>
            <tr>
              <th scope="row">Yield a year</th>
              <td>{at4.yieldPercent} %</td>
              <td>{at8.yieldPercent} %</td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className="life-table-scroll" tabIndex={0} role="region" aria-label={`Year by year: ${planName}`}>
        <table className="life-table">
          <caption>Year by year</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Premiums paid</th>
              <th scope="col">Guaranteed on death</th>
              <th scope="col">Not guaranteed at 4 %</th>
              <th scope="col">Not guaranteed at 8 %</th>
            </tr>
          </thead>
          <tbody>
            {illustration.rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                <td>{formatRupees(row.totalPremiums)}</td>
                <td>{formatRupees(row.guaranteedDeathBenefit)}</td>
                <td>{formatRupees(row.nonGuaranteedAt4)}</td>
                <td>{formatRupees(row.nonGuaranteedAt8)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
