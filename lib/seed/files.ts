import fs from 'node:fs';
import path from 'node:path';

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

/** Reads a CSV file (RFC 4180: quotes, doubled quotes, newlines in quotes) into objects. */
export function readCsvRows(root: string, file: string): SourcedRow[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/^\uFEFF/, '');
  const records = parseCsv(text, file);
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

function parseCsv(text: string, file: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') inQuotes = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      records.push({ line: start, fields });
      fields = [];
      field = '';
      line++;
      start = line;
    } else field += c;
  }
  if (inQuotes) throw new DataFileError(file, start, 'has an unclosed quote');
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push({ line: start, fields });
  }
  return records;
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
