import fs from 'node:fs';
import path from 'node:path';
import { CsvError, parse } from 'csv-parse/sync';

/** A row read from a data file, with where it came from for error messages. */
export interface SourcedRow {
  file: string;
  line: number;
  value: unknown;
}

/** A problem in a data file, named by file, line and what is wrong. */
export class DataFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
  ) {
    super(`${file}:${line}: ${problem}`);
    this.name = 'DataFileError';
  }
}

/**
 * Reads a JSON file holding an array of objects and returns each element with the line its
 * opening brace is on.
 */
export function readJsonRows(root: string, file: string): SourcedRow[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const line = position ? text.slice(0, Number(position[1])).split('\n').length : 1;
    throw new DataFileError(file, line, `not valid JSON (${message})`);
  }
  if (!Array.isArray(parsed)) throw new DataFileError(file, 1, 'must hold a JSON array of objects');
  const lines = elementLines(text);
  return parsed.map((value, i) => ({ file, line: lines[i] ?? 1, value }));
}

/** Lines where the elements of the top-level array start. */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (depth === 1) lines.push(line);
      depth++;
    } else if (c === ']' || c === '}') depth--;
  }
  return lines;
}

/**
 * Reads a CSV file (RFC 4180: quotes, doubled quotes, line breaks in quotes; csv-parse) into
 * objects keyed by the trimmed header names, each with the line its record starts on. Blank
 * lines are skipped; a record whose field count is not the header's is refused.
 */
export function readCsvRows(root: string, file: string): SourcedRow[] {
  const records = parseCsv(fs.readFileSync(path.join(root, file)), file);
  const header = records.shift();
  if (!header) throw new DataFileError(file, 1, 'is empty: a header line is required');
  const names = header.fields.map((h) => h.trim());
  return records
    .filter((r) => !(r.fields.length === 1 && r.fields[0] === ''))
    .map((r) => {
      if (r.fields.length !== names.length) {
        throw new DataFileError(file, r.line, `has ${r.fields.length} fields, the header has ${names.length}`);
      }
      return { file, line: r.line, value: Object.fromEntries(names.map((n, i) => [n, r.fields[i] ?? ''])) };
    });
}

/** The records of a CSV text and the line each starts on (a line ends at "\r\n", "\n" or "\r"). */
function parseCsv(bytes: Buffer, file: string): { line: number; fields: string[] }[] {
  const lineAt = lineCounter(bytes);
  const records: { line: number; fields: string[] }[] = [];
  // csv-parse reports where a record ends (in bytes); the next one starts there
  let start = 0;
  try {
    parse(bytes, {
      bom: true,
      // a quote inside an unquoted field is a character, and a field count is checked here, with the line
      relax_quotes: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      on_record: (fields: string[], info) => {
        records.push({ line: lineAt(start), fields });
        start = info.bytes;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') throw new DataFileError(file, lineAt(start), 'has an unclosed quote');
    throw new DataFileError(file, lineAt(start), `is not valid CSV (${error.message})`);
  }
  return records;
}

/** line(offset): the line a byte offset is on, for offsets asked in increasing order. */
function lineCounter(bytes: Buffer): (offset: number) => number {
  const [CR, LF] = [0x0d, 0x0a];
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let line = 1;
  return (offset) => {
    for (; at < offset; at++) {
      if (bytes[at] === LF || (bytes[at] === CR && bytes[at + 1] !== LF)) line++;
    }
    return line;
  };
}

/**
 * Writes rows as CSV the way the data files are kept: "\n" line ends, a field quoted only
 * when it holds a comma, a quote or a line break (quotes doubled), columns in header order.
 */
export function writeCsv(header: readonly string[], rows: readonly Record<string, string | number>[]): string {
  const field = (v: string | number | undefined) => {
    const s = v === undefined ? '' : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [header, ...rows.map((r) => header.map((h) => r[h]))].map((cells) => `${cells.map(field).join(',')}\n`).join('');
}
