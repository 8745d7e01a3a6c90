/** How long the object URL stays after the click: the browser has started reading it by then. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Saves a file the page holds as an object URL (a PDF an API call answered) as a download, by a link with
 * `download` clicked once, and frees the URL after.
 */
export function saveDownload(objectUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
  }
}
