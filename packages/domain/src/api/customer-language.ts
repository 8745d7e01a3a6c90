import { z } from 'zod';
import { languageSchema } from '../i18n/language-schema';
import { CUSTOMER_LANGUAGE_FIELD } from './customer-language-field';

// The field is in customer-language-field.ts, without zod: the sell forms paint with it (decision 0281).
export * from './customer-language-field';

/**
 * The language beside a sell form's answers in a request body (`customerLanguage`): optional, as an API
 * client may leave it to the partner's page language (Accept-Language, decision 0245).
 */
export const customerLanguageBodySchema = z.object({ [CUSTOMER_LANGUAGE_FIELD]: languageSchema.optional() });
