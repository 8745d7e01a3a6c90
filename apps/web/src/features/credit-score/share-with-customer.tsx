import { FormError } from '../../components/form/form-error';
import { readApiError } from '../../lib/api-error';
import { useCreditCustomerLinkMutation } from './api/credit-checks';

/** The other way: the customer opens their own link, gives the OTP there and sees the report on their phone. */
export function ShareWithCustomer({ checkId }: { checkId: string }) {
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
