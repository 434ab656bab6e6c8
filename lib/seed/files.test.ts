import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCsvRows } from './files';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-csv-read-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Reads `text` as a CSV file: the rows (line and values), or the error's message. */
function read(text: string): { line: number; value: unknown }[] | string {
  fs.writeFileSync(path.join(dir, 'c.csv'), text);
  try {
    return readCsvRows(dir, 'c.csv').map(({ line, value }) => ({ line, value }));
  } catch (error) {
    return (error as Error).message;
  }
}

describe('readCsvRows', () => {
  it('reads quoted fields, doubled quotes and line breaks in quotes, each row with the line it starts on', () => {
    expect(read('\uFEFF a ,b\n1,"x, ""y"""\n\n2,"p\nq"\n3,z"w\n')).toEqual([
      { line: 2, value: { a: '1', b: 'x, "y"' } },
      { line: 4, value: { a: '2', b: 'p\nq' } },
      { line: 6, value: { a: '3', b: 'z"w' } },
    ]);
  });

  it('takes "\\r\\n", "\\n" and "\\r" as line ends, in one file', () => {
    expect(read('a,b\r\n1,"x\r\ny"\r\n2,3\r4,5\n6,7')).toEqual([
      { line: 2, value: { a: '1', b: 'x\r\ny' } },
      { line: 4, value: { a: '2', b: '3' } },
      { line: 5, value: { a: '4', b: '5' } },
      { line: 6, value: { a: '6', b: '7' } },
    ]);
  });

  it('names the file and the line a bad record starts on', () => {
    expect(read('a,b\n1,"two\nlines"\n1,2,3\n')).toBe('c.csv:4: has 3 fields, the header has 2');
    expect(read('a,b\n1,2\n3,"open\n4,5\n')).toBe('c.csv:3: has an unclosed quote');
    expect(read('a,b\n  \n')).toBe('c.csv:2: has 1 fields, the header has 2');
    expect(read('')).toBe('c.csv:1: is empty: a header line is required');
  });
});
