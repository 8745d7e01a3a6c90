import { useId, useState, type FormEvent } from 'react';
import { templateCloudSources, templateMessages, tenantCodes, tenants, type TemplateCloudSource, type TenantCode, formatDateTime } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { useGetTemplatesQuery, useUploadTemplateMutation } from './api/templates';
import { ConsoleNav } from './console-nav';

const cloudSourceNames: Record<TemplateCloudSource, string> = {
  DATABASE: 'Portal database only',
  AWS_S3: 'Amazon S3',
  GCP_STORAGE: 'Google Cloud Storage',
  AZURE_BLOB: 'Azure Blob Storage',
};

const sizeOf = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`);

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
    if (!broker) missing.broker = templateMessages.broker;
    if (!file) missing.file = templateMessages.file;
    setLocalErrors(missing);
    if (!broker || !file) return;
    const saved = await upload({ fields: { tenant, broker, path, cloudSource, bucket, public: isPublic ? 'true' : 'false' }, file })
      .unwrap()
      .catch(() => undefined);
    if (saved) {
      setNotice(`Uploaded ${saved.fileName} to ${saved.bucket}/${saved.path}${saved.public ? ' (public)' : ''}.`);
      setFile(undefined);
      setFormKey((key) => key + 1);
    }
  };

  return (
    <div>
      <ConsoleNav />
      <section aria-labelledby={`${id}-upload`} className="console-section">
        <h2 id={`${id}-upload`}>Upload a template</h2>
        <p className="console-note">
          SMS and email texts (plain UTF-8), letters (PDF) or images (PNG, JPEG), up to 2 MB. A file at the same broker, bucket and path is replaced.
        </p>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Upload a template" className="console-form">
          <p>Tenant: {tenants[tenant].name}</p>
          <PlaceFields id={id} draft={draft} onChange={setDraft} errors={errors} />
          <div className="cf-field">
            <label className="console-check">
              <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} /> Public: anyone with its address may download
              it
            </label>
          </div>
          <Field id={`${id}-file`} label="File" error={errors.file}>
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
            Upload template
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
  const set = (change: Partial<TemplatePlace>) => onChange({ ...draft, ...change });
  return (
    <>
      <SelectInput
        id={`${id}-broker`}
        label="Broker"
        hint="The seller brand whose messages or documents use it"
        error={errors.broker}
        value={draft.broker}
        placeholder="Choose a broker"
        options={tenantCodes.map((code) => ({ value: code, label: tenants[code].name }))}
        onChange={(broker) => set({ broker })}
      />
      <NameField
        id={`${id}-path`}
        label="Path"
        hint="For example sms/policy-issued.txt"
        error={errors.path}
        value={draft.path}
        maxLength={200}
        onChange={(path) => set({ path })}
      />
      <SelectInput
        id={`${id}-source`}
        label="Cloud source"
        error={errors.cloudSource}
        value={draft.cloudSource}
        options={templateCloudSources.map((source) => ({ value: source, label: cloudSourceNames[source] }))}
        onChange={(cloudSource) => set({ cloudSource })}
      />
      <NameField
        id={`${id}-bucket`}
        label="Bucket"
        hint="3 to 63 lower-case letters, digits, dots and dashes"
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
  const id = useId();
  const list = useGetTemplatesQuery();
  return (
    <section aria-labelledby={`${id}-list`}>
      <h2 id={`${id}-list`}>Your tenant’s templates</h2>
      {list.isLoading ? <LoadingMessage>Loading the templates…</LoadingMessage> : null}
      {readApiError(list.error)?.status === 403 ? <ErrorMessage>{readApiError(list.error)?.message}</ErrorMessage> : null}
      {list.data && list.data.length === 0 ? <p>No template uploaded yet.</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="console-cards" aria-label="Templates">
          {list.data.map((template) => (
            <li key={template.templateId} className="console-card">
              <h3>
                {template.bucket}/{template.path}
              </h3>
              <p>
                <span className={template.public ? 'console-tag' : 'console-tag console-tag--off'}>{template.public ? 'Public' : 'Private'}</span>{' '}
                {tenants[template.broker].name} · {cloudSourceNames[template.cloudSource]}
              </p>
              <p>
                {template.fileName} · {sizeOf(template.size)} · {formatDateTime(new Date(template.uploadedAt))}
              </p>
              <p>
                <a href={template.url} download>
                  Download<span className="visually-hidden"> {template.path}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
