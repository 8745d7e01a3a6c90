import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import { creditCheckStartBodySchema, formatDate, formatRupees, rupeesToPaise, type CreditCheckStartBody, type CreditReport } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { OtpCodeInput } from '../../components/form/otp-code-input';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError, type ReadableApiError } from '../../lib/api-error';
import { usePageRoute } from '../../lib/page-route';
import { useQueryParams } from '../../lib/use-query-params';
import {
  useCloneLeadFromCreditScoreMutation,
  useCreditCustomerLandingQuery,
  useCreditCustomerLinkMutation,
  useCustomerCreditReportQuery,
  useFetchCreditScoreQuery,
  useSendCreditCustomerOtpMutation,
  useVerifyCreditCustomerMutation,
  useGetCreditCheckQuery,
  useInitiateCreditCheckMutation,
  useResendCreditOtpMutation,
  useVerifyCreditConsentMutation,
} from './api/credit-checks';
import { PaymentHistoryChart, ScoreGauge } from './credit-charts';
import { WithdrawConsent } from './withdraw-consent';
import './credit-score.css';
import { FormError } from '../../components/form/form-error';
import { useLinkBrand } from '../../lib/brand';

const paths = {
  details: '/credit-score/credit-customer-details',
  otp: (checkId: string) => `/credit-score/otp-verification?checkId=${encodeURIComponent(checkId)}`,
  report: (checkId: string) => `/credit-score/dp-credit-report?checkId=${encodeURIComponent(checkId)}`,
};

/** A labelled text input registered with react-hook-form, its error beside it (aria-describedby). */
function Field({
  label,
  error,
  hint,
  input,
}: {
  label: string;
  error?: string;
  hint?: string;
  input: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {input({ id, ...(error ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** /credit-score: what the check is, and the way in. */
function Intro() {
  return (
    <section className="stack">
      <p>Check a customer’s credit score and full credit report for free. Checking does not lower the score: it is a soft enquiry.</p>
      <ol className="credit-steps">
        <li>Enter the customer’s name, mobile number and PAN.</li>
        <li>The customer gets an OTP by SMS and tells it to you: that is their consent to fetch the report.</li>
        <li>See the score and report, download it as a PDF, and offer a personal loan.</li>
      </ol>
      <div className="form__actions">
        <AppLink className="button" to={paths.details}>
          Check a customer’s score
        </AppLink>
      </div>
    </section>
  );
}

/** /credit-score/credit-customer-details: name, mobile, PAN (sent in the body); the consent OTP goes out. */
function CustomerDetails() {
  const navigate = useNavigate();
  const [apiError, setApiError] = useState<ReadableApiError>();
  const [initiate, { isLoading }] = useInitiateCreditCheckMutation();
  const form = useForm<CreditCheckStartBody>({ resolver: zodResolver(creditCheckStartBodySchema), defaultValues: { name: '', mobile: '', pan: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setApiError(undefined);
    const result = await initiate(values);
    if (result.data) return void navigate(paths.otp(result.data.checkId));
    const readable = readApiError(result.error);
    setApiError(readable);
    for (const [field, message] of Object.entries(readable?.fields ?? {})) form.setError(field as keyof CreditCheckStartBody, { message });
  });
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        label="Customer name"
        error={errors.name?.message}
        hint="As on the PAN card."
        input={(p) => <input {...p} type="text" autoComplete="name" maxLength={100} {...form.register('name')} />}
      />
      <Field
        label="Customer mobile number"
        error={errors.mobile?.message}
        hint="The customer gets the consent OTP on this number."
        input={(p) => <input {...p} type="text" inputMode="numeric" autoComplete="tel-national" maxLength={10} {...form.register('mobile')} />}
      />
      <Field
        label="PAN"
        error={errors.pan?.message}
        hint="10 characters, e.g. ABCDE1234F."
        input={(p) => <input {...p} type="text" autoCapitalize="characters" maxLength={10} {...form.register('pan')} />}
      />
      <FormError error={apiError} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? 'Sending OTP…' : 'Send OTP to customer'}
        </button>
      </div>
    </form>
  );
}

/** /credit-score/otp-verification?checkId: the notice the customer agrees to, and their OTP. */
function OtpVerification({ checkId }: { checkId: string }) {
  const navigate = useNavigate();
  const { data: check, error, isLoading } = useGetCreditCheckQuery(checkId || skipToken);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [apiError, setApiError] = useState<ReadableApiError>();
  const [notice, setNotice] = useState<string>();
  const [verify, { isLoading: verifying }] = useVerifyCreditConsentMutation();
  const [resend, { isLoading: resending }] = useResendCreditOtpMutation();

  if (!checkId) return <ErrorMessage>This page needs a credit check. Start again from Check Credit Score.</ErrorMessage>;
  if (isLoading) return <LoadingMessage>Loading…</LoadingMessage>;
  if (error || !check) return <ErrorMessage>{readApiError(error)?.message ?? 'Credit check not found'}</ErrorMessage>;
  if (check.status === 'REPORT_READY') {
    return (
      <section className="stack">
        <p>The customer has already given consent.</p>
        <AppLink className="button" to={paths.report(checkId)}>
          See the credit report
        </AppLink>
      </section>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApiError(undefined);
    setNotice(undefined);
    if (!/^\d{6}$/.test(otp)) return setOtpError(/^\d*$/.test(otp) ? 'Enter valid numeric OTP' : 'OTP should be numeric');
    const result = await verify({ checkId, otp });
    if (result.data) return void navigate(paths.report(checkId));
    const readable = readApiError(result.error);
    setApiError(readable);
    setOtpError(readable?.fields.otp);
  }
  async function handleResend() {
    setApiError(undefined);
    const result = await resend(checkId);
    if (result.data) setNotice(`A new OTP was sent to ${result.data.mobileMasked}.`);
    else setApiError(readApiError(result.error));
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <p>
        We sent an OTP to {check.customerName}’s mobile <strong>{check.mobileMasked}</strong>. Read this to the customer before they tell you the OTP:
      </p>
      <blockquote className="consent-notice">{check.notice}</blockquote>
      <OtpCodeInput
        label="OTP from the customer"
        length={6}
        value={otp}
        onChange={(value) => {
          setOtp(value);
          setOtpError(undefined);
        }}
        error={otpError}
      />
      <FormError error={apiError} />
      {notice && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button" disabled={verifying}>
          {verifying ? 'Verifying…' : 'Verify & see report'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void handleResend()} disabled={resending}>
          Resend OTP
        </button>
      </div>
      <ShareWithCustomer checkId={checkId} />
    </form>
  );
}

/** The other way: the customer opens their own link, gives the OTP there and sees the report on their phone. */
function ShareWithCustomer({ checkId }: { checkId: string }) {
  const [share, { data, error, isLoading }] = useCreditCustomerLinkMutation();
  const link = data ? new URL(data.link, window.location.origin).toString() : undefined;
  return (
    <div className="stack share-credit-link">
      <h2>Customer not with you?</h2>
      {link ? (
        <>
          <p className="form-notice" role="status">
            Send this link to the customer (valid 7 days): <a href={link}>{link}</a>
          </p>
          <button type="button" className="button button--secondary" onClick={() => void navigator.clipboard?.writeText(link)}>
            Copy link
          </button>
        </>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => void share(checkId)} disabled={isLoading}>
          Get a link for the customer
        </button>
      )}
      {error && <FormError error={readApiError(error)} />}
    </div>
  );
}

const accountWords: Record<string, string> = {
  CREDIT_CARD: 'Credit card',
  PERSONAL_LOAN: 'Personal loan',
  HOME_LOAN: 'Home loan',
  AUTO_LOAN: 'Auto loan',
  GOLD_LOAN: 'Gold loan',
  CONSUMER_LOAN: 'Consumer loan',
};

/** The personal-loan lead made from the report (once; again shows the same lead). */
function LoanLead({ report }: { report: CreditReport }) {
  const id = useId();
  const [amount, setAmount] = useState('200000');
  const [amountError, setAmountError] = useState<string>();
  const [apiError, setApiError] = useState<ReadableApiError>();
  const [clone, { data, isLoading }] = useCloneLeadFromCreditScoreMutation();
  const leadId = data?.leadId ?? report.leadId;
  if (leadId) {
    return (
      <p className="form-notice" role="status">
        A personal loan lead was made for this customer: lead <strong>{leadId}</strong>. It is in your leads with the credit score.
      </p>
    );
  }
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApiError(undefined);
    const rupees = Number(amount);
    if (!/^\d+$/.test(amount)) return setAmountError('Enter valid loan amount');
    const result = await clone({ checkId: report.checkId, amount: rupees });
    if (result.error) {
      const readable = readApiError(result.error);
      setApiError(readable);
      setAmountError(readable?.fields.amount);
    }
  }
  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h2>Offer a personal loan</h2>
      <div className="field">
        <label htmlFor={id}>Loan amount the customer needs (Rs)</label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value.trim());
            setAmountError(undefined);
          }}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={`${id}-hint${amountError ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className="field__hint">
          {/^\d+$/.test(amount) ? formatRupees(rupeesToPaise(Number(amount))) : 'Rs 10,000 to Rs 50,00,000'}
        </p>
        {amountError && (
          <p id={`${id}-error`} className="field__error">
            {amountError}
          </p>
        )}
      </div>
      <FormError error={apiError} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          Make a personal loan lead
        </button>
      </div>
    </form>
  );
}

/** The report itself: who, the gauge, the payments chart, accounts, enquiries and the PDF. */
function ReportView({ report, pdfHref }: { report: CreditReport; pdfHref: string }) {
  return (
    <>
      <p>
        {report.customerName}, {report.mobileMasked}
      </p>
      <ScoreGauge score={report.score} band={report.band} />
      <h2>Payment history</h2>
      <PaymentHistoryChart history={report.paymentHistory} />
      <h2>Accounts ({report.accounts.length})</h2>
      <ul className="credit-accounts">
        {report.accounts.map((a, i) => (
          <li key={i}>
            <strong>
              {accountWords[a.type]} · {a.lender}
            </strong>{' '}
            ({a.status === 'ACTIVE' ? 'active' : 'closed'})
            <br />
            Outstanding {formatRupees(a.outstanding)} of {formatRupees(a.sanctioned)}
            {a.overdue > 0 ? `, overdue ${formatRupees(a.overdue)}` : ''}
          </li>
        ))}
      </ul>
      <h2>Enquiries in the last 12 months ({report.enquiries.length})</h2>
      {report.enquiries.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {report.enquiries.map((e, i) => (
            <li key={i}>
              {formatDate(e.on)}: {e.member}, {e.purpose}
            </li>
          ))}
        </ul>
      )}
      <div className="form__actions">
        <a className="button button--secondary" href={pdfHref} target="_blank" rel="noopener noreferrer">
          Download report (PDF)
        </a>
      </div>
    </>
  );
}

/** /credit-score/dp-credit-report?checkId: gauge, payment history, accounts, enquiries, the PDF and a loan lead. */
function Report({ checkId }: { checkId: string }) {
  const { data: report, error, isLoading, refetch } = useFetchCreditScoreQuery(checkId || skipToken);
  if (!checkId) return <ErrorMessage>This page needs a credit check. Start again from Check Credit Score.</ErrorMessage>;
  if (isLoading) return <LoadingMessage>Fetching the credit report…</LoadingMessage>;
  const apiError = readApiError(error);
  if (apiError?.status === 409) {
    return (
      <section className="stack">
        <ErrorMessage>{apiError.message}</ErrorMessage>
        <AppLink className="button" to={apiError.message.includes('withdrawn') ? paths.details : paths.otp(checkId)}>
          {apiError.message.includes('withdrawn') ? 'Start a new check' : 'Enter the customer’s OTP'}
        </AppLink>
      </section>
    );
  }
  if (apiError || !report) return <ErrorMessage onRetry={() => void refetch()}>{apiError?.message ?? 'Credit check not found'}</ErrorMessage>;
  return (
    <section className="stack credit-report">
      <ReportView report={report} pdfHref={`/api/credit-checks/${encodeURIComponent(checkId)}/report.pdf`} />
      <LoanLead report={report} />
    </section>
  );
}

const customerPaths = {
  otp: (token: string, challengeId: string) => `/credit-score/customer/otp-verification?${new URLSearchParams({ token, challengeId }).toString()}`,
  report: '/credit-score/customer-credit-report',
  withdraw: '/credit-score/customer/withdraw-consent',
};

/** /credit-score/customer-journey?token: the customer's landing: whose check, the notice, and the OTP to agree. */
function CustomerLanding({ token }: { token: string }) {
  const navigate = useNavigate();
  const { data, error, isLoading } = useCreditCustomerLandingQuery(token || skipToken);
  useLinkBrand(data?.brandName);
  const [send, { isLoading: sending }] = useSendCreditCustomerOtpMutation();
  const [apiError, setApiError] = useState<ReadableApiError>();
  if (!token) return <ErrorMessage>This link is not valid. Please ask your advisor for a new one</ErrorMessage>;
  if (isLoading) return <LoadingMessage>Loading…</LoadingMessage>;
  if (error || !data) return <ErrorMessage>{readApiError(error)?.message ?? 'This link is not valid. Please ask your advisor for a new one'}</ErrorMessage>;
  async function agree() {
    setApiError(undefined);
    const result = await send(token);
    if (result.data) return void navigate(customerPaths.otp(token, result.data.challengeId));
    setApiError(readApiError(result.error));
  }
  return (
    <section className="stack">
      <p>
        Hello {data.customerName}. Your advisor at {data.brandName} asked to show you your free credit score and report. Checking does not lower your score.
      </p>
      <blockquote className="consent-notice">{data.notice}</blockquote>
      <p>To agree, we send an OTP to your mobile {data.mobileMasked}.</p>
      <FormError error={apiError} />
      <div className="form__actions">
        <button type="button" className="button" onClick={() => void agree()} disabled={sending}>
          {sending ? 'Sending OTP…' : 'I agree, send OTP'}
        </button>
      </div>
    </section>
  );
}

/** /credit-score/customer/otp-verification?token&challengeId: the OTP is the consent and signs the customer in to this check. */
function CustomerOtp({ token, challengeId }: { token: string; challengeId: string }) {
  const navigate = useNavigate();
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [apiError, setApiError] = useState<ReadableApiError>();
  const [verify, { isLoading }] = useVerifyCreditCustomerMutation();
  if (!token || !challengeId) return <ErrorMessage>This link is not valid. Please ask your advisor for a new one</ErrorMessage>;
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApiError(undefined);
    if (!/^\d{6}$/.test(otp)) return setOtpError(/^\d*$/.test(otp) ? 'Enter valid numeric OTP' : 'OTP should be numeric');
    const result = await verify({ token, challengeId, otp });
    if (result.data) return void navigate(customerPaths.report, { replace: true });
    const readable = readApiError(result.error);
    setApiError(readable);
    setOtpError(readable?.fields.otp);
  }
  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <OtpCodeInput
        label="OTP sent to your mobile"
        length={6}
        value={otp}
        onChange={(value) => {
          setOtp(value);
          setOtpError(undefined);
        }}
        error={otpError}
      />
      <FormError error={apiError} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? 'Verifying…' : 'Verify & see my report'}
        </button>
      </div>
    </form>
  );
}

/** /credit-score/customer-credit-report: the customer's own report (customer session). */
function CustomerReport() {
  const { data: report, error, isLoading } = useCustomerCreditReportQuery();
  if (isLoading) return <LoadingMessage>Fetching your credit report…</LoadingMessage>;
  const apiError = readApiError(error);
  if (apiError?.status === 401)
    return <ErrorMessage>Please open the link your advisor sent you again and verify your mobile number with the OTP.</ErrorMessage>;
  if (apiError?.status === 409) {
    return (
      <section className="stack">
        <ErrorMessage>Your credit report is not available: the consent to fetch it was withdrawn or not given.</ErrorMessage>
        <AppLink to={customerPaths.withdraw}>See your consent</AppLink>
      </section>
    );
  }
  if (apiError || !report) return <ErrorMessage>{apiError?.message ?? 'Credit check not found'}</ErrorMessage>;
  return (
    <section className="stack credit-report">
      <ReportView report={report} pdfHref="/api/credit-score/customer/report.pdf" />
      <p>
        You agreed to let us fetch this report. <AppLink to={customerPaths.withdraw}>Withdraw my consent</AppLink>
      </p>
    </section>
  );
}

/** The credit-score pages, the partner's and the customer's, one component for the routes of page 'credit-score'. */
export function CreditScorePage() {
  const { route } = usePageRoute();
  const query = useQueryParams();
  const checkId = query.get('checkId') ?? '';
  const token = query.get('token') ?? '';
  switch (route.id) {
    case 'credit-score-customer-details':
      return <CustomerDetails />;
    case 'credit-score-otp-verification':
      return <OtpVerification checkId={checkId} />;
    case 'credit-score-dp-credit-report':
      return <Report checkId={checkId} />;
    case 'credit-score-customer-journey':
      return <CustomerLanding token={token} />;
    case 'credit-score-customer-otp-verification':
      return <CustomerOtp token={token} challengeId={query.get('challengeId') ?? ''} />;
    case 'credit-score-customer-credit-report':
      return <CustomerReport />;
    case 'credit-score-customer-withdraw-consent':
      return <WithdrawConsent />;
    default:
      return <Intro />;
  }
}
