import { z } from 'zod';
import { MAX_TEMPLATE_BYTES, templateContentTypes, templateMessages, templateUploadFieldsSchema } from './templates';

/*
 * The console's template upload as a form of the engine (decision 0267): its fields, and the schema that
 * checks what the admin chose before the one multipart request goes (the API checks the same fields again
 * with templateUploadFieldsSchema, and the file's bytes, not its name or claimed type). The fields are in
 * templates-fields.ts, without zod (decision 0281).
 */
export * from './templates-fields';

/**
 * The chosen file, as the browser knows it: one of the template types by its claimed type, not empty, at
 * most 2 MB (the API decides the type again by the bytes, with the same words).
 */
const chosenTemplateFileSchema = z
  .file({ message: templateMessages.file })
  .min(1, { message: templateMessages.file })
  .max(MAX_TEMPLATE_BYTES, { message: templateMessages.tooLarge })
  .mime([...templateContentTypes], { message: templateMessages.type });

/** The form's answers → the upload's fields (the tenant is the admin's own, added by the page) and its file. */
export const templateUploadFormSchema = templateUploadFieldsSchema.omit({ tenant: true, public: true }).extend({
  public: z.boolean().transform((on): 'true' | 'false' => (on ? 'true' : 'false')),
  file: chosenTemplateFileSchema,
});
export type TemplateUploadForm = z.output<typeof templateUploadFormSchema>;
