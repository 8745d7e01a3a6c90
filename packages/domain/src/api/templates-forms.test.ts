import { describe, expect, it } from 'vitest';
import { MAX_TEMPLATE_BYTES, templateMessages } from './templates';
import { templateUploadFormSchema } from './templates-forms';

// The browser's File, which Node has too; the domain compiles without the DOM's or Node's types.
const File = (globalThis as unknown as { File: new (parts: (string | Uint8Array)[], name: string, options: { type: string }) => { size: number } }).File;

const answers = (file: unknown) => ({ broker: 'mintfin', path: 'sms/welcome.txt', cloudSource: 'AWS_S3', bucket: 'mintfin-templates', public: true, file });
const messagesOf = (result: ReturnType<typeof templateUploadFormSchema.safeParse>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('the template upload form', () => {
  it('takes the place and a text file, the public box as the wire’s "true"', () => {
    const file = new File(['Welcome to {#var#}\n'], 'welcome.txt', { type: 'text/plain' });
    const parsed = templateUploadFormSchema.parse(answers(file));
    expect(parsed).toEqual({ broker: 'mintfin', path: 'sms/welcome.txt', cloudSource: 'AWS_S3', bucket: 'mintfin-templates', public: 'true', file });
  });

  it('says the API’s words for no file, an empty one, another type and one too large', () => {
    expect(messagesOf(templateUploadFormSchema.safeParse(answers('')))).toEqual({ file: templateMessages.file });
    expect(messagesOf(templateUploadFormSchema.safeParse(answers(new File([], 'empty.txt', { type: 'text/plain' }))))).toEqual({ file: templateMessages.file });
    expect(messagesOf(templateUploadFormSchema.safeParse(answers(new File(['<p>'], 'page.html', { type: 'text/html' }))))).toEqual({
      file: templateMessages.type,
    });
    const large = new File([new Uint8Array(MAX_TEMPLATE_BYTES + 1)], 'large.pdf', { type: 'application/pdf' });
    expect(messagesOf(templateUploadFormSchema.safeParse(answers(large)))).toEqual({ file: templateMessages.tooLarge });
  });

  it('checks the place with the API’s rules', () => {
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    const result = templateUploadFormSchema.safeParse({ ...answers(file), broker: '', path: '../etc', bucket: 'Bad_Bucket' });
    expect(messagesOf(result)).toEqual({ broker: templateMessages.broker, path: templateMessages.path, bucket: templateMessages.bucket });
  });
});
