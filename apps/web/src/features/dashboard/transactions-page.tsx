import { useId } from 'react';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatRupees, type PaymentStatusValue, type Transaction, formatDateTime } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetProductCatalogQuery } from '../../lib/api-endpoints/product-catalog';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetTransactionsQuery } from './api/get-transactions';
import '../../components/form/config-form.css';
import './dashboard.css';

/** A payment's status in a partner's words. */
const paymentStatusLabels: Record<PaymentStatusValue, string> = {
  CREATED: 'Waiting for the customer',
  SUCCESS: 'Paid',
  FAILURE: 'Failed',
  REFUNDED: 'Refunded (paid twice)',
  SUPERSEDED: 'Replaced by a newer link',
  CANCELLED: 'Cancelled: the proposal was changed',
};

function TransactionCard({ transaction }: { transaction: Transaction }) {
  return (
    <li className="card statement-line">
      <strong>{transaction.customerName}</strong>
      <strong>{formatRupees(transaction.amount)}</strong>
      <span className="statement-line__meta">
        {paymentStatusLabels[transaction.status]} · {formatDateTime(transaction.updatedAt)}
      </span>
      <span className="statement-line__meta">
        Proposal {transaction.referenceId}
        {transaction.policyNumber ? ` · Policy ${transaction.policyNumber}` : ''}
      </span>
    </li>
  );
}

/** "Transactions" (/transactions?product=…): the partner's payments for one product, newest first (SPEC §7). */
export function TransactionsPage() {
  const query = useQueryParams();
  const navigate = useNavigate();
  const catalogue = useGetProductCatalogQuery();
  const insurance = (catalogue.data?.products ?? []).filter((product) => product.category !== 'lending');
  const asked = query.get('product') ?? '';
  // The product in the address is taken at once, before the catalogue has loaded, so a link or a reload
  // opens its payments; once the catalogue is known, a code that is not one of its products is refused.
  const unknownProduct = Boolean(asked) && catalogue.isSuccess && !insurance.some((product) => product.code === asked);
  const productCode = unknownProduct ? '' : asked;
  const transactions = useGetTransactionsQuery(productCode || skipToken);
  const productId = useId();

  return (
    <div className="stack home">
      <div className="cf-field">
        <label className="cf-label" htmlFor={productId}>
          Product
        </label>
        <select
          id={productId}
          className="cf-input"
          value={productCode}
          onChange={(event) => void navigate(`/transactions?product=${encodeURIComponent(event.target.value)}`, { replace: true })}
        >
          <option value="">Choose a product</option>
          {insurance.map((product) => (
            <option key={product.code} value={product.code}>
              {product.name}
            </option>
          ))}
        </select>
      </div>
      {unknownProduct ? <p role="alert">The product in this address is not one you sell. Choose one from the list.</p> : null}
      {!productCode && !unknownProduct ? <p>Choose a product to see its payments.</p> : null}
      {transactions.isLoading ? <LoadingMessage>Loading the payments…</LoadingMessage> : null}
      {transactions.isError ? (
        <ErrorMessage onRetry={() => void transactions.refetch()}>
          {readApiError(transactions.error)?.message ?? 'The payments could not be loaded.'}
        </ErrorMessage>
      ) : null}
      {productCode && transactions.data?.length === 0 ? <p>No payments for this product yet.</p> : null}
      {productCode && transactions.data && transactions.data.length > 0 ? (
        <ul className="statement-lines" aria-label="Payments">
          {transactions.data.map((transaction) => (
            <TransactionCard key={transaction.paymentId} transaction={transaction} />
          ))}
        </ul>
      ) : null}
      <p>
        <AppLink to="/policies/find">Find a policy by membership id</AppLink>
      </p>
    </div>
  );
}
