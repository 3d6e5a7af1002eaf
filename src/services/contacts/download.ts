/**
 * Hands an exported file to the browser as a download (an object URL on a temporary link).
 * The contacts chart calls it through its provided `downloadExport` action, never directly.
 */
import type { ExportFile } from './exportBook.ts';

export function downloadFile(file: ExportFile, page: Document = document): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.mimeType }));
  const link = page.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  page.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
