import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatNumber, templateCloudSources, tenantCodes, tenants, type TemplateCloudSource, type TenantCode } from '@portal/domain';
import { useFormatDateTime } from '../../components/date-time';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { useGetTemplatesQuery, useUploadTemplateMutation } from './api/templates';
import { ConsoleNav } from './console-nav';

/** The clouds' own names (brands, the same in every language); the portal's database in the page's language. */
export const cloudNames: Record<Exclude<TemplateCloudSource, 'DATABASE'>, string> = {
  AWS_S3: 'Amazon S3',
  GCP_STORAGE: 'Google Cloud Storage',
  AZURE_BLOB: 'Azure Blob Storage',
};
const cloudSourceName = (source: TemplateCloudSource, t: TFunction) => (source === 'DATABASE' ? t('consolePages.templates.databaseOnly') : cloudNames[source]);

/** An example of a template's path, the same in every language (a path is typed as it is). */
export const TEMPLATE_PATH_EXAMPLE = 'sms/policy-issued.txt';

const sizeOf = (bytes: number, t: TFunction) =>
  bytes < 1024
    ? t('consolePages.templates.bytes', { size: formatNumber(bytes) })
    : t('consolePages.templates.kilobytes', { size: formatNumber(bytes / 1024, 1) });

/** One labelled input with its error below, tied by aria-describedby. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => React.ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="cf-field">
      <label className="cf-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="cf-hint">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p id={`${id}-error`} className="cf-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The tenant's notification and document templates (SPEC §7 template upload; decision 0131): upload one
 * with its broker, path, cloud source, bucket and public flag; list and download them.
 */
export function AdminTemplatesPage() {
  const { t } = useTranslation();
  const id = useId();
  const session = useGetSessionQuery();
  const [upload, uploaded] = useUploadTemplateMutation();
  const tenant: TenantCode = session.data?.tenant ?? 'mintpro';
  const [draft, setDraft] = useState<TemplatePlace>({ broker: '', path: '', cloudSource: 'DATABASE', bucket: '' });
  const [isPublic, setIsPublic] = useState(false);
  const [file, setFile] = useState<File>();
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<string>();
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});

  const apiError = readApiError(uploaded.error);
  const errors = { ...(apiError?.code === 'VALIDATION' ? apiError.fields : {}), ...localErrors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(undefined);
    const missing: Record<string, string> = {};
    const { broker, path, cloudSource, bucket } = draft;
    if (!broker) missing.broker = t('consolePages.templates.chooseBroker');
    if (!file) missing.file = t('consolePages.templates.chooseFile');
    setLocalErrors(missing);
    if (!broker || !file) return;
    const saved = await upload({ fields: { tenant, broker, path, cloudSource, bucket, public: isPublic ? 'true' : 'false' }, file })
      .unwrap()
      .catch(() => undefined);
    if (saved) {
      setNotice(
        t(saved.public ? 'consolePages.templates.uploadedPublic' : 'consolePages.templates.uploaded', {
          file: saved.fileName,
          place: `${saved.bucket}/${saved.path}`,
        }),
      );
      setFile(undefined);
      setFormKey((key) => key + 1);
    }
  };

  return (
    <div>
      <ConsoleNav />
      <section aria-labelledby={`${id}-upload`} className="console-section">
        <h2 id={`${id}-upload`}>{t('consolePages.templates.upload')}</h2>
        <p className="console-note">{t('consolePages.templates.kinds')}</p>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('consolePages.templates.upload')} className="console-form">
          <p>{t('consolePages.templates.tenant', { name: tenants[tenant].name })}</p>
          <PlaceFields id={id} draft={draft} onChange={setDraft} errors={errors} />
          <div className="cf-field">
            <label className="console-check">
              <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} /> {t('consolePages.templates.publicCheck')}
            </label>
          </div>
          <Field id={`${id}-file`} label={t('consolePages.templates.file')} error={errors.file}>
            {(describedBy) => (
              <input
                key={formKey}
                id={`${id}-file`}
                type="file"
                className="cf-input"
                accept=".txt,.pdf,.png,.jpg,.jpeg,text/plain,application/pdf,image/png,image/jpeg"
                aria-describedby={describedBy}
                aria-invalid={errors.file ? true : undefined}
                onChange={(event) => setFile(event.target.files?.[0])}
              />
            )}
          </Field>
          <button type="submit" className="button" disabled={uploaded.isLoading}>
            {t('consolePages.templates.uploadButton')}
          </button>
          {notice ? <p role="status">{notice}</p> : null}
          {apiError && apiError.code !== 'VALIDATION' ? <ErrorMessage>{apiError.message}</ErrorMessage> : null}
        </form>
      </section>

      <TemplateList />
    </div>
  );
}

/** Where a template is kept: for which broker, at which path, in which cloud source and bucket. */
interface TemplatePlace {
  broker: TenantCode | '';
  path: string;
  cloudSource: TemplateCloudSource;
  bucket: string;
}

interface PlaceFieldsProps {
  id: string;
  draft: TemplatePlace;
  onChange: (draft: TemplatePlace) => void;
  errors: Record<string, string>;
}

function PlaceFields({ id, draft, onChange, errors }: PlaceFieldsProps) {
  const { t } = useTranslation();
  const set = (change: Partial<TemplatePlace>) => onChange({ ...draft, ...change });
  return (
    <>
      <SelectInput
        id={`${id}-broker`}
        label={t('consolePages.templates.broker')}
        hint={t('consolePages.templates.brokerHint')}
        error={errors.broker}
        value={draft.broker}
        placeholder={t('consolePages.templates.chooseBroker')}
        options={tenantCodes.map((code) => ({ value: code, label: tenants[code].name }))}
        onChange={(broker) => set({ broker })}
      />
      <NameField
        id={`${id}-path`}
        label={t('consolePages.templates.path')}
        hint={t('consolePages.templates.pathHint', { example: TEMPLATE_PATH_EXAMPLE })}
        error={errors.path}
        value={draft.path}
        maxLength={200}
        onChange={(path) => set({ path })}
      />
      <SelectInput
        id={`${id}-source`}
        label={t('consolePages.templates.cloudSource')}
        error={errors.cloudSource}
        value={draft.cloudSource}
        options={templateCloudSources.map((source) => ({ value: source, label: cloudSourceName(source, t) }))}
        onChange={(cloudSource) => set({ cloudSource })}
      />
      <NameField
        id={`${id}-bucket`}
        label={t('consolePages.templates.bucket')}
        hint={t('consolePages.templates.bucketHint')}
        error={errors.bucket}
        value={draft.bucket}
        maxLength={63}
        onChange={(bucket) => set({ bucket })}
      />
    </>
  );
}

interface SelectInputProps<Value extends string> {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  value: Value | '';
  /** The empty first option, when nothing is chosen yet. */
  placeholder?: string;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** One choice from a list, in a select. */
function SelectInput<Value extends string>({ id, label, hint, error, value, placeholder, options, onChange }: SelectInputProps<Value>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select
          id={id}
          className="cf-input"
          value={value}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value as Value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A lower-case name typed as is (a path, a bucket): no capitals or spelling fixes by the phone's keyboard. */
function NameField(props: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  const { id, error } = props;
  return (
    <Field id={id} label={props.label} hint={props.hint} error={error}>
      {(describedBy) => (
        <input
          id={id}
          className="cf-input"
          value={props.value}
          maxLength={props.maxLength}
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
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
