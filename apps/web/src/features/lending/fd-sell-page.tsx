import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lendingSellForms, type FdQuote, type FormValues, formatRupees } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useBookFdMutation } from './api/book-fd';
import { useQuoteFdMutation } from './api/quote-fd';
import { CustomerLink } from './components/customer-link';
import { formatPercent } from './components/offer-facts';
import { useCanWrite } from '../../lib/use-can-write';
import { useCustomerLanguageField } from '../../lib/i18n/use-customer-language-field';
import { useFixedTranslation } from '../../lib/i18n/use-fixed-translation';
import { ProductNotOffered, useTenantOffers } from '../../lib/use-tenant-offers';
import { ReadOnlyNote } from '../../components/read-only-note';
import './lending.css';

function FdQuoteFacts({ quote }: { quote: FdQuote }) {
  const { t } = useTranslation();
  const months = quote.tenureMonths;
  const rate = formatPercent(quote.annualRatePercent);
  const rows: [string, string][] = [
    [t('lending.fd.bank'), quote.bankName],
    [t('lending.fd.deposit'), formatRupees(quote.amount)],
    [
      t('lending.fd.tenure'),
      months % 12 === 0 ? t('lending.fd.monthsInYears', { count: months, years: months / 12 }) : t('lending.fd.months', { count: months }),
    ],
    [
      t('lending.fd.interestRate'),
      quote.seniorCitizen ? t('lending.fd.ratePerYearSenior', { rate, extra: formatPercent(quote.seniorExtraPercent) }) : t('lending.fd.ratePerYear', { rate }),
    ],
    [t('lending.fd.interestPaid'), t(`lending.fd.payout.${quote.payout}`, { defaultValue: quote.payout })],
    ...(quote.periodicPayout !== null ? ([[t('lending.fd.eachPayout'), formatRupees(quote.periodicPayout)]] as [string, string][]) : []),
    [t('lending.fd.totalInterest'), formatRupees(quote.totalInterest)],
    [t('lending.fd.maturityAmount'), formatRupees(quote.maturityAmount)],
    ...(quote.payout === 'CUMULATIVE'
      ? ([[t('lending.fd.effectiveYield'), t('lending.fd.effectiveYieldValue', { rate: formatPercent(quote.effectiveYieldPercent) })]] as [string, string][])
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
  const { t } = useTranslation();
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
  // The customer's language: the booking link opens in it, and the WhatsApp message is in it (decision 0266).
  const { fields, defaultValues } = useCustomerLanguageField(form.fields);
  const { t: customerT } = useFixedTranslation(typeof quotedValues?.customerLanguage === 'string' ? quotedValues.customerLanguage : undefined);

  const submit = async (values: FormValues) => {
    await quoteFd(values)
      .unwrap()
      .catch(() => undefined);
  };

  if (!offered) return <ProductNotOffered />;
  return (
    <div className="ln-page">
      <ConfigForm
        fields={fields}
        defaultValues={defaultValues}
        onSubmit={submit}
        onFieldChange={onFieldChange}
        serverErrors={quoteError?.code === 'VALIDATION' ? quoteError.fields : undefined}
        submitting={quote.isLoading}
        submitLabel={t('lending.fd.seeRate')}
        aria-label={t('lending.fd.depositDetails')}
        // The rate is a read: a view seat may see it; only the booking link below is an action.
        readOnly={false}
      />
      {quoteError && quoteError.code !== 'VALIDATION' ? <ErrorMessage>{quoteError.message}</ErrorMessage> : null}
      {quote.data && quotedValues ? (
        <section aria-labelledby="ln-fd-quote" className="tile ln-offer ln-offer--best" aria-live="polite">
          <h2 id="ln-fd-quote">{t('lending.fd.rateAndMaturity')}</h2>
          <FdQuoteFacts quote={quote.data} />
          {booking.data ? (
            <>
              <h3>{t('lending.fd.bookingLink')}</h3>
              <p>{t('lending.fd.sendItNote')}</p>
              <CustomerLink
                link={booking.data.link}
                expiresAt={booking.data.linkExpiresAt}
                message={customerT('lending.fd.bookMessage', { bankName: quote.data.bankName })}
              />
            </>
          ) : !canWrite ? (
            <ReadOnlyNote />
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
              {booking.isLoading ? t('shell.pleaseWait') : t('lending.fd.sendBookingLink')}
            </button>
          )}
          {bookingError ? <ErrorMessage>{bookingError.message}</ErrorMessage> : null}
        </section>
      ) : null}
    </div>
  );
}
