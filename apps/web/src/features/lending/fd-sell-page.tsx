import { useCallback, useMemo } from 'react';
import { lendingSellForms, type FdQuote, type FormValues, formatRupees } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useBookFdMutation } from './api/book-fd';
import { useQuoteFdMutation } from './api/quote-fd';
import { CustomerLink } from './components/customer-link';
import { formatMonths, formatPercent } from './components/offer-facts';
import { READ_ONLY_NOTE, useCanWrite } from '../../lib/use-can-write';
import { ProductNotOffered, useTenantOffers } from '../../lib/use-tenant-offers';
import './lending.css';

const payoutLabels: Record<string, string> = { CUMULATIVE: 'At maturity', MONTHLY: 'Every month', QUARTERLY: 'Every quarter' };

function FdQuoteFacts({ quote }: { quote: FdQuote }) {
  const rows: [string, string][] = [
    ['Bank', quote.bankName],
    ['Deposit', formatRupees(quote.amount)],
    ['Tenure', formatMonths(quote.tenureMonths)],
    [
      'Interest rate',
      `${formatPercent(quote.annualRatePercent)} a year${quote.seniorCitizen ? ` (incl. ${formatPercent(quote.seniorExtraPercent)} for a senior citizen)` : ''}`,
    ],
    ['Interest paid', payoutLabels[quote.payout] ?? quote.payout],
    ...(quote.periodicPayout !== null ? ([['Each payout', formatRupees(quote.periodicPayout)]] as [string, string][]) : []),
    ['Total interest', formatRupees(quote.totalInterest)],
    ['Maturity amount', formatRupees(quote.maturityAmount)],
    ...(quote.payout === 'CUMULATIVE'
      ? ([['Effective yield', `${formatPercent(quote.effectiveYieldPercent)} a year (compounded quarterly)`]] as [string, string][])
      : []),
  ];
  return (
    <dl className="ln-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * FD sell (/products/FD/sell): bank, amount, tenure, payout and senior citizen; the rate and the maturity
 * amount are shown before the partner sends the customer the booking link (the customer books the deposit
 * from that link, the FD redirection flow).
 */
export function FdSellPage() {
  const form = lendingSellForms.FD;
  const [quoteFd, quote] = useQuoteFdMutation();
  const [bookFd, booking] = useBookFdMutation();
  const canWrite = useCanWrite();
  const offered = useTenantOffers('FD');
  const quoteError = useMemo(() => readApiError(quote.error), [quote.error]);
  const bookingError = readApiError(booking.error);
  const resetQuote = quote.reset;
  const resetBooking = booking.reset;
  // A rate shown for other answers would mislead: any change asks for the rate again.
  const onFieldChange = useCallback(() => {
    resetQuote();
    resetBooking();
  }, [resetQuote, resetBooking]);
  const quotedValues = quote.originalArgs;

  const submit = async (values: FormValues) => {
    await quoteFd(values)
      .unwrap()
      .catch(() => undefined);
  };

  if (!offered) return <ProductNotOffered />;
  return (
    <div className="ln-page">
      <ConfigForm
        fields={form.fields}
        onSubmit={submit}
        onFieldChange={onFieldChange}
        serverErrors={quoteError?.code === 'VALIDATION' ? quoteError.fields : undefined}
        submitting={quote.isLoading}
        submitLabel="See rate and maturity"
        aria-label="Deposit details"
        // The rate is a read: a view seat may see it; only the booking link below is an action.
        readOnly={false}
      />
      {quoteError && quoteError.code !== 'VALIDATION' ? <ErrorMessage>{quoteError.message}</ErrorMessage> : null}
      {quote.data && quotedValues ? (
        <section aria-labelledby="ln-fd-quote" className="tile ln-offer ln-offer--best" aria-live="polite">
          <h2 id="ln-fd-quote">Rate and maturity</h2>
          <FdQuoteFacts quote={quote.data} />
          {booking.data ? (
            <>
              <h3>Booking link for the customer</h3>
              <p>Send it to the customer, who books the deposit from it.</p>
              <CustomerLink link={booking.data.link} expiresAt={booking.data.linkExpiresAt} message={`Book your fixed deposit with ${quote.data.bankName}:`} />
            </>
          ) : !canWrite ? (
            <p>{READ_ONLY_NOTE}</p>
          ) : (
            <button
              type="button"
              className="button"
              disabled={booking.isLoading}
              onClick={() =>
                void bookFd(quotedValues)
                  .unwrap()
                  .catch(() => undefined)
              }
            >
              {booking.isLoading ? 'Please wait…' : 'Send booking link to customer'}
            </button>
          )}
          {bookingError ? <ErrorMessage>{bookingError.message}</ErrorMessage> : null}
        </section>
      ) : null}
    </div>
  );
}
