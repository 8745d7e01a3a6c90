import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  errorCodes,
  formatNumber,
  templateCloudNames,
  templateUploadFields,
  tenants,
  TEMPLATE_PATH_EXAMPLE,
  type TemplateCloudSource,
  type TemplateUploadForm,
  type TenantCode,
} from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { useFormatDateTime } from '../../components/date-time';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { useGetTemplatesQuery, useUploadTemplateMutation } from './api/templates';
import { ConsoleNav } from './console-nav';

/** zod and the upload form's schema: fetched once, when the form first validates or is idle (decision 0281). */
const loadTemplateUploadSchema = () => import('./template-upload-schema').then((schemas) => schemas.templateUploadFormSchema);

const cloudSourceName = (source: TemplateCloudSource, t: TFunction) =>
  source === 'DATABASE' ? t('consolePages.templates.databaseOnly') : templateCloudNames[source];

const sizeOf = (bytes: number, t: TFunction) =>
  bytes < 1024
    ? t('consolePages.templates.bytes', { size: formatNumber(bytes) })
    : t('consolePages.templates.kilobytes', { size: formatNumber(bytes / 1024, 1) });

const pathExample = { example: TEMPLATE_PATH_EXAMPLE };

/**
 * The tenant's notification and document templates (SPEC §7 template upload; decision 0131): upload one
 * with its broker, path, cloud source, bucket and public flag, a form of the engine whose chosen file goes
 * with the other answers in one multipart request (decision 0267); list and download them.
 */
export function AdminTemplatesPage() {
  const { t } = useTranslation();
  const id = useId();
  const session = useGetSessionQuery();
  const [upload, uploaded] = useUploadTemplateMutation();
  const tenant: TenantCode = session.data?.tenant ?? 'mintpro';
  // A new form after each upload: its answers (and the chosen file) start again.
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<string>();

  const apiError = useMemo(() => readApiError(uploaded.error), [uploaded.error]);
  // Once per answer (the form puts them on its fields when they change). The API's refusal of the file itself
  // (its bytes' type, its size) is said beside the file, in its words.
  const serverErrors = useMemo(() => {
    if (apiError?.code === errorCodes.validation) return apiError.fields;
    const fileRefused = apiError?.code === errorCodes.payloadTooLarge || apiError?.code === errorCodes.unsupportedMedia;
    return fileRefused ? { file: apiError.message } : undefined;
  }, [apiError]);

  const submit = async ({ file, ...place }: TemplateUploadForm) => {
    setNotice(undefined);
    const saved = await upload({ fields: { tenant, ...place }, file })
      .unwrap()
      .catch(() => undefined);
    if (!saved) return;
    setNotice(
      t(saved.public ? 'consolePages.templates.uploadedPublic' : 'consolePages.templates.uploaded', {
        file: saved.fileName,
        place: `${saved.bucket}/${saved.path}`,
      }),
    );
    setFormKey((key) => key + 1);
    uploaded.reset();
  };

  return (
    <div>
      <ConsoleNav />
      <section aria-labelledby={`${id}-upload`} className="console-section">
        <h2 id={`${id}-upload`}>{t('consolePages.templates.upload')}</h2>
        <p className="console-note">{t('consolePages.templates.kinds')}</p>
        <ConfigForm
          key={formKey}
          className="console-form"
          aria-label={t('consolePages.templates.upload')}
          fields={templateUploadFields}
          loadSchema={loadTemplateUploadSchema}
          textValues={pathExample}
          intro={<p>{t('consolePages.templates.tenant', { name: tenants[tenant].name })}</p>}
          onSubmit={submit}
          serverErrors={serverErrors}
          submitLabel={t('consolePages.templates.uploadButton')}
          submitting={uploaded.isLoading}
        >
          {apiError && Object.keys(serverErrors ?? {}).length === 0 ? <ErrorMessage>{apiError.message}</ErrorMessage> : null}
        </ConfigForm>
        {notice ? <p role="status">{notice}</p> : null}
      </section>

      <TemplateList />
    </div>
  );
}

/** The tenant's templates, each with its place and a download link. */
function TemplateList() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const id = useId();
  const list = useGetTemplatesQuery();
  return (
    <section aria-labelledby={`${id}-list`}>
      <h2 id={`${id}-list`}>{t('consolePages.templates.yours')}</h2>
      {list.isLoading ? <LoadingMessage>{t('consolePages.templates.loading')}</LoadingMessage> : null}
      {readApiError(list.error)?.status === 403 ? <ErrorMessage>{readApiError(list.error)?.message}</ErrorMessage> : null}
      {list.data && list.data.length === 0 ? <p>{t('consolePages.templates.none')}</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="console-cards" aria-label={t('consolePages.templates.list')}>
          {list.data.map((template) => (
            <li key={template.templateId} className="console-card">
              <h3>
                {template.bucket}/{template.path}
              </h3>
              <p>
                <span className={template.public ? 'console-tag' : 'console-tag console-tag--off'}>
                  {template.public ? t('consolePages.templates.public') : t('consolePages.templates.private')}
                </span>{' '}
                {tenants[template.broker].name} · {cloudSourceName(template.cloudSource, t)}
              </p>
              <p>
                {template.fileName} · {sizeOf(template.size, t)} · {formatDateTime(template.uploadedAt)}
              </p>
              <p>
                <a href={template.url} download>
                  {t('consolePages.templates.download')}
                  <span className="visually-hidden"> {template.path}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
