import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLendingSellProduct, lendingSellForms } from '@portal/domain';
import type { FieldConfig, FormValues } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useProductCode } from '../../lib/page-route';
import { useCanWrite } from '../../lib/use-can-write';
import { ProductNotOffered, useTenantOffers } from '../../lib/use-tenant-offers';
import { useCustomerLanguageField } from '../../lib/i18n/use-customer-language-field';
import { useCreateLoanApplicationMutation } from './api/create-loan-application';
import { applicationStepHref } from './application-step';
import { ReadOnlyNote } from '../../components/read-only-note';
import './lending.css';

const noFields: readonly FieldConfig[] = [];

/**
 * "Enter Loan Details" (/products/personal-loan/sell, /products/home-loan/sell, /products/business-loans/sell):
 * the product's sell form, checked with the schema the API runs; the application it makes moves on to the
 * customer's consent (or straight to the offers where the product asks no OTP).
 */
export function LoanSellPage() {
  const { t } = useTranslation();
  const productCode = useProductCode();
  const navigate = useNavigate();
  const [createApplication, application] = useCreateLoanApplicationMutation();
  const apiError = useMemo(() => readApiError(application.error), [application.error]);
  const canWrite = useCanWrite();
  const offered = useTenantOffers(productCode ?? '');
  const sellForm = productCode && isLendingSellProduct(productCode) ? lendingSellForms[productCode] : undefined;
  // The customer's language: their consent SMS, their link and every later step (decision 0266).
  const { fields, defaultValues } = useCustomerLanguageField(sellForm?.fields ?? noFields);

  if (!productCode || !sellForm) return <ErrorMessage>{t('lending.productNotFound')}</ErrorMessage>;
  if (!offered) return <ProductNotOffered />;

  const submit = async (values: FormValues) => {
    const created = await createApplication({ productCode, values })
      .unwrap()
      .catch(() => undefined);
    const next = created ? applicationStepHref(created) : undefined;
    if (next) void navigate(next);
  };

  return (
    <div className="ln-page">
      <p className="ln-note">{t('lending.sellNote')}</p>
      <ConfigForm
        fields={fields}
        defaultValues={defaultValues}
        refine={sellForm.refine}
        onSubmit={submit}
        serverErrors={apiError?.code === 'VALIDATION' ? apiError.fields : undefined}
        submitting={application.isLoading}
        submitLabel={t('lending.proceed')}
        aria-label={t('lending.loanDetails')}
        readOnly={!canWrite}
      >
        <ReadOnlyNote />
      </ConfigForm>
      {apiError && apiError.code !== 'VALIDATION' ? <ErrorMessage>{apiError.message}</ErrorMessage> : null}
    </div>
  );
}
