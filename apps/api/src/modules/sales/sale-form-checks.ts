import {
  requiredMessageOf,
  validateSaleForm,
  type FieldConfig,
  type FormValues,
  type ProductDefinition,
  type SaleDefinition,
  type SaleFormType,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { SessionPartner } from '../../plugins/auth';
import { notFound, validationError } from '../../plugins/errors';
import { findOwnUploadTypes } from '../../lib/upload-records';
import { ownContactErrors } from './own-contact';

export type FieldErrors = Record<string, string>;

/** The product's sale definition, or a 404 for products not sold through quotes and proposals. */
export function saleOf(product: ProductDefinition): SaleDefinition {
  if (!product.sale) throw notFound(`${product.name} is not sold online`);
  return product.sale;
}

/**
 * Server-only check over a valid form: each file field must name an upload of this partner, of a type
 * the field accepts. Its message is the field's own ('Add GST Certificate as a PDF or Image').
 */
export async function checkFileFields(db: Database, partner: SessionPartner, fields: readonly FieldConfig[], values: FormValues): Promise<FieldErrors> {
  const fileFields = fields.filter((field) => field.kind === 'file' && typeof values[field.name] === 'string' && values[field.name] !== '');
  if (fileFields.length === 0) return {};
  const owned = await findOwnUploadTypes(
    db,
    partner.id,
    fileFields.map((field) => values[field.name] as string),
  );
  const errors: FieldErrors = {};
  for (const field of fileFields) {
    const type = owned.get(values[field.name] as string);
    if (!type || (field.accept && !field.accept.includes(type as never))) errors[field.name] = requiredMessageOf(field);
  }
  return errors;
}

/**
 * A quote or proposal body checked by the schema the browser runs too (the domain's validateSaleForm),
 * then by the server-only checks; a 400 with the spec message per field otherwise.
 */
export async function validateSaleBody(
  db: Database,
  partner: SessionPartner,
  product: ProductDefinition,
  form: SaleFormType,
  body: unknown,
  quoteValues?: FormValues,
) {
  const result = validateSaleForm(product, form, body, quoteValues);
  if (!result.success) throw validationError(result.fields);
  const serverErrors = {
    ...ownContactErrors(saleOf(product), partner, result.data),
    ...(await checkFileFields(db, partner, saleOf(product)[form].fields, result.data)),
  };
  if (Object.keys(serverErrors).length > 0) throw validationError(serverErrors);
  return result.data;
}
