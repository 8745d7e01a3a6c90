import { useState } from 'react';
import { freeLookReasonField, formatRupees, type FormValues, type FreeLookReason, type FreeLookStatus, formatDate } from '@portal/domain';
import { useCancelInFreeLookMutation, useGetFreeLookQuery } from '../../lib/api-endpoints/free-look';
import { readApiError } from '../../lib/api-error';
import { ConfigForm } from '../form/config-form';
import { ErrorMessage, LoadingMessage } from '../status-message';
import './free-look-panel.css';

/** A YYYY-MM-DD date as "31/03/2026". */
const longDate = (isoDate: string) => formatDate(isoDate);

const reasonFields = [freeLookReasonField];

function Deductions({ deductions, refundWord }: { deductions: NonNullable<FreeLookStatus['estimate']>; refundWord: string }) {
  return (
    <dl className="free-look__lines">
      <div>
        <dt>Premium paid</dt>
        <dd>{formatRupees(deductions.totalPremium)}</dd>
      </div>
      <div>
        <dt>Less premium for {deductions.daysOnCover === 1 ? '1 day' : `${deductions.daysOnCover} days`} of cover</dt>
        <dd>− {formatRupees(deductions.riskPremium)}</dd>
      </div>
      <div>
        <dt>Less stamp duty</dt>
        <dd>− {formatRupees(deductions.stampDuty)}</dd>
      </div>
      {deductions.medicalCosts > 0 ? (
        <div>
          <dt>Less medical examination costs</dt>
          <dd>− {formatRupees(deductions.medicalCosts)}</dd>
        </div>
      ) : null}
      <div className="free-look__total">
        <dt>{refundWord}</dt>
        <dd>{formatRupees(deductions.refund)}</dd>
      </div>
    </dl>
  );
}

/**
 * An issued policy's free-look period (decision 0101): the days left, what a return would refund, and the
 * customer's return itself, recorded and refunded once; or the return already made.
 */
export function FreeLookPanel({ membershipId }: { membershipId: string }) {
  const status = useGetFreeLookQuery(membershipId);
  const [cancel, cancelled] = useCancelInFreeLookMutation();
  const [confirming, setConfirming] = useState(false);
  const cancelError = readApiError(cancelled.error);

  if (status.isLoading) return <LoadingMessage>Checking the free-look period…</LoadingMessage>;
  if (!status.data) return null;
  const { period, estimate, cancellation } = status.data;

  const submit = async (values: FormValues) => {
    await cancel({ membershipId, reason: values.reason as FreeLookReason })
      .unwrap()
      .catch(() => undefined);
  };

  return (
    <section className="free-look" aria-labelledby="free-look-heading">
      <h2 id="free-look-heading">Free-look period</h2>
      {cancellation ? (
        <div role="status">
          <p>
            <strong>This policy was cancelled in its free-look period</strong> on {longDate(cancellation.cancelledAt.slice(0, 10))}.{' '}
            {cancellation.refundStatus === 'PROCESSED' ? 'The refund has been sent to the account the premium came from.' : 'The refund is being sent.'}
          </p>
          <Deductions deductions={cancellation.deductions} refundWord="Refunded" />
        </div>
      ) : !period ? (
        <p>This cover has no free-look period: it is cancelled under its own terms.</p>
      ) : !period.open ? (
        <p>
          The {period.days}-day free-look period ended on {longDate(period.lastDay)}, so the policy can no longer be returned for a refund.
        </p>
      ) : (
        <>
          <p>
            The customer may return this policy for a refund until <strong>{longDate(period.lastDay)}</strong> (
            {period.daysLeft === 0 ? 'today is the last day' : period.daysLeft === 1 ? '1 day left' : `${period.daysLeft} days left`}). The regulator allows{' '}
            {period.days} days for {period.basis === 'life' ? 'life' : 'health and personal accident'} policies.
          </p>
          {estimate ? <Deductions deductions={estimate} refundWord="Refund if returned today" /> : null}
          {confirming ? (
            <ConfigForm
              fields={reasonFields}
              onSubmit={submit}
              submitting={cancelled.isLoading}
              submitLabel={estimate ? `Cancel policy and refund ${formatRupees(estimate.refund)}` : 'Cancel policy'}
              aria-label="Free-look cancellation"
            >
              <p className="free-look__warning">Cancelling ends the cover at once. It cannot be undone.</p>
            </ConfigForm>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
              Return the policy in free look
            </button>
          )}
          {cancelError ? <ErrorMessage>{cancelError.message}</ErrorMessage> : null}
        </>
      )}
    </section>
  );
}
