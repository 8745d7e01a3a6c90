import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  adminCouponMessages,
  formatRupees,
  listCouponProducts,
  mobileMessages,
  type AdminCoupon,
  type AdminCouponCreate,
  type AdminCouponState,
  type FieldConfig,
  type FormValues,
  type TenantCode,
  formatDate,
  formatNumber,
  isoDateOfTyped,
} from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { useCreateAdminCouponMutation, useDeactivateAdminCouponMutation, useGetAdminCouponsQuery } from './api/admin-coupons';
import { ConsoleNav } from './console-nav';

/** The coupon form, rendered by the form engine; the API checks the same again (adminCouponCreateSchema). */
// eslint-disable-next-line max-lines-per-function -- a data table: the coupon form's fields
export function couponFields(tenant: TenantCode): FieldConfig[] {
  return [
    {
      name: 'couponCode',
      kind: 'text',
      inputType: 'text',
      label: 'Coupon code',
      mandatory: true,
      rule: { name: 'alphanumeric', message: mobileMessages.couponCode },
      maxLength: 20,
      hint: 'Letters and digits; partners type it in any case',
    },
    {
      name: 'productCode',
      kind: 'select',
      inputType: 'text',
      label: 'Product',
      mandatory: true,
      options: listCouponProducts(tenant).map((product) => ({ value: product.code, label: product.name })),
      requiredMessage: 'Choose a product',
    },
    {
      name: 'validFrom',
      kind: 'date',
      inputType: 'text',
      label: 'First day',
      mandatory: true,
      rule: { name: 'date' },
      placeholder: 'DD/MM/YYYY',
      maxLength: 10,
    },
    {
      name: 'validUntil',
      kind: 'date',
      inputType: 'text',
      label: 'Last day',
      mandatory: true,
      rule: { name: 'date' },
      placeholder: 'DD/MM/YYYY',
      maxLength: 10,
      hint: 'The coupon works until the end of this day (India time)',
    },
    {
      name: 'discountKind',
      kind: 'radio',
      inputType: 'text',
      label: 'Discount',
      mandatory: true,
      options: [
        { value: 'PERCENT', label: 'A percent of the premium' },
        { value: 'AMOUNT', label: 'A fixed amount' },
      ],
      defaultValue: 'PERCENT',
    },
    {
      name: 'percent',
      kind: 'text',
      inputType: 'tel',
      label: 'Percent off',
      mandatory: true,
      rule: { name: 'integerBetween', min: 1, max: 50, message: adminCouponMessages.percent },
      maxLength: 2,
      showWhen: { field: 'discountKind', equals: ['PERCENT'] },
    },
    {
      name: 'maxDiscount',
      kind: 'text',
      inputType: 'tel',
      label: 'At most, in rupees (optional)',
      mandatory: false,
      rule: { name: 'integerBetween', min: 1, max: 100000, message: 'Enter rupees from 1 to 1,00,000' },
      maxLength: 6,
      showWhen: { field: 'discountKind', equals: ['PERCENT'] },
    },
    {
      name: 'amount',
      kind: 'text',
      inputType: 'tel',
      label: 'Rupees off',
      mandatory: true,
      rule: { name: 'integerBetween', min: 1, max: 100000, message: 'Enter rupees from 1 to 1,00,000' },
      maxLength: 6,
      showWhen: { field: 'discountKind', equals: ['AMOUNT'] },
    },
    {
      name: 'useLimit',
      kind: 'text',
      inputType: 'tel',
      label: 'Use limit',
      mandatory: true,
      rule: { name: 'integerBetween', min: 1, max: 100000, message: adminCouponMessages.useLimit },
      maxLength: 6,
      hint: 'How many proposals may use it',
    },
  ];
}

/** DD/MM/YYYY as the form holds it → YYYY-MM-DD as the API takes it. */
const isoDayOf = (typed: FieldValueLike) => isoDateOfTyped(String(typed));
type FieldValueLike = FormValues[string] | undefined;

function toRequest(values: FormValues): AdminCouponCreate {
  const rupees = (value: FieldValueLike) => Number(value) * 100;
  return {
    couponCode: String(values.couponCode),
    productCode: String(values.productCode),
    validFrom: isoDayOf(values.validFrom),
    validUntil: isoDayOf(values.validUntil),
    discount:
      values.discountKind === 'AMOUNT'
        ? { kind: 'AMOUNT', amount: rupees(values.amount) }
        : { kind: 'PERCENT', percent: Number(values.percent), maxAmount: values.maxDiscount ? rupees(values.maxDiscount) : null },
    useLimit: Number(values.useLimit),
  };
}

/** The API names the discount's parts under `discount.`; the form has them as fields of their own. */
const formFieldOf: Record<string, string> = { 'discount.percent': 'percent', 'discount.amount': 'amount', 'discount.maxAmount': 'maxDiscount' };
const toFormErrors = (fields: Record<string, string> | undefined) =>
  fields && Object.fromEntries(Object.entries(fields).map(([name, message]) => [formFieldOf[name] ?? name, message]));

function describeDiscount({ discount }: AdminCoupon, t: TFunction): string {
  if (discount.kind === 'AMOUNT') return t('consolePages.coupons.amountOff', { amount: formatRupees(discount.amount) });
  return discount.maxAmount
    ? t('consolePages.coupons.percentOffUpTo', { percent: discount.percent, amount: formatRupees(discount.maxAmount) })
    : t('consolePages.coupons.percentOff', { percent: discount.percent });
}

function CouponCard({ coupon, onDeactivate, busy }: { coupon: AdminCoupon; onDeactivate: (coupon: AdminCoupon) => void; busy: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const lastDay = new Date(new Date(coupon.validTo).getTime() - 1);
  return (
    <li className="console-card" aria-labelledby={`${id}-code`}>
      <h3 id={`${id}-code`}>
        {coupon.couponCode}{' '}
        <span className={coupon.state === 'LIVE' ? 'console-tag' : 'console-tag console-tag--off'}>
          {t(`consolePages.coupons.state.${coupon.state satisfies AdminCouponState}`)}
        </span>
      </h3>
      <p>
        {coupon.productName} · {describeDiscount(coupon, t)}
      </p>
      <p>
        {t('consolePages.coupons.used', { uses: formatNumber(coupon.uses), limit: formatNumber(coupon.useLimit) })} ·{' '}
        {t('consolePages.coupons.period', { from: formatDate(new Date(coupon.validFrom)), to: formatDate(lastDay) })}
      </p>
      {coupon.state === 'ENDED' ? null : (
        <div className="console-actions">
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => onDeactivate(coupon)}>
            {t('consolePages.coupons.deactivate')}
            <span className="visually-hidden"> {t('consolePages.coupons.couponCode', { code: coupon.couponCode })}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The tenant's digital-leader coupons (decision 0125): each with its uses and state; a new one made at once
 * (the tenant files the discount with the insurer first, decision 0090); a live one deactivated at once.
 * Both are in the audit log.
 */
export function AdminCouponsPage() {
  const { t } = useTranslation();
  const list = useGetAdminCouponsQuery();
  const session = useGetSessionQuery();
  const [create, creating] = useCreateAdminCouponMutation();
  const [deactivate, deactivating] = useDeactivateAdminCouponMutation();
  const [notice, setNotice] = useState<string>();
  const [formKey, setFormKey] = useState(0);

  if (list.isLoading || session.isLoading) return <LoadingMessage>{t('consolePages.coupons.loading')}</LoadingMessage>;
  const problem = readApiError(list.error);
  if (problem?.status === 403) return <ErrorMessage>{problem.message}</ErrorMessage>;
  if (!list.data || !session.data) return <ErrorMessage onRetry={() => void list.refetch()}>{t('consolePages.coupons.failed')}</ErrorMessage>;

  const createError = readApiError(creating.error);
  const deactivateError = readApiError(deactivating.error);
  const submit = async (values: FormValues) => {
    setNotice(undefined);
    const made = await create(toRequest(values))
      .unwrap()
      .then(
        (coupon) => coupon,
        () => undefined,
      );
    if (made) {
      setNotice(t('consolePages.coupons.made', { code: made.couponCode, product: made.productName }));
      setFormKey((key) => key + 1);
    }
  };
  const end = async (coupon: AdminCoupon) => {
    setNotice(undefined);
    const ended = await deactivate(coupon.id)
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (ended) setNotice(t('consolePages.coupons.ended', { code: coupon.couponCode }));
  };
  const coupons = list.data.coupons;

  return (
    <div>
      <ConsoleNav />
      <div aria-live="polite">{notice ? <p className="console-note">{notice}</p> : null}</div>
      {deactivateError ? <ErrorMessage>{deactivateError.message}</ErrorMessage> : null}
      <section className="console-section" aria-labelledby="coupons-heading">
        <h2 id="coupons-heading">{t('consolePages.coupons.count', { count: coupons.length })}</h2>
        {coupons.length === 0 ? (
          <p>{t('consolePages.coupons.none')}</p>
        ) : (
          <ul className="console-cards">
            {coupons.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} busy={deactivating.isLoading} onDeactivate={(c) => void end(c)} />
            ))}
          </ul>
        )}
      </section>
      <section className="console-section" aria-labelledby="new-coupon-heading">
        <h2 id="new-coupon-heading">{t('consolePages.coupons.newCoupon')}</h2>
        <p className="console-note">{t('consolePages.coupons.filedOnly')}</p>
        {createError && !createError.fields.couponCode && Object.keys(createError.fields).length === 0 ? (
          <ErrorMessage>{createError.message}</ErrorMessage>
        ) : null}
        <ConfigForm
          key={formKey}
          fields={couponFields(session.data.tenant)}
          onSubmit={submit}
          submitLabel={t('consolePages.coupons.make')}
          submitting={creating.isLoading}
          serverErrors={createError?.status === 409 ? { couponCode: createError.message } : toFormErrors(createError?.fields)}
          aria-label={t('consolePages.coupons.newCoupon')}
        />
      </section>
    </div>
  );
}
