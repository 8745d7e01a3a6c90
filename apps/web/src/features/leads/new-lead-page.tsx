import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isLanguage,
  messages,
  mobileFieldOf,
  personNameFieldOf,
  rupeesToPaise,
  type CreateLeadBody,
  type FieldConfig,
  type FormValues,
  type LeadSummary,
} from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetFeatureFlagsQuery } from '../../lib/api-endpoints/feature-flags';
import { useGetProductCatalogQuery } from '../../lib/api-endpoints/product-catalog';
import { useQueryParams } from '../../lib/use-query-params';
import { useCanWrite } from '../../lib/use-can-write';
import { useCustomerLanguageField } from '../../lib/i18n/use-customer-language-field';
import { useCheckLeadDuplicateMutation, useCreateLeadMutation } from './api/create-lead';
import { formatIstDate } from './lead-format';
import './leads.css';
import { trackEvent } from '../../lib/analytics';
import { ReadOnlyNote } from '../../components/read-only-note';

/** The generic lead: who the customer is and, optionally, the amount and PAN (loans have their own sell forms). */
function leadFieldsOf(products: readonly { code: string; name: string }[]): FieldConfig[] {
  return [
    {
      name: 'productCode',
      kind: 'select',
      label: 'Product',
      mandatory: true,
      inputType: 'text',
      options: products.map((product) => ({ value: product.code, label: product.name })),
      requiredMessage: messages.chooseOption,
    },
    personNameFieldOf('name', "Customer's full name", 'Enter Customer Name'),
    mobileFieldOf('mobile', "Customer's mobile number"),
    { name: 'email', kind: 'text', label: "Customer's email (optional)", mandatory: false, inputType: 'email', rule: { name: 'email' } },
    {
      name: 'pan',
      kind: 'text',
      label: "Customer's PAN (optional)",
      mandatory: false,
      inputType: 'text',
      rule: { name: 'pan' },
      maxLength: 10,
      hint: 'We check whether this customer already has a lead with you.',
    },
    {
      name: 'amount',
      kind: 'amount',
      label: 'Amount in rupees (optional)',
      mandatory: false,
      inputType: 'text',
      rule: { name: 'numeric', message: 'Enter the amount in whole rupees' },
      hint: 'The loan or deposit amount, or the premium.',
    },
  ];
}

const text = (value: FormValues[string] | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function bodyOf(values: FormValues): CreateLeadBody {
  const amount = text(values.amount);
  const pan = text(values.pan)?.toUpperCase();
  const email = text(values.email);
  const language = text(values.customerLanguage);
  return {
    customer: {
      name: text(values.name) ?? '',
      mobile: text(values.mobile) ?? '',
      ...(email ? { email } : {}),
      ...(pan ? { pan } : {}),
      // The customer's language: the SMS and the link page open in it (decision 0266).
      ...(isLanguage(language) ? { language } : {}),
    },
    ...(amount ? { amount: rupeesToPaise(Number(amount)) } : {}),
  };
}

/** The API names the body's fields (customer.mobile, customer.language); the form names its own (mobile, customerLanguage). */
const formFieldsOf = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field === 'customer.language' ? 'customerLanguage' : field.replace(/^customer\./, ''), message]),
  );

interface PendingLead {
  productCode: string;
  body: CreateLeadBody;
  existing: LeadSummary[];
}

/**
 * "Add Lead" (/leads/new, ?product= preselects one): a lead for any product the partner sells. A PAN is
 * first checked against the partner's leads (POST /api/leads/dedupe-check, the PAN in the body): an
 * existing lead is shown, to open it or create anyway. Then LEAD_REDIRECTION decides: on, the new lead's
 * details open; off, the form stays with a link to it (decision 0073).
 */
export function NewLeadPage() {
  const { t } = useTranslation();
  const query = useQueryParams();
  const navigate = useNavigate();
  const catalogue = useGetProductCatalogQuery();
  const flags = useGetFeatureFlagsQuery();
  const [checkDuplicate, checking] = useCheckLeadDuplicateMutation();
  const canWrite = useCanWrite();
  const [createLead, creating] = useCreateLeadMutation();
  const [pending, setPending] = useState<PendingLead>();
  const [created, setCreated] = useState<LeadSummary>();
  const [formKey, setFormKey] = useState(0);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> }>();

  // Any product of the tenant may have a lead: an enquiry is recorded before (or without) its sale form.
  const products = useMemo(() => catalogue.data?.products ?? [], [catalogue.data]);
  const leadFields = useMemo(() => leadFieldsOf(products), [products]);
  const preselected = query.get('product');
  const preselectedProduct = useMemo(
    () => (preselected && products.some((product) => product.code === preselected) ? { productCode: preselected } : undefined),
    [preselected, products],
  );
  // The customer's language, first the page's (decision 0266).
  const { fields, defaultValues } = useCustomerLanguageField(leadFields, preselectedProduct);

  if (catalogue.isLoading) return <LoadingMessage>{t('newLead.loadingProducts')}</LoadingMessage>;
  if (catalogue.isError) return <ErrorMessage onRetry={() => void catalogue.refetch()}>{t('newLead.productsFailed')}</ErrorMessage>;

  const create = async (productCode: string, body: CreateLeadBody) => {
    setFailure(undefined);
    try {
      const lead = await createLead({ productCode, body }).unwrap();
      trackEvent({ name: 'Lead_Created', productCode });
      setPending(undefined);
      if (flags.data?.LEAD_REDIRECTION) {
        void navigate(`/leads/${encodeURIComponent(lead.leadId)}`);
        return;
      }
      setCreated(lead);
      setFormKey((key) => key + 1);
    } catch (error) {
      const problem = readApiError(error as Parameters<typeof readApiError>[0]);
      setFailure({ message: problem?.message ?? t('newLead.createFailed'), fields: formFieldsOf(problem?.fields ?? {}) });
    }
  };

  const submit = async (values: FormValues) => {
    const productCode = text(values.productCode) ?? '';
    const body = bodyOf(values);
    setCreated(undefined);
    if (body.customer.pan) {
      try {
        const answer = await checkDuplicate({ pan: body.customer.pan }).unwrap();
        if (answer.duplicate && answer.leads.length > 0) {
          setPending({ productCode, body, existing: answer.leads });
          return;
        }
      } catch (error) {
        setFailure({ message: readApiError(error as Parameters<typeof readApiError>[0])?.message ?? t('newLead.panCheckFailed'), fields: {} });
        return;
      }
    }
    await create(productCode, body);
  };

  return (
    <div className="stack new-lead">
      {created ? <LeadCreated lead={created} /> : null}
      {pending ? <ExistingLeads pending={pending} creating={creating.isLoading} onCreateAnyway={() => void create(pending.productCode, pending.body)} /> : null}
      {failure && Object.keys(failure.fields).length === 0 ? <ErrorMessage>{failure.message}</ErrorMessage> : null}
      <ConfigForm
        key={formKey}
        aria-label={t('newLead.form')}
        fields={fields}
        defaultValues={defaultValues}
        onSubmit={submit}
        serverErrors={failure?.fields}
        submitLabel={t('newLead.submit')}
        submitting={checking.isLoading || creating.isLoading}
        readOnly={!canWrite}
      >
        <ReadOnlyNote />
      </ConfigForm>
    </div>
  );
}

function LeadCreated({ lead }: { lead: LeadSummary }) {
  const { t } = useTranslation();
  return (
    <div className="card lead-created" role="status">
      <p>{t('newLead.created', { name: lead.customer.name, productName: lead.productName })}</p>
      <AppLink className="button" to={`/leads/${encodeURIComponent(lead.leadId)}`}>
        {t('newLead.openLead')}
      </AppLink>
    </div>
  );
}

/** The PAN's earlier leads: open one, or create the new lead anyway. */
function ExistingLeads({ pending, creating, onCreateAnyway }: { pending: PendingLead; creating: boolean; onCreateAnyway: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card lead-duplicate" role="alert">
      <p>
        {t('newLead.alreadyHasLead')}{' '}
        {pending.existing.map((lead, index) => (
          <span key={lead.leadId}>
            {index > 0 ? ', ' : ''}
            <AppLink to={`/leads/${encodeURIComponent(lead.leadId)}`}>
              {t('newLead.existingLead', { productName: lead.productName, status: t(`leadStatus.${lead.status}`), date: formatIstDate(lead.createdAt) })}
            </AppLink>
          </span>
        ))}
      </p>
      <p className="lead-actions__list">
        <AppLink className="button" to={`/leads/${encodeURIComponent(pending.existing[0]!.leadId)}`}>
          {t('newLead.openExisting')}
        </AppLink>
        <button type="button" className="button button--secondary" disabled={creating} onClick={onCreateAnyway}>
          {t('newLead.createAnyway')}
        </button>
      </p>
    </div>
  );
}
