import { findProduct, findProductForTenant, indiaToday, type FormRefine, type FormValues, type SaleFormType, type TenantCode } from '@portal/domain';

/**
 * The product's cross-field checks for a quote or proposal form, from the domain catalogue — the same
 * the API adds to the served fields. For a proposal with its quote's answers (read back from the API by quoteId), also
 * the product's check against the quote (e.g. the date of birth against the quoted age), which the API
 * runs too. Imported only by lazily loaded chunks: the catalogue is large.
 */
export function findSaleFormRefine(productCode: string, form: SaleFormType, tenant: TenantCode | undefined, quoteValues?: FormValues): FormRefine | undefined {
  const product = tenant ? findProductForTenant(productCode, tenant) : findProduct(productCode);
  const sale = product?.sale;
  const refine = sale?.[form].refine;
  const checkAgainstQuote = form === 'proposal' && quoteValues ? sale?.checkAgainstQuote : undefined;
  if (!checkAgainstQuote) return refine;
  return (values, ctx) => {
    refine?.(values, ctx);
    for (const [field, message] of Object.entries(checkAgainstQuote(quoteValues!, values, indiaToday()))) {
      ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  };
}
