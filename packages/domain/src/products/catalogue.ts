import { productForTenant, type ProductDefinition } from './product-definition';
import type { TenantCode } from '../tenants';
import { active360 } from './active-360';
import { businessLoans } from './business-loans';
import { consumerGoods } from './consumer-goods';
import { creditLife } from './credit-life';
import { creditScore } from './credit-score';
import { fd } from './fd';
import { fire } from './fire';
import { groupHospicash } from './group-hospicash';
import { groupPersonalAccident } from './group-personal-accident';
import { health360 } from './health-360';
import { homeLoan } from './home-loan';
import { lamf } from './lamf';
import { lifeInsurance } from './life-insurance';
import { marine } from './marine';
import { mobile } from './mobile';
import { personalAccident } from './personal-accident';
import { personalLoan } from './personal-loan';
import { roadsideAssistance } from './roadside-assistance';
import { sachetTerm } from './sachet-term';
import { shop } from './shop';
import { travel } from './travel';
import { vectorBorne } from './vector-borne';
import { wellness } from './wellness';
import { workmenCompensation } from './workmen-compensation';

/** Every product of SPEC §1. Adding a product is one file and one line here. */
export const catalogue: readonly ProductDefinition[] = [
  // Insurance and cover products
  mobile,
  vectorBorne,
  shop,
  groupHospicash,
  creditLife,
  health360,
  groupPersonalAccident,
  travel,
  wellness,
  fire,
  marine,
  workmenCompensation,
  consumerGoods,
  roadsideAssistance,
  active360,
  personalAccident,
  // Life
  sachetTerm,
  lifeInsurance,
  // Lending
  fd,
  personalLoan,
  homeLoan,
  businessLoans,
  lamf,
  creditScore,
];

const byCode = new Map(catalogue.map((p) => [p.code, p]));

export function findProduct(code: string): ProductDefinition | undefined {
  return byCode.get(code);
}

/** The products a tenant may see, with its variants applied. */
export function listProductsForTenant(tenant: TenantCode): ProductDefinition[] {
  return catalogue.filter((p) => p.tenants.includes(tenant)).map((p) => productForTenant(p, tenant));
}

/** One product as a tenant sees it, or undefined when the tenant may not see it. */
export function findProductForTenant(code: string, tenant: TenantCode): ProductDefinition | undefined {
  const product = byCode.get(code);
  return product && product.tenants.includes(tenant) ? productForTenant(product, tenant) : undefined;
}
