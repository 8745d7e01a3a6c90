import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { requiredMessageOf, type FieldValue, type Upload } from '@portal/domain';
import { readApiError } from '../../lib/api-error';
import { describeInput, type FieldProps } from './field-props';
import { LabelledField } from './field-messages';
import { useUploadFileMutation } from './upload-file';
import { useFieldInput } from './use-field-input';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A document (GST certificate, PAN card, invoice). Choosing a file uploads it at once; the form keeps
 * the answered fileId as the field's value, so the quote or proposal names the stored file. A field
 * `sentWithForm` keeps the chosen file itself instead, for the form's own multipart request (decision 0267).
 */
export function FileField(props: FieldProps) {
  return props.field.sentWithForm ? <FileSentWithForm {...props} /> : <UploadedFileField {...props} />;
}

/**
 * The chosen File is the field's value ('' when none), checked by the form's schema (type, size) like any
 * answer, and sent by the page with the other answers.
 */
function FileSentWithForm(props: FieldProps) {
  const { t } = useTranslation();
  const input = useFieldInput(props.field);
  const { value, onChange } = input;
  const chosen = value instanceof File ? value : undefined;
  // react-hook-form holds a File as it is (it never copies a Blob); FormValues names the JSON answers only.
  const choose = (file: File | undefined) => onChange((file ?? '') as FieldValue);
  const status = chosen ? t('shell.fileChosen', { fileName: chosen.name, size: kb(chosen.size) }) : '';
  return <FileInput {...props} input={input} status={status} disabled={props.field.locked === true} onChoose={choose} />;
}

function UploadedFileField(props: FieldProps) {
  const { field } = props;
  const { t } = useTranslation();
  const input = useFieldInput(field);
  const { value, onChange } = input;
  const { setError, clearErrors } = useFormContext();
  const [uploadFile, { isLoading: uploading }] = useUploadFileMutation();
  const [uploaded, setUploaded] = useState<Upload | undefined>();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // The spec's message for a file field ("Add PAN Card as a PDF or Image") says which types it takes.
    if (field.accept && !(field.accept as readonly string[]).includes(file.type)) {
      setError(field.name, { type: 'accept', message: requiredMessageOf(field) });
      return;
    }
    clearErrors(field.name);
    try {
      const result = await uploadFile(file).unwrap();
      setUploaded(result);
      onChange(result.fileId);
    } catch (failure) {
      const apiError = readApiError(failure as Parameters<typeof readApiError>[0]);
      setUploaded(undefined);
      onChange('');
      setError(field.name, { type: 'upload', message: apiError?.fields.file ?? apiError?.message ?? requiredMessageOf(field) });
    }
  };

  const status = uploading
    ? t('shell.uploading')
    : uploaded && value === uploaded.fileId
      ? t('shell.uploaded', { fileName: uploaded.fileName, size: kb(uploaded.size) })
      : '';
  return <FileInput {...props} input={input} status={status} disabled={field.locked === true || uploading} onChoose={(file) => void choose(file)} />;
}

interface FileInputProps extends FieldProps {
  /** The field's controller, held by the field that decides what a chosen file does. */
  input: ReturnType<typeof useFieldInput>;
  status: string;
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
}

/** The file input and its status line (what was chosen or uploaded), told to a screen reader as it changes. */
function FileInput({ field, id, input, status, disabled, onChoose }: FileInputProps) {
  const { ref, name, onBlur, error } = input;
  const statusId = `${id}-status`;
  const a11y = describeInput(field, id, error);
  return (
    <LabelledField field={field} id={id} error={error}>
      <input
        type="file"
        id={id}
        name={name}
        ref={ref}
        className="cf-input cf-file"
        accept={field.accept?.join(',')}
        onChange={(event) => onChoose(event.target.files?.[0])}
        onBlur={onBlur}
        disabled={disabled}
        {...a11y}
        aria-describedby={[a11y['aria-describedby'], statusId].filter(Boolean).join(' ')}
      />
      <p className="cf-hint" id={statusId} role="status">
        {status}
      </p>
    </LabelledField>
  );
}
