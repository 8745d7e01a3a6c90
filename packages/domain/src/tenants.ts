/**
 * The four seller / tenant brands (SPEC §1). Partners belong to one tenant; each product is sold under
 * a seller brand. Which products a tenant sees is each product's `tenants` (listProductsForTenant): the
 * white-label tenant sees only group personal accident and group hospicash.
 */
import { DEFAULT_BRAND_NAME, type PaymentMode } from './constants';

export const tenantCodes = ['mintpro', 'mintfin', 'mintlife', 'sahyadri'] as const;
export type TenantCode = (typeof tenantCodes)[number];

export interface TenantDefinition {
  code: TenantCode;
  name: string;
  whiteLabel: boolean;
  primaryColour: string;
  consentText: string;
  /**
   * The payment modes the tenant's partners have; a proposal offers only these. No tenant has the MintPay
   * wallet configured yet, so a request that sends MINTPAY anyway gets SPEC §5's refusal.
   */
  paymentModes: readonly PaymentMode[];
}

export const WHITE_LABEL_TENANT: TenantCode = 'sahyadri';

/**
 * Each brand's colour (white text on it passes WCAG AA), apart from `tenants` so the web's first paint
 * can colour the header without carrying every tenant's texts.
 */
export const tenantBrandColours: Record<TenantCode, string> = {
  mintpro: '#0b6e4f',
  mintfin: '#1d4ed8',
  mintlife: '#7c3aed',
  sahyadri: '#b45309',
};

export const tenants: Record<TenantCode, TenantDefinition> = {
  mintpro: {
    code: 'mintpro',
    name: DEFAULT_BRAND_NAME,
    whiteLabel: false,
    primaryColour: tenantBrandColours.mintpro,
    consentText: 'I agree that Mint Pro Insurance Brokers may contact me about this policy.',
    paymentModes: ['ONLINE'],
  },
  mintfin: {
    code: 'mintfin',
    name: 'Mint Finance',
    whiteLabel: false,
    primaryColour: tenantBrandColours.mintfin,
    consentText: 'I agree that Mint Finance and its lending partners may contact me about loan offers.',
    paymentModes: ['ONLINE'],
  },
  mintlife: {
    code: 'mintlife',
    name: 'Mint Life Distributors',
    whiteLabel: false,
    primaryColour: tenantBrandColours.mintlife,
    consentText: 'I agree that Mint Life Distributors may contact me about life insurance.',
    paymentModes: ['ONLINE'],
  },
  sahyadri: {
    code: 'sahyadri',
    name: 'Sahyadri Co-operative Bank',
    whiteLabel: true,
    primaryColour: tenantBrandColours.sahyadri,
    consentText: 'I authorise Sahyadri Co-operative Bank to share my details with its insurance partners to enrol me in the group cover.',
    paymentModes: ['ONLINE'],
  },
};

export function isTenantCode(value: string): value is TenantCode {
  return (tenantCodes as readonly string[]).includes(value);
}
