import { useTranslation } from 'react-i18next';
import { publicPageLoanProducts } from '@portal/domain';
import { readApiError } from '../../../lib/api-error';
import { useCanWrite } from '../../../lib/use-can-write';
import { useGeneratePartnerUrlMutation } from '../api/partner-url';
import { CustomerLink } from './customer-link';
import { ReadOnlyNote } from '../../../components/read-only-note';

/** Loan products with a public page a partner can hand out (SPEC §2: /products/{lamf|personal-loan}/public), from their lending profiles. */
export const productsWithPartnerUrl: readonly string[] = publicPageLoanProducts;

/**
 * The partner's own link to a loan product's public page: whoever opens it leaves name and mobile, and the
 * lead lands in this partner's list. Made on request (it is valid for a year), then shared or copied. A view
 * seat cannot make one (the API refuses it), so he reads why instead of a button (decision 0306).
 */
export function PartnerUrl({ productCode, productName }: { productCode: string; productName: string }) {
  const { t } = useTranslation();
  const [generate, made] = useGeneratePartnerUrlMutation();
  const canWrite = useCanWrite();
  if (!canWrite) return <ReadOnlyNote />;
  if (made.data) {
    return <CustomerLink link={made.data.url} expiresAt={made.data.expiresAt} message={t('lending.applyHere', { productName })} />;
  }
  return (
    <div>
      <button type="button" className="button button--secondary" onClick={() => void generate({ productCode })} disabled={made.isLoading}>
        {made.isLoading ? t('lending.makingLink') : t('lending.makeLink')}
      </button>
      {made.isError ? <p role="alert">{readApiError(made.error)?.message ?? t('lending.linkFailed')}</p> : null}
    </div>
  );
}
