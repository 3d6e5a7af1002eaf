/**
 * CSV as RFC 4180 describes it, and as spreadsheets actually write it: quoted fields may hold the
 * delimiter, doubled quotes and line breaks; lines end in CRLF, LF or CR; a UTF-8 byte-order mark
 * may lead; Excel in many European locales separates with ';' (and some tools with a tab), so the
 * delimiter is taken from the first line.
 */

export interface CsvRow {
  /** 1-based line of the file where the row starts (a quoted line break makes rows span lines). */
  line: number;
  cells: string[];
}

const DELIMITERS = [',', ';', '\t'] as const;
type Delimiter = (typeof DELIMITERS)[number];

/** The delimiter used most often outside quotes on the first line (',' when none is). */
function detectDelimiter(text: string): Delimiter {
  const counts = new Map<Delimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as Delimiter))
      counts.set(char as Delimiter, (counts.get(char as Delimiter) ?? 0) + 1);
  }
  let best: Delimiter = ',';
  for (const delimiter of DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Every row of the file; rows whose cells are all blank are left out. */
export function parseCsv(input: string): CsvRow[] {
  const text = stripBom(input);
  const delimiter = detectDelimiter(text);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;

  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
        }
      } else if (char === '\r' || char === '\n') {
        // A quoted line break is kept as '\n' whatever the file used.
        if (char === '\r' && text[i + 1] === '\n') i++;
        cell += '\n';
        line++;
      } else {
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      // A quote opens a quoted field only at its start (spaces before it are dropped).
      cell = '';
      quoted = true;
    } else if (char === delimiter) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** A cell quoted when it must be (delimiter, quote, line break, or edge spaces that would be lost). */
function quoteCell(value: string): string {
  return /[",;\t\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * CSV text of the rows: comma-separated, CRLF line ends, led by a byte-order mark so spreadsheet
 * programs read UTF-8 (Chinese names) correctly.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(quoteCell).join(',')).join('\r\n')}\r\n`;
}
