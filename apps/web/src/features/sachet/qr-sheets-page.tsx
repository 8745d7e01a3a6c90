import { useId, useState } from 'react';
import { genericSumInsuredAmounts, QR_SHEET_MAX_CODES, formatRupees, formatDateTime } from '@portal/domain';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';
import { readApiError } from '../../lib/api-error';
import { useListQrSheetsQuery } from './api/qr-codes';
import '../../components/form/config-form.css';
import './sachet.css';

/**
 * The partner's sheet of Sachet Term QR codes (/qr-codes): the form posts straight to the API, so the
 * phone's browser downloads the PDF itself (the codes exist only in it; the server keeps hashes).
 */
export function QrSheetsPage() {
  const sheets = useListQrSheetsQuery(undefined, { refetchOnFocus: true });
  const [count, setCount] = useState('6');
  const countId = useId();
  const sumId = useId();
  const countValid = /^\d+$/.test(count) && Number(count) >= 1 && Number(count) <= QR_SHEET_MAX_CODES;

  return (
    <div className="qr-sheets">
      <form
        className="cf-form"
        method="post"
        action="/api/qr-codes/sheets"
        aria-labelledby="qr-new-sheet"
        onSubmit={(event) => {
          if (!countValid) event.preventDefault();
          else window.setTimeout(() => void sheets.refetch(), 2000);
        }}
      >
        <h2 id="qr-new-sheet">Print a sheet of codes</h2>
        <p>Each code activates one year of Sachet Term cover, once. Cut the sheet and hand one code to each customer.</p>
        <div className="cf-field">
          <label className="cf-label" htmlFor={countId}>
            Number of codes
          </label>
          <p className="cf-hint" id={`${countId}-hint`}>
            From 1 to {QR_SHEET_MAX_CODES}; six fit on a page
          </p>
          <input
            id={countId}
            name="count"
            className="cf-input"
            inputMode="numeric"
            value={count}
            onChange={(event) => setCount(event.target.value)}
            aria-describedby={`${countId}-hint${countValid ? '' : ` ${countId}-error`}`}
            aria-invalid={countValid ? undefined : true}
          />
          {countValid ? null : (
            <p className="cf-error" id={`${countId}-error`}>
              Enter a number of codes from 1 to {QR_SHEET_MAX_CODES}
            </p>
          )}
        </div>
        <div className="cf-field">
          <label className="cf-label" htmlFor={sumId}>
            Sum insured
          </label>
          <select id={sumId} name="sumInsured" className="cf-input" defaultValue={String(genericSumInsuredAmounts[0])}>
            {genericSumInsuredAmounts.map((amount) => (
              <option key={amount} value={amount}>
                {formatRupees(amount * 100)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          Make and download the PDF
        </button>
      </form>
      <SheetsMade />
    </div>
  );
}

/** The sheets the partner made, with how many of their codes were activated. */
function SheetsMade() {
  // The page's own query (one cache entry): the form above refetches it after a sheet is made.
  const sheets = useListQrSheetsQuery(undefined, { refetchOnFocus: true });
  return (
    <section aria-labelledby="qr-sheets-made">
      <h2 id="qr-sheets-made">Sheets you made</h2>
      {sheets.isLoading ? <LoadingMessage>Loading your sheets…</LoadingMessage> : null}
      {sheets.isError ? (
        <ErrorMessage onRetry={() => void sheets.refetch()}>{readApiError(sheets.error)?.message ?? 'Your sheets could not be loaded.'}</ErrorMessage>
      ) : null}
      {sheets.data && sheets.data.length === 0 ? <p>No sheets yet.</p> : null}
      {sheets.data && sheets.data.length > 0 ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="qr-sheets-made">
          <table>
            <thead>
              <tr>
                <th scope="col">Made on</th>
                <th scope="col">Cover</th>
                <th scope="col">Codes</th>
                <th scope="col">Activated</th>
              </tr>
            </thead>
            <tbody>
              {sheets.data.map((sheet) => (
                <tr key={sheet.sheetId}>
                  <td>{formatDateTime(new Date(sheet.createdAt))}</td>
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
