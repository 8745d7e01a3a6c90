import type { FormValues } from '../fields/field-config';
import type { CoverAmount, PolicyCover, ProductDefinition } from './product-definition';

/**
 * The covers a policy prints on its certificate (decision 0172): the product's own `covers` when it says
 * them (personal accident, group personal accident), else each benefit of the plan under the sum insured.
 */
export function policyCoversOf(product: ProductDefinition, planCode: string, quote: FormValues, sumInsured: number | undefined): readonly PolicyCover[] {
  if (product.sale?.covers) return product.sale.covers(quote, sumInsured);
  const plan = product.plans.find((candidate) => candidate.code === planCode);
  const amount: CoverAmount = sumInsured === undefined ? { pays: 'asInSchedule' } : { pays: 'upTo', rupees: sumInsured };
  const benefits = plan?.benefits?.length ? plan.benefits : [plan?.name ?? product.name];
  return benefits.map((cover) => ({ cover, sumInsured: amount }));
}
