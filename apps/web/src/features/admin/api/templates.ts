import type { TemplateFile, TemplateUploadFields } from '@portal/domain';
import { api } from '../../../lib/api';

/** The tenant's templates (decision 0131): list, and upload with the parameters of SPEC §7. */
export const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTemplates: build.query<TemplateFile[], void>({
      query: () => '/templates',
      providesTags: ['Admin'],
    }),
    uploadTemplate: build.mutation<TemplateFile, { fields: TemplateUploadFields; file: File }>({
      query: ({ fields, file }) => {
        // The fields go before the file: the API reads them first.
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        body.append('file', file);
        return { url: '/templates/upload', method: 'POST', body };
      },
      invalidatesTags: ['Admin'],
    }),
  }),
});

export const { useGetTemplatesQuery, useUploadTemplateMutation } = templatesApi;
