import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatRupees, type PaymentStatusValue, type Transaction } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { useFormatDateTime } from '../../components/date-time';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetProductCatalogQuery } from '../../lib/api-endpoints/product-catalog';
import { useQueryParams } from '../../lib/use-query-params';
import { useGetTransactionsQuery } from './api/get-transactions';
import '../../components/form/config-form.css';
import './dashboard.css';

function TransactionCard({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <li className="card statement-line">
      <strong>{transaction.customerName}</strong>
      <strong>{formatRupees(transaction.amount)}</strong>
      <span className="statement-line__meta">
        {/* A payment's status in a partner's words. */}
        {t(`dashboard.paymentStatus.${transaction.status satisfies PaymentStatusValue}`)} · {formatDateTime(transaction.updatedAt)}
      </span>
      <span className="statement-line__meta">
        {t('dashboard.proposalRef', { reference: transaction.referenceId })}
        {transaction.policyNumber ? ` · ${t('dashboard.policyRef', { number: transaction.policyNumber })}` : ''}
      </span>
    </li>
  );
}

/** "Transactions" (/transactions?product=…): the partner's payments for one product, newest first (SPEC §7). */
export function TransactionsPage() {
  const { t } = useTranslation();
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
          {t('dashboard.product')}
        </label>
        <select
          id={productId}
          className="cf-input"
          value={productCode}
          onChange={(event) => void navigate(`/transactions?product=${encodeURIComponent(event.target.value)}`, { replace: true })}
        >
          <option value="">{t('dashboard.chooseAProduct')}</option>
          {insurance.map((product) => (
            <option key={product.code} value={product.code}>
              {product.name}
            </option>
          ))}
        </select>
      </div>
      {unknownProduct ? <p role="alert">{t('dashboard.unknownProduct')}</p> : null}
      {!productCode && !unknownProduct ? <p>{t('dashboard.chooseToSeePayments')}</p> : null}
      {transactions.isLoading ? <LoadingMessage>{t('dashboard.loadingPayments')}</LoadingMessage> : null}
      {transactions.isError ? (
        <ErrorMessage onRetry={() => void transactions.refetch()}>{readApiError(transactions.error)?.message ?? t('dashboard.paymentsFailed')}</ErrorMessage>
      ) : null}
      {productCode && transactions.data?.length === 0 ? <p>{t('dashboard.noPaymentsYet')}</p> : null}
      {productCode && transactions.data && transactions.data.length > 0 ? (
        <ul className="statement-lines" aria-label={t('dashboard.payments')}>
          {transactions.data.map((transaction) => (
            <TransactionCard key={transaction.paymentId} transaction={transaction} />
          ))}
        </ul>
      ) : null}
      <p>
        <AppLink to="/policies/find">{t('dashboard.linkFindPolicy')}</AppLink>
      </p>
    </div>
  );
}
