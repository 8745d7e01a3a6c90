import type { FormRefine, FormValues, SaleFormType, TenantCode } from '@portal/domain';

/**
 * findSaleFormRefine (./sale-form-refine: the catalogue's cross-field checks, large) fetched with the
 * form's validation instead of before the form paints (decision 0123); ConfigForm's `loadRefine`.
 */
export const loadSaleFormRefine =
  (productCode: string, form: SaleFormType, tenant: TenantCode | undefined, quoteValues?: FormValues) => (): Promise<FormRefine | undefined> =>
    import('./sale-form-refine').then(({ findSaleFormRefine }) => findSaleFormRefine(productCode, form, tenant, quoteValues));
