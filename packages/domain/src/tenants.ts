/**
 * The four seller / tenant brands (SPEC §1). Partners belong to one tenant; each product is sold under
 * a seller brand. The white-label tenant sells only group personal accident and group hospicash.
 */
import { DEFAULT_BRAND_NAME } from './constants';

export const tenantCodes = ['mintpro', 'mintfin', 'mintlife', 'sahyadri'] as const;
export type TenantCode = (typeof tenantCodes)[number];

export interface TenantDefinition {
  code: TenantCode;
  name: string;
  whiteLabel: boolean;
  /** Product codes this tenant may see and sell; undefined means every non-white-label-only product. */
  allowedProducts?: readonly string[];
  primaryColour: string;
  consentText: string;
}

export const WHITE_LABEL_TENANT: TenantCode = 'sahyadri';

export const tenants: Record<TenantCode, TenantDefinition> = {
  mintpro: {
    code: 'mintpro',
    name: DEFAULT_BRAND_NAME,
    whiteLabel: false,
    primaryColour: '#0b6e4f',
    consentText: 'I agree that Mint Pro Insurance Brokers may contact me about this policy.',
  },
  mintfin: {
    code: 'mintfin',
    name: 'Mint Finance',
    whiteLabel: false,
    primaryColour: '#1d4ed8',
    consentText: 'I agree that Mint Finance and its lending partners may contact me about loan offers.',
  },
  mintlife: {
    code: 'mintlife',
    name: 'Mint Life Distributors',
    whiteLabel: false,
    primaryColour: '#7c3aed',
    consentText: 'I agree that Mint Life Distributors may contact me about life insurance.',
  },
  sahyadri: {
    code: 'sahyadri',
    name: 'Sahyadri Co-operative Bank',
    whiteLabel: true,
    allowedProducts: ['group-personal-accident', 'group-hospicash'],
    primaryColour: '#b45309',
    consentText:
      'I authorise Sahyadri Co-operative Bank to share my details with its insurance partners to enrol me in the group cover.',
  },
};

export function isTenantCode(value: string): value is TenantCode {
  return (tenantCodes as readonly string[]).includes(value);
}
