import { skipToken } from '@reduxjs/toolkit/query';
import { formatRupees, type LifeApplication, type LifeTimelineEvent } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import { useGetLifeApplicationQuery } from './api/life';
import { showDate, showDateTime } from './life-links';
import './life.css';

/** The insurer answers within seconds in the sandbox, within days for real: look again every few seconds until it decides. */
const POLL_MS = 3000;

type Stage = { key: string; label: string; state: 'done' | 'current' | 'waiting' | 'skipped'; at?: string; note?: string | null };

/** The four stages of issuance, from the events the insurer sent. */
function stagesOf(application: LifeApplication): Stage[] {
  const seen = new Map<LifeTimelineEvent, LifeApplication['timeline'][number]>(application.timeline.map((event) => [event.event, event]));
  const decided = seen.get('ISSUED') ?? seen.get('DECLINED');
  const underwriting = seen.get('UNDERWRITING');
  const medical = seen.get('MEDICAL_SCHEDULED');
  const submitted = seen.get('PROPOSAL_SUBMITTED');
  const stage = (key: string, label: string, event: typeof submitted, waitingState: Stage['state']): Stage =>
    event ? { key, label, state: 'done', at: event.at ?? undefined, note: event.note } : { key, label, state: waitingState };
  return [
    stage('submitted', 'Proposal submitted', submitted, 'current'),
    medical
      ? stage('medical', 'Medical scheduled', medical, 'done')
      : { key: 'medical', label: 'Medical scheduled', state: underwriting || decided ? 'skipped' : 'waiting' },
    stage('underwriting', 'Underwriting', underwriting, submitted ? 'current' : 'waiting'),
    decided
      ? {
          key: 'decision',
          label: decided.event === 'ISSUED' ? 'Policy issued' : 'Declined by the insurer',
          state: 'done',
          at: decided.at ?? undefined,
          note: decided.note,
        }
      : { key: 'decision', label: 'Issued or declined', state: underwriting ? 'current' : 'waiting' },
  ];
}

const stateText: Record<Stage['state'], string> = { done: 'Done', current: 'In progress', waiting: 'Waiting', skipped: 'Not needed' };

/** /life-insurance/life/track/{requestId} (Issuance Tracking): the timeline the insurer's callbacks move, and the policy. */
export function LifeTrackPage() {
  const { params } = usePageRoute();
  const requestId = params.requestId ?? '';
  const first = useGetLifeApplicationQuery(requestId || skipToken);
  const finished = first.data?.status === 'ISSUED' || first.data?.status === 'DECLINED';
  const application = useGetLifeApplicationQuery(requestId || skipToken, { pollingInterval: finished ? 0 : POLL_MS, skipPollingIfUnfocused: true });
  if (application.isLoading) return <LoadingMessage>Loading the application…</LoadingMessage>;
  if (application.isError || !application.data) return <ErrorMessage>{readApiError(application.error)?.message ?? 'Request not found'}</ErrorMessage>;
  const data = application.data;
  if (data.status === 'IN_PROGRESS') return <ErrorMessage>This proposal has not been sent to the insurer yet.</ErrorMessage>;
  const policy = data.policy;
  const daysLeft = policy?.freeLookDaysLeft ?? 0;
  return (
    <div className="life-page stack">
      <section className="card" aria-labelledby="life-track-plan">
        <h2 id="life-track-plan">{data.chosen?.planName}</h2>
        <p>
          {data.chosen?.insurerName} · for {data.insuredName}
        </p>
        {data.chosen ? <p>First year: {formatRupees(data.chosen.firstYearTotal)} (premium + GST)</p> : null}
        <p>Request {data.requestId}</p>
      </section>
      <section aria-labelledby="life-track-timeline">
        <h2 id="life-track-timeline">Where it stands</h2>
        <ol className="life-timeline" aria-live="polite">
          {stagesOf(data).map((stage) => (
            <li key={stage.key} className={`life-timeline__stage life-timeline__stage--${stage.state}`}>
              <span className="life-timeline__label">{stage.label}</span>
              <span className="life-timeline__state">
                {stateText[stage.state]}
                {stage.at ? `, ${showDateTime(stage.at)}` : ''}
              </span>
              {stage.note ? <span className="life-timeline__note">{stage.note}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      {policy ? (
        <section className="card" aria-labelledby="life-track-policy">
          <h2 id="life-track-policy">Policy {policy.policyNumber}</h2>
          <p>Issued on {showDate(policy.issuedAt)}.</p>
          <p>
            Free-look period: {policy.freeLookDays} days, until {showDate(policy.freeLookEndsOn)} ({daysLeft} {daysLeft === 1 ? 'day' : 'days'} left). The
            customer may return the policy in this time for a refund.
          </p>
        </section>
      ) : null}
      {data.leadId ? (
        <AppLink className="button button--secondary" to={`/leads/${data.leadId}`}>
          Open the lead
        </AppLink>
      ) : null}
    </div>
  );
}
