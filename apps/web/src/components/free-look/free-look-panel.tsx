import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { freeLookReasonField, formatRupees, type FormValues, type FreeLookReason, type FreeLookStatus, formatDate } from '@portal/domain';
import { useCancelInFreeLookMutation, useGetFreeLookQuery } from '../../lib/api-endpoints/free-look';
import { readApiError } from '../../lib/api-error';
import { useCanWrite } from '../../lib/use-can-write';
import { ConfigForm } from '../form/config-form';
import { ErrorMessage, LoadingMessage } from '../status-message';
import { ReadOnlyNote } from '../read-only-note';
import './free-look-panel.css';

/** A YYYY-MM-DD date as "31/03/2026". */
const longDate = (isoDate: string) => formatDate(isoDate);

const reasonFields = [freeLookReasonField];

function Deductions({ deductions, refundWord }: { deductions: NonNullable<FreeLookStatus['estimate']>; refundWord: string }) {
  const { t } = useTranslation();
  return (
    <dl className="free-look__lines">
      <div>
        <dt>{t('freeLook.premiumPaid')}</dt>
        <dd>{formatRupees(deductions.totalPremium)}</dd>
      </div>
      <div>
        <dt>{t('freeLook.lessRiskPremium', { count: deductions.daysOnCover })}</dt>
        <dd>− {formatRupees(deductions.riskPremium)}</dd>
      </div>
      <div>
        <dt>{t('freeLook.lessStampDuty')}</dt>
        <dd>− {formatRupees(deductions.stampDuty)}</dd>
      </div>
      {deductions.medicalCosts > 0 ? (
        <div>
          <dt>{t('freeLook.lessMedicalCosts')}</dt>
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
  const { t } = useTranslation();
  const status = useGetFreeLookQuery(membershipId);
  const [cancel, cancelled] = useCancelInFreeLookMutation();
  const [confirming, setConfirming] = useState(false);
  // A view seat reads the period and the refund, but a return is the customer's, made by a partner who may act.
  const canWrite = useCanWrite();
  const cancelError = readApiError(cancelled.error);

  if (status.isLoading) return <LoadingMessage>{t('freeLook.checking')}</LoadingMessage>;
  if (!status.data) return null;
  const { period, estimate, cancellation } = status.data;

  const submit = async (values: FormValues) => {
    await cancel({ membershipId, reason: values.reason as FreeLookReason })
      .unwrap()
      .catch(() => undefined);
  };

  return (
    <section className="free-look" aria-labelledby="free-look-heading">
      <h2 id="free-look-heading">{t('freeLook.heading')}</h2>
      {cancellation ? (
        <div role="status">
          <p>
            <Trans i18nKey="freeLook.cancelledOn" values={{ date: longDate(cancellation.cancelledAt.slice(0, 10)) }} components={{ strong: <strong /> }} />{' '}
            {cancellation.refundStatus === 'PROCESSED' ? t('freeLook.refundSent') : t('freeLook.refundBeingSent')}
          </p>
          <Deductions deductions={cancellation.deductions} refundWord={t('freeLook.refunded')} />
        </div>
      ) : !period ? (
        <p>{t('freeLook.noPeriod')}</p>
      ) : !period.open ? (
        <p>{t('freeLook.ended', { days: period.days, date: longDate(period.lastDay) })}</p>
      ) : (
        <>
          <p>
            <Trans
              i18nKey="freeLook.mayReturnUntil"
              values={{
                date: longDate(period.lastDay),
                left: period.daysLeft === 0 ? t('freeLook.lastDayToday') : t('freeLook.daysLeft', { count: period.daysLeft }),
              }}
              components={{ strong: <strong /> }}
            />{' '}
            {t(period.basis === 'life' ? 'freeLook.regulatorAllowsLife' : 'freeLook.regulatorAllowsHealth', { days: period.days })}
          </p>
          {estimate ? <Deductions deductions={estimate} refundWord={t('freeLook.refundIfReturnedToday')} /> : null}
          {!canWrite ? (
            <ReadOnlyNote />
          ) : confirming ? (
            <ConfigForm
              fields={reasonFields}
              onSubmit={submit}
              submitting={cancelled.isLoading}
              submitLabel={estimate ? t('freeLook.cancelAndRefund', { amount: formatRupees(estimate.refund) }) : t('freeLook.cancelPolicy')}
              aria-label={t('freeLook.formName')}
            >
              <p className="free-look__warning">{t('freeLook.warning')}</p>
            </ConfigForm>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
              {t('freeLook.returnPolicy')}
            </button>
          )}
          {cancelError ? <ErrorMessage>{cancelError.message}</ErrorMessage> : null}
        </>
      )}
    </section>
  );
}
