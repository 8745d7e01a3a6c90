import type { z } from 'zod';
import { buildFormSchema, fieldErrorsOf } from '../fields/build-schema';
import type { FormValues } from '../fields/field-config';
import type { FormDefinition, ProductDefinition, SaleDefinition } from './product-definition';

export type SaleFormType = keyof Pick<SaleDefinition, 'quote' | 'proposal'>;

export type SaleFormResult = { success: true; data: FormValues } | { success: false; fields: Record<string, string> };

function saleOf(product: ProductDefinition): SaleDefinition {
  if (!product.sale) throw new Error(`Product ${product.code} is not sold through quote and proposal forms`);
  return product.sale;
}

/**
 * The zod schema of a product's quote or proposal form: its fields' rules plus the form's refine.
 * The browser hands it to react-hook-form; the API parses request bodies with it (and may add
 * server-only checks on top).
 */
export function buildSaleFormSchema(product: ProductDefinition, form: SaleFormType): z.ZodType<FormValues> {
  const definition = saleOf(product)[form];
  return buildFormSchema(definition.fields, definition.refine);
}

/**
 * One schema per form definition, built on first use. Keyed by the definition object, so a tenant's
 * variant of a form (a different object) gets its own; rules that depend on today read the date when
 * they parse, not when they are built, so keeping the schema is safe.
 */
const saleFormSchemas = new WeakMap<FormDefinition, z.ZodType<FormValues>>();

function saleFormSchemaOf(product: ProductDefinition, form: SaleFormType): z.ZodType<FormValues> {
  const definition = saleOf(product)[form];
  let schema = saleFormSchemas.get(definition);
  if (!schema) {
    schema = buildFormSchema(definition.fields, definition.refine);
    saleFormSchemas.set(definition, schema);
  }
  return schema;
}

/**
 * The answers of the quote that a proposal's fields are shown by (a proposal field's showWhen may name a
 * quote field, e.g. credit life's co-borrower asked only for a JOINT policyRole). Only those answers, and
 * none named like a proposal field, so the quote never fills in the proposal's own values.
 */
export function quoteContextOf(proposal: FormDefinition, quoteValues: FormValues | undefined): FormValues {
  if (!quoteValues) return {};
  const own = new Set(proposal.fields.map((field) => field.name));
  const context: FormValues = {};
  for (const field of proposal.fields) {
    const name = field.showWhen?.field;
    if (name && !own.has(name) && quoteValues[name] !== undefined) context[name] = quoteValues[name];
  }
  return context;
}

/**
 * Checks a quote or proposal against the product (as the partner's tenant sees it): the cleaned
 * values, or the spec message of each failing field. A proposal is checked with its quote's answers
 * (`quoteValues`), which decide the fields it asks; they are not part of the result. Throws for a product
 * without a sale definition.
 */
export function validateSaleForm(product: ProductDefinition, form: SaleFormType, values: unknown, quoteValues?: FormValues): SaleFormResult {
  const context = form === 'proposal' ? quoteContextOf(saleOf(product).proposal, quoteValues) : {};
  // The quote's answers win: a proposal body naming policyRole must not change what its quote asks.
  const input = Object.keys(context).length > 0 && typeof values === 'object' && values !== null ? { ...values, ...context } : values;
  const result = saleFormSchemaOf(product, form).safeParse(input);
  return result.success ? { success: true, data: result.data } : { success: false, fields: fieldErrorsOf(result.error) };
}
