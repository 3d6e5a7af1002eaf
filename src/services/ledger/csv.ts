/**
 * CSV of what a history shows (issue 11 item 5, beyond the spec: export the loaded month). RFC
 * 4180: fields with a comma, quote, line break or edge space are quoted, quotes doubled, lines end
 * in CRLF. Two habits of spreadsheets are met: a byte-order mark so Excel reads UTF-8 (Chinese),
 * and text that would start a formula (= + - @, tab, CR) is prefixed with ' so opening the file
 * cannot run anything a sender put in a message — numbers such as '-0.0150' stay numbers.
 */

export type CsvCell = string | number;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function field(cell: CsvCell): string {
  let text = String(cell);
  if (typeof cell === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: a header line, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands `text` to the browser as a download named `fileName` (a Blob URL, released after the click). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; releasing it later frees the Blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
