/**
 * Words a Hindi or Marathi page may carry in Latin script (point 6): abbreviations a customer
 * knows and writes in Latin letters, and the date pattern the forms ask for. Brand, product and plan names
 * are added by the caller (they are data: tenants, the catalogue).
 */
export const allowedLatinWords: readonly string[] = [
  'KYC',
  'PAN',
  'OTP',
  'EMI',
  'APR',
  'UPI',
  'GST',
  'GSTIN',
  'IMEI',
  'PDF',
  // The upload formats a form names beside PDF.
  'JPEG',
  'PNG',
  'MB',
  'IFSC',
  'KFS',
  // A fixed deposit, as banks and customers name it.
  'FD',
  'QR',
  'SMS',
  'DD',
  'MM',
  'YYYY',
  'Rs',
  // The membership id's prefix, printed on every policy (MBR000000123).
  'MBR',
];

/**
 * The Latin-script words of `text` that are not allowed: runs of Latin letters (with inner dots,
 * apostrophes or hyphens) that are neither in `allowedLatinWords` nor in `extra` (compared whole and
 * case-sensitively, so "Pan" is not "PAN"). Multi-word allowed names ("Mint Pro Insurance Brokers") are
 * taken out first. Links and e-mail addresses are not words, nor are codes: capitals and digits together
 * (a PAN such as ABCDE1234F, a vehicle number MH12AB1234, a model S24, a reference PRP20261121K7QM2D, a
 * policy number POL/GROUP-PERSONAL-ACCIDENT/2026/000123).
 */
export function findLatinWords(text: string, extra: readonly string[] = []): string[] {
  const names = [...extra].filter((name) => /\s/.test(name)).sort((a, b) => b.length - a.length);
  let rest = text.replace(/\bhttps?:\/\/\S+/g, ' ').replace(/\S+@\S+\.\S+/g, ' ');
  for (const name of names) rest = rest.split(name).join(' ');
  rest = rest.replace(/(?<![\p{L}\p{N}])(?=[A-Z0-9/-]*\d)(?=[A-Z0-9/-]*[A-Z])[A-Z0-9]+(?:[-/][A-Z0-9]+)*(?![\p{L}\p{N}])/gu, ' ');
  const allowed = new Set([...allowedLatinWords, ...extra]);
  return [...rest.matchAll(/[A-Za-z]+(?:['.’-][A-Za-z]+)*/g)].map((match) => match[0]).filter((word) => !allowed.has(word));
}
