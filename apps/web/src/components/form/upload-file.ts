import type { Upload } from '@portal/domain';
import { api } from '../../lib/api';

/** POST /api/files/v1/upload (multipart, field "file"): stores a document and answers its fileId. */
const uploadFileApi = api.injectEndpoints({
  endpoints: (builder) => ({
    uploadFile: builder.mutation<Upload, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/files/v1/upload', method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadFileMutation } = uploadFileApi;
