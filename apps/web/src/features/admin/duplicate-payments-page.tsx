import { useTranslation } from 'react-i18next';
import { findProduct, formatRupees } from '@portal/domain';
import { useFormatDateTime } from '../../components/date-time';
import { readApiError } from '../../lib/api-error';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetDuplicateCapturesQuery } from './api/get-duplicate-captures';

/**
 * For a tenant's admin: payments a customer made for a proposal already paid, each refunded through the
 * gateway (decision 0049). Reads only; the refunds need no action.
 */
export function DuplicatePaymentsPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { data: captures, error, isLoading, refetch } = useGetDuplicateCapturesQuery();

  if (isLoading) return <LoadingMessage>{t('admin.duplicates.loading')}</LoadingMessage>;
  const problem = readApiError(error);
  if (problem?.status === 403) return <ErrorMessage>{problem.message}</ErrorMessage>;
  if (problem || !captures) return <ErrorMessage onRetry={() => void refetch()}>{t('admin.duplicates.failed')}</ErrorMessage>;
  if (captures.length === 0) return <p>{t('admin.duplicates.none')}</p>;

  return (
    // The wrapper scrolls sideways on small screens; the table keeps its semantics.
    <div className="data-table-scroll">
      <table className="data-table">
        <caption>{t('admin.duplicates.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.duplicates.reference')}</th>
            <th scope="col">{t('admin.duplicates.product')}</th>
            <th scope="col">{t('admin.duplicates.partner')}</th>
            <th scope="col">{t('admin.duplicates.order')}</th>
            <th scope="col">{t('admin.duplicates.amount')}</th>
            <th scope="col">{t('admin.duplicates.received')}</th>
            <th scope="col">{t('admin.duplicates.refund')}</th>
          </tr>
        </thead>
        <tbody>
          {captures.map((capture) => (
            <tr key={capture.paymentId}>
              <td>{capture.referenceId}</td>
              <td>{findProduct(capture.productCode)?.name ?? capture.productCode}</td>
              <td>{capture.partnerName}</td>
              <td>{capture.orderId}</td>
              <td>{formatRupees(capture.amount)}</td>
              <td>{formatDateTime(capture.capturedAt)}</td>
              <td>
                {t(`admin.duplicates.refundStatus.${capture.refund.status}`)}
                {capture.refund.gatewayRefundId && <> ({capture.refund.gatewayRefundId})</>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
