import { formatRupees, type DuplicateCapture, formatDateTime } from '@portal/domain';
import { readApiError } from '../../lib/api-error';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { useGetDuplicateCapturesQuery } from './api/get-duplicate-captures';

const refundWords: Record<DuplicateCapture['refund']['status'], string> = {
  PROCESSED: 'Refunded',
  PENDING: 'Refund pending (retried automatically)',
};

/**
 * For a tenant's admin: payments a customer made for a proposal already paid, each refunded through the
 * gateway (decision 0049). Reads only; the refunds need no action.
 */
export function DuplicatePaymentsPage() {
  const { data: captures, error, isLoading, refetch } = useGetDuplicateCapturesQuery();

  if (isLoading) return <LoadingMessage>Loading duplicate payments…</LoadingMessage>;
  const problem = readApiError(error);
  if (problem?.status === 403) return <ErrorMessage>{problem.message}</ErrorMessage>;
  if (problem || !captures) return <ErrorMessage onRetry={() => void refetch()}>We could not load the duplicate payments.</ErrorMessage>;
  if (captures.length === 0) return <p>No customer has paid twice for a proposal.</p>;

  return (
    // The wrapper scrolls sideways on small screens; the table keeps its semantics.
    <div className="data-table-scroll">
      <table className="data-table">
        <caption>Payments received for a proposal already paid, and their refunds</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Product</th>
            <th scope="col">Partner</th>
            <th scope="col">Order</th>
            <th scope="col">Amount</th>
            <th scope="col">Received</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          {captures.map((capture) => (
            <tr key={capture.paymentId}>
              <td>{capture.referenceId}</td>
              <td>{capture.productCode}</td>
              <td>{capture.partnerName}</td>
              <td>{capture.orderId}</td>
              <td>{formatRupees(capture.amount)}</td>
              <td>{formatDateTime(new Date(capture.capturedAt))}</td>
              <td>
                {refundWords[capture.refund.status]}
                {capture.refund.gatewayRefundId && <> ({capture.refund.gatewayRefundId})</>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
