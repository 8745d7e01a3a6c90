import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, qrSheetFields, type QrSheetForm } from '@portal/domain';
import { ConfigForm } from '../../components/form/config-form';
import { useFormatDateTime } from '../../components/date-time';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { saveDownload } from '../../lib/save-download';
import { useListQrSheetsQuery, useMakeQrSheetMutation } from './api/qr-codes';
import { loadSachetSchema } from './load-sachet-schema';
import './sachet.css';

/**
 * The partner's sheet of Sachet Term QR codes (/qr-codes): a form of the engine whose answer, the PDF, the
 * page saves as a download (decision 0267); the codes exist only in it (the server keeps hashes).
 */
export function QrSheetsPage() {
  const { t } = useTranslation();
  const sheets = useListQrSheetsQuery(undefined, { refetchOnFocus: true });
  const [makeSheet, made] = useMakeQrSheetMutation();
  const [downloaded, setDownloaded] = useState<string>();
  // Once per answer: the form puts its fields' messages on them when they change.
  const apiError = useMemo(() => readApiError(made.error), [made.error]);

  const submit = async (request: QrSheetForm) => {
    setDownloaded(undefined);
    const pdf = await makeSheet(request)
      .unwrap()
      .catch(() => undefined);
    if (!pdf) return;
    saveDownload(pdf.objectUrl, pdf.fileName);
    setDownloaded(pdf.fileName);
    void sheets.refetch();
  };

  return (
    <div className="qr-sheets">
      <section aria-labelledby="qr-new-sheet">
        <h2 id="qr-new-sheet">{t('qrSheets.heading')}</h2>
        <ConfigForm
          aria-label={t('qrSheets.heading')}
          fields={qrSheetFields}
          loadSchema={loadSachetSchema.qrSheet}
          intro={<p>{t('qrSheets.about')}</p>}
          onSubmit={submit}
          serverErrors={apiError?.fields}
          submitLabel={t('qrSheets.make')}
          submittingLabel={t('qrSheets.making')}
          submitting={made.isLoading}
        >
          {apiError && Object.keys(apiError.fields).length === 0 ? (
            // The API's refusal in its words (in the page's language); a call that never reached it, in ours.
            <ErrorMessage>{apiError.status === 'NETWORK' ? t('qrSheets.failed') : apiError.message}</ErrorMessage>
          ) : null}
        </ConfigForm>
        {downloaded ? <p role="status">{t('qrSheets.downloaded', { fileName: downloaded })}</p> : null}
      </section>
      <SheetsMade />
    </div>
  );
}

/** The sheets the partner made, with how many of their codes were activated. */
function SheetsMade() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  // The page's own query (one cache entry): the form above refetches it after a sheet is made.
  const sheets = useListQrSheetsQuery(undefined, { refetchOnFocus: true });
  const loadError = readApiError(sheets.error);
  return (
    <section aria-labelledby="qr-sheets-made">
      <h2 id="qr-sheets-made">{t('qrSheets.sheetsMade')}</h2>
      {sheets.isLoading ? <LoadingMessage>{t('qrSheets.loading')}</LoadingMessage> : null}
      {sheets.isError ? (
        <ErrorMessage onRetry={() => void sheets.refetch()}>
          {!loadError || loadError.status === 'NETWORK' ? t('qrSheets.loadFailed') : loadError.message}
        </ErrorMessage>
      ) : null}
      {sheets.data && sheets.data.length === 0 ? <p>{t('qrSheets.none')}</p> : null}
      {sheets.data && sheets.data.length > 0 ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="qr-sheets-made">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('qrSheets.madeOn')}</th>
                <th scope="col">{t('qrSheets.cover')}</th>
                <th scope="col">{t('qrSheets.codes')}</th>
                <th scope="col">{t('qrSheets.activated')}</th>
              </tr>
            </thead>
            <tbody>
              {sheets.data.map((sheet) => (
                <tr key={sheet.sheetId}>
                  <td>{formatDateTime(sheet.createdAt)}</td>
                  <td>{formatRupees(sheet.sumInsured * 100)}</td>
                  <td>{sheet.count}</td>
                  <td>{sheet.activated}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
