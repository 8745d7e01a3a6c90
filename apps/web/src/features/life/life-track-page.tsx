import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { formatRupees, type LifeApplication, type LifeTimelineEvent } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import { useGetLifeApplicationQuery } from './api/life';
import { useFormatDateTime } from '../../components/date-time';
import { showDate } from './life-links';
import { useLeadNote, type RecordedNote } from '../../lib/i18n/use-lead-note';
import './life.css';

/** The insurer answers within seconds in the sandbox, within days for real: look again every few seconds until it decides. */
const POLL_MS = 3000;

/** A stage, its words the catalogue's life.stage.<label>. */
type Stage = { key: string; label: string; state: 'done' | 'current' | 'waiting' | 'skipped'; at?: string; note?: RecordedNote };

/** The four stages of issuance, from the events the insurer sent. */
function stagesOf(application: LifeApplication): Stage[] {
  const seen = new Map<LifeTimelineEvent, LifeApplication['timeline'][number]>(application.timeline.map((event) => [event.event, event]));
  const decided = seen.get('ISSUED') ?? seen.get('DECLINED');
  const underwriting = seen.get('UNDERWRITING');
  const medical = seen.get('MEDICAL_SCHEDULED');
  const submitted = seen.get('PROPOSAL_SUBMITTED');
  const stage = (key: string, label: string, event: typeof submitted, waitingState: Stage['state']): Stage =>
    event ? { key, label, state: 'done', at: event.at ?? undefined, note: event } : { key, label, state: waitingState };
  return [
    stage('submitted', 'submitted', submitted, 'current'),
    medical ? stage('medical', 'medical', medical, 'done') : { key: 'medical', label: 'medical', state: underwriting || decided ? 'skipped' : 'waiting' },
    stage('underwriting', 'underwriting', underwriting, submitted ? 'current' : 'waiting'),
    decided
      ? {
          key: 'decision',
          label: decided.event === 'ISSUED' ? 'issued' : 'declined',
          state: 'done',
          at: decided.at ?? undefined,
          note: decided,
        }
      : { key: 'decision', label: 'decision', state: underwriting ? 'current' : 'waiting' },
  ];
}

/** /life-insurance/life/track/{requestId} (Issuance Tracking): the timeline the insurer's callbacks move, and the policy. */
export function LifeTrackPage() {
  const { t } = useTranslation();
  const showDateTime = useFormatDateTime();
  const noteOf = useLeadNote();
  const { params } = usePageRoute();
  const requestId = params.requestId ?? '';
  const first = useGetLifeApplicationQuery(requestId || skipToken);
  const finished = first.data?.status === 'ISSUED' || first.data?.status === 'DECLINED';
  const application = useGetLifeApplicationQuery(requestId || skipToken, { pollingInterval: finished ? 0 : POLL_MS, skipPollingIfUnfocused: true });
  if (application.isLoading) return <LoadingMessage>{t('life.loadingApplication')}</LoadingMessage>;
  if (application.isError || !application.data) return <ErrorMessage>{readApiError(application.error)?.message ?? t('life.requestNotFound')}</ErrorMessage>;
  const data = application.data;
  if (data.status === 'IN_PROGRESS') return <ErrorMessage>{t('life.notSentYet')}</ErrorMessage>;
  const policy = data.policy;
  const daysLeft = policy?.freeLookDaysLeft ?? 0;
  return (
    <div className="life-page stack">
      <section className="card" aria-labelledby="life-track-plan">
        <h2 id="life-track-plan">{data.chosen?.planName}</h2>
        <p>{t('life.insurerFor', { insurer: data.chosen?.insurerName ?? '', name: data.insuredName })}</p>
        {data.chosen ? <p>{t('life.firstYearTotal', { total: formatRupees(data.chosen.firstYearTotal) })}</p> : null}
        <p>{t('life.request', { requestId: data.requestId })}</p>
      </section>
      <section aria-labelledby="life-track-timeline">
        <h2 id="life-track-timeline">{t('life.whereItStands')}</h2>
        <ol className="life-timeline" aria-live="polite">
          {stagesOf(data).map((stage) => (
            <li key={stage.key} className={`life-timeline__stage life-timeline__stage--${stage.state}`}>
              <span className="life-timeline__label">{t(`life.stage.${stage.label}`)}</span>
              <span className="life-timeline__state">
                {stage.at ? t('life.stateAt', { state: t(`life.state.${stage.state}`), at: showDateTime(stage.at) }) : t(`life.state.${stage.state}`)}
              </span>
              {stage.note && noteOf(stage.note) ? <span className="life-timeline__note">{noteOf(stage.note)}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      {policy ? (
        <section className="card" aria-labelledby="life-track-policy">
          <h2 id="life-track-policy">{t('life.policy', { policyNumber: policy.policyNumber })}</h2>
          <p>{t('life.issuedOn', { date: showDate(policy.issuedAt) })}</p>
          <p>{t('life.freeLook', { days: policy.freeLookDays, date: showDate(policy.freeLookEndsOn), count: daysLeft })}</p>
        </section>
      ) : null}
      {data.leadId ? (
        <AppLink className="button button--secondary" to={`/leads/${data.leadId}`}>
          {t('life.openLead')}
        </AppLink>
      ) : null}
    </div>
  );
}
