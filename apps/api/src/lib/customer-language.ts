import { customerLanguageBodySchema, type Language } from '@portal/domain';
import { validationError } from '../plugins/errors';

/**
 * The customer's language beside a form's answers (`customerLanguage`, customerLanguageBodySchema), else the
 * partner's page language (decisions 0245, 0266, 0268), and the answers without it; a language not ours is a
 * 400. A loan's sell form, the FD booking and an insurance proposal take it so.
 */
export function customerLanguageOf(body: unknown, requestLanguage: Language): { language: Language; sell: Record<string, unknown> } {
  const { customerLanguage, ...sell } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const language = customerLanguageBodySchema.safeParse({ customerLanguage });
  if (!language.success) throw validationError({ customerLanguage: language.error.issues[0]?.message ?? 'Invalid value' });
  return { language: language.data.customerLanguage ?? requestLanguage, sell };
}
