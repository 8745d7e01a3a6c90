import { type Kfs, formatDate, formatRupees, instalmentLineMessage } from '@portal/domain';
import { useFormatDateTime } from '../../../components/date-time';
import { useLendingWords } from '../lending-words';
import { formatPercent, formatValidUntil } from './offer-facts';

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
  const { t, say } = useLendingWords();
  return (
    <>
      <h4>{title}</h4>
      {fees.length === 0 ? (
        <p className="ln-note">{t('lendingOffers.kfs.none')}</p>
      ) : (
        // Who is paid is said only where the heading does not already say it.
        <Facts
          rows={fees.map(
            (fee) =>
              [
                fee.payableTo === lenderName ? say(fee.label) : t('lendingOffers.kfs.feeTo', { fee: say(fee.label), payee: say(fee.payableTo) }),
                formatRupees(fee.amount),
              ] as const,
          )}
        />
      )}
    </>
  );
}

/** The rate in words: fixed, or floating on its benchmark with the spread and how often it resets. */
function useRateText() {
  const { t } = useLendingWords();
  return ({ rate }: Kfs) => {
    const annual = formatPercent(rate.annualPercent);
    if (rate.type !== 'FLOATING' || !rate.benchmark) return t('lendingOffers.facts.rateFixed', { rate: annual });
    const values = { rate: annual, benchmark: rate.benchmark, spread: formatPercent(rate.spreadPercent ?? 0) };
    return rate.resetMonths ? t('lendingOffers.kfs.rateFloatingReset', { ...values, months: rate.resetMonths }) : t('lendingOffers.kfs.rateFloatingOn', values);
  };
}

/** The instalments in words: the last one named where it differs from the EMI (the domain's instalmentLineMessage). */
function useInstalmentLine() {
  const { t } = useLendingWords();
  return (kfs: Kfs) => {
    const { key, values } = instalmentLineMessage(kfs);
    return t(key, values);
  };
}

/** The loan, the fees and the APR, as the statement has them. */
function LoanFeesAndApr({ kfs }: { kfs: Kfs }) {
  const { t, say, months } = useLendingWords();
  const rateText = useRateText();
  const instalmentLine = useInstalmentLine();
  return (
    <>
      <section aria-labelledby="ln-kfs-loan">
        <h3 id="ln-kfs-loan">{t('lendingOffers.kfs.theLoan')}</h3>
        <Facts
          rows={[
            [t('lendingOffers.kfs.amount'), formatRupees(kfs.amount)],
            [t('lendingOffers.kfs.tenure'), months(kfs.tenureMonths)],
            [t('lendingOffers.kfs.instalments'), instalmentLine(kfs)],
            [t('lendingOffers.kfs.rate'), rateText(kfs)],
            [t('lendingOffers.kfs.totalInterest'), formatRupees(kfs.totalInterest)],
            [t('lendingOffers.kfs.inHand'), formatRupees(kfs.netDisbursed)],
            [t('lendingOffers.kfs.totalRepay'), formatRupees(kfs.totalRepayable)],
          ]}
        />
      </section>
      <section aria-labelledby="ln-kfs-fees">
        <h3 id="ln-kfs-fees">{t('lendingOffers.kfs.fees')}</h3>
        <FeeList title={t('lendingOffers.kfs.toLender')} fees={kfs.fees.lender} lenderName={kfs.lender.lenderName} />
        <FeeList title={t('lendingOffers.kfs.toThirdParties')} fees={kfs.fees.thirdParty} lenderName={kfs.lender.lenderName} />
        <Facts rows={[[t('lendingOffers.kfs.allFees'), formatRupees(kfs.fees.total)]]} />
      </section>
      <section aria-labelledby="ln-kfs-apr">
        <h3 id="ln-kfs-apr">{t('lendingOffers.kfs.aprHeading', { apr: formatPercent(kfs.aprPercent) })}</h3>
        <p className="ln-note">{say(kfs.aprMethod)}</p>
      </section>
    </>
  );
}

/**
 * The Key Fact Statement of an offer on screen (RBI KFS directions, 2024), in the page's language: the loan,
 * the instalment schedule, the rate and its type, the fees split between the lender and third parties, the
 * APR and how it was worked out, contingent charges, cooling-off, the grievance officer and how long the
 * offer stands. The lenders' words are said by their entries (kfsWords); a lender's text of none stays as sent.
 */
export function KfsView({ kfs }: { kfs: Kfs }) {
  const { t, say } = useLendingWords();
  const formatDateTime = useFormatDateTime();
  return (
    <article className="ln-kfs ln-page" aria-labelledby="ln-kfs-heading">
      <h2 id="ln-kfs-heading">{t('lendingOffers.kfs.heading')}</h2>
      <p className="ln-note">
        {t('lendingOffers.kfs.meta', {
          lenderName: kfs.lender.lenderName,
          productName: kfs.productName,
          version: kfs.version,
          dateTime: formatDateTime(new Date(kfs.issuedAt)),
        })}
      </p>
      <LoanFeesAndApr kfs={kfs} />
      <section aria-labelledby="ln-kfs-contingent">
        <h3 id="ln-kfs-contingent">{t('lendingOffers.kfs.contingent')}</h3>
        <Facts stacked rows={kfs.contingentCharges.map((charge) => [say(charge.label), say(charge.text)] as const)} />
      </section>
      <section aria-labelledby="ln-kfs-other">
        <h3 id="ln-kfs-other">{t('lendingOffers.kfs.other')}</h3>
        <Facts
          stacked
          rows={[
            [t('lendingOffers.kfs.coolingOff'), t('lendingOffers.kfs.coolingOffValue', { days: kfs.coolingOffDays })],
            [t('lendingOffers.kfs.recoveryAgents'), say(kfs.recoveryAgents)],
            [
              t('lendingOffers.kfs.validUntil'),
              t('lendingOffers.kfs.validUntilValue', { date: formatValidUntil(kfs.validUntil), days: kfs.validityWorkingDays }),
            ],
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
  const { t, say } = useLendingWords();
  return (
    <section aria-labelledby="ln-kfs-grievance">
      <h3 id="ln-kfs-grievance">{t('lendingOffers.kfs.grievance')}</h3>
      <address className="ln-page ln-grievance">
        <span>
          {grievance.name}, {say(grievance.designation)}, {grievance.address}
        </span>
        <span className="ln-actions">
          <a className="button button--secondary" href={`tel:${grievance.phone.replace(/[^\d+]/g, '')}`}>
            {t('lendingOffers.kfs.call', { phone: grievance.phone })}
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
  const { t } = useLendingWords();
  const columns = ['number', 'due', 'instalment', 'interest', 'principal', 'balance'] as const;
  return (
    <section aria-labelledby="ln-kfs-schedule">
      <h3 id="ln-kfs-schedule">{t('lendingOffers.kfs.schedule')}</h3>
      <p className="ln-note ln-scroll-hint">{t('lendingOffers.kfs.scrollHint')}</p>
      <div className="ln-table-wrap" tabIndex={0} role="region" aria-labelledby="ln-kfs-schedule">
        <table className="ln-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(`lendingOffers.kfs.${column}`)}
                </th>
              ))}
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
