import { afterEach, expect, it, vi } from 'vitest';
import { saveDownload } from './save-download';

const { revokeObjectURL } = URL;
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.assign(URL, { revokeObjectURL });
});

it('clicks a link with the file’s name once, leaves no link behind and frees the object URL after', () => {
  vi.useFakeTimers();
  const clicked: { href: string; download: string; inPage: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inPage: this.isConnected });
  });
  URL.revokeObjectURL = vi.fn();

  saveDownload('blob:http://localhost/pdf-1', 'sheet.pdf');

  expect(clicked).toEqual([{ href: 'blob:http://localhost/pdf-1', download: 'sheet.pdf', inPage: true }]);
  expect(document.querySelector('a[download]')).toBeNull();
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/pdf-1');
});
