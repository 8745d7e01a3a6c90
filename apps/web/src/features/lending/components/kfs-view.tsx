import { type Kfs, formatDateTime, formatDate, instalmentLine, formatRupees } from '@portal/domain';
import { formatMonths, formatPercent, formatValidUntil } from './offer-facts';

/** Rupees to the paisa, as a schedule shows them: "Rs 937.50". */

/** Figures side by side with their labels; sentences (`stacked`) under their labels, to be read. */
function Facts({ rows, stacked = false }: { rows: readonly (readonly [string, string])[]; stacked?: boolean }) {
  return (
    <dl className={stacked ? 'ln-facts ln-facts--stacked' : 'ln-facts'}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FeeList({ title, fees, lenderName }: { title: string; fees: Kfs['fees']['lender']; lenderName: string }) {
  return (
    <>
      <h4>{title}</h4>
      {fees.length === 0 ? (
        <p className="ln-note">None</p>
      ) : (
        // Who is paid is said only where the heading does not already say it.
        <Facts rows={fees.map((fee) => [fee.payableTo === lenderName ? fee.label : `${fee.label}, to ${fee.payableTo}`, formatRupees(fee.amount)] as const)} />
      )}
    </>
  );
}

/**
 * The Key Fact Statement of an offer on screen (RBI KFS directions, 2024): the loan, the instalment schedule,
 * the rate and its type, the fees split between the lender and third parties, the APR and how it was
 * worked out, contingent charges, cooling-off, the grievance officer and how long the offer stands.
 */
export function KfsView({ kfs }: { kfs: Kfs }) {
  const rate = kfs.rate;
  const rateText =
    rate.type === 'FLOATING' && rate.benchmark
      ? `${formatPercent(rate.annualPercent)} a year, floating: ${rate.benchmark} + ${formatPercent(rate.spreadPercent ?? 0)}${rate.resetMonths ? `, reset every ${rate.resetMonths} months` : ''}`
      : `${formatPercent(rate.annualPercent)} a year, fixed`;
  return (
    <article className="ln-kfs ln-page" aria-labelledby="ln-kfs-heading">
      <h2 id="ln-kfs-heading">Key Fact Statement</h2>
      <p className="ln-note">
        {kfs.lender.lenderName} · {kfs.productName} · version {kfs.version} · issued {formatDateTime(new Date(kfs.issuedAt))}
      </p>
      <section aria-labelledby="ln-kfs-loan">
        <h3 id="ln-kfs-loan">The loan</h3>
        <Facts
          rows={[
            ['Loan amount', formatRupees(kfs.amount)],
            ['Tenure', formatMonths(kfs.tenureMonths)],
            ['Instalments', instalmentLine(kfs, formatRupees)],
            ['Interest rate', rateText],
            ['Total interest', formatRupees(kfs.totalInterest)],
            ['Amount in hand (after fees)', formatRupees(kfs.netDisbursed)],
            ['Total to repay', formatRupees(kfs.totalRepayable)],
          ]}
        />
      </section>
      <section aria-labelledby="ln-kfs-fees">
        <h3 id="ln-kfs-fees">Fees and charges</h3>
        <FeeList title="Payable to the lender" fees={kfs.fees.lender} lenderName={kfs.lender.lenderName} />
        <FeeList title="Payable to third parties" fees={kfs.fees.thirdParty} lenderName={kfs.lender.lenderName} />
        <Facts rows={[['All fees', formatRupees(kfs.fees.total)]]} />
      </section>
      <section aria-labelledby="ln-kfs-apr">
        <h3 id="ln-kfs-apr">Annual percentage rate (APR): {formatPercent(kfs.aprPercent)}</h3>
        <p className="ln-note">{kfs.aprMethod}</p>
      </section>
      <section aria-labelledby="ln-kfs-contingent">
        <h3 id="ln-kfs-contingent">Charges that apply only in some cases</h3>
        <Facts stacked rows={kfs.contingentCharges.map((charge) => [charge.label, charge.text] as const)} />
      </section>
      <section aria-labelledby="ln-kfs-other">
        <h3 id="ln-kfs-other">Other things to know</h3>
        <Facts
          stacked
          rows={[
            [
              'Cooling-off period',
              `${kfs.coolingOffDays} days: the customer may leave the loan by repaying the principal and the interest to date, with no penalty`,
            ],
            ['Recovery agents', kfs.recoveryAgents],
            ['Offer valid until', `${formatValidUntil(kfs.validUntil)} (${kfs.validityWorkingDays} working days)`],
          ]}
        />
      </section>
      <GrievanceOfficer grievance={kfs.grievance} />
      <RepaymentSchedule schedule={kfs.schedule} />
    </article>
  );
}

/** Who hears the customer's complaint, with a call and an email button. */
function GrievanceOfficer({ grievance }: { grievance: Kfs['grievance'] }) {
  return (
    <section aria-labelledby="ln-kfs-grievance">
      <h3 id="ln-kfs-grievance">Grievance redressal officer</h3>
      <address className="ln-page ln-grievance">
        <span>
          {grievance.name}, {grievance.designation}, {grievance.address}
        </span>
        <span className="ln-actions">
          <a className="button button--secondary" href={`tel:${grievance.phone.replace(/[^\d+]/g, '')}`}>
            Call {grievance.phone}
          </a>
          <a className="button button--secondary ln-wrap" href={`mailto:${grievance.email}`}>
            {grievance.email}
          </a>
        </span>
      </address>
    </section>
  );
}

/** Each instalment: when due, and its interest, principal and the balance after it. */
function RepaymentSchedule({ schedule }: { schedule: Kfs['schedule'] }) {
  return (
    <section aria-labelledby="ln-kfs-schedule">
      <h3 id="ln-kfs-schedule">Repayment schedule</h3>
      <p className="ln-note ln-scroll-hint">Slide the table sideways to see the principal and the balance.</p>
      <div className="ln-table-wrap" tabIndex={0} role="region" aria-labelledby="ln-kfs-schedule">
        <table className="ln-table">
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Due</th>
              <th scope="col">Instalment</th>
              <th scope="col">Interest</th>
              <th scope="col">Principal</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {schedule.map((row) => (
              <tr key={row.instalment}>
                <td>{row.instalment}</td>
                <td>{formatDate(row.dueDate)}</td>
                <td>{formatRupees(row.payment)}</td>
                <td>{formatRupees(row.interest)}</td>
                <td>{formatRupees(row.principal)}</td>
                <td>{formatRupees(row.closing)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
