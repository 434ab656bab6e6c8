import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFileError, generateSeed, loadData, seedSql } from './generate';

const root = path.resolve(import.meta.dirname, '../..');

/** A copy of data/ and supabase/ in a temp dir, to break on purpose. */
function copyRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-seed-'));
  fs.cpSync(path.join(root, 'data'), path.join(dir, 'data'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'supabase'));
  fs.writeFileSync(path.join(dir, 'supabase', 'seed.sql'), '-- untouched\n');
  return dir;
}

function editJson(dir: string, file: string, edit: (rows: Record<string, unknown>[]) => void) {
  const p = path.join(dir, file);
  const rows = JSON.parse(fs.readFileSync(p, 'utf8')) as Record<string, unknown>[];
  edit(rows);
  fs.writeFileSync(p, `${JSON.stringify(rows, null, 2)}\n`);
}

function expectRefused(dir: string, pattern: RegExp) {
  let error: unknown;
  try {
    generateSeed(dir);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(DataFileError);
  expect((error as Error).message).toMatch(pattern);
  expect(fs.readFileSync(path.join(dir, 'supabase', 'seed.sql'), 'utf8')).toBe('-- untouched\n');
}

describe('seed generator', () => {
  it('supabase/seed.sql is exactly what the generator makes from data/', () => {
    const committed = fs.readFileSync(path.join(root, 'supabase', 'seed.sql'), 'utf8');
    expect(committed === seedSql(loadData(root)), 'seed.sql is stale: run npm run data:build').toBe(true);
  });

  it('refuses a missing required field, naming the file and line', () => {
    const dir = copyRoot();
    editJson(dir, 'data/deities.json', (rows) => {
      delete rows[1]!.description;
    });
    const text = fs.readFileSync(path.join(dir, 'data/deities.json'), 'utf8');
    const line = text.split('\n').findIndex((l, i) => i > 1 && l === '  {') + 1;
    expectRefused(dir, new RegExp(`data/deities\\.json:${line}: field "description" is missing`));
  });

  it('refuses an unknown reference id', () => {
    const dir = copyRoot();
    editJson(dir, 'data/deities.json', (rows) => {
      rows[0]!.region = 'atlantis';
    });
    expectRefused(dir, /data\/deities\.json:2: unknown region id "atlantis"/);
  });

  it('refuses a duplicate id', () => {
    const dir = copyRoot();
    editJson(dir, 'data/regions.json', (rows) => {
      rows.push({ ...rows[0]! });
    });
    expectRefused(dir, /data\/regions\.json:\d+: duplicate region id "gujarat" \(first on line 2\)/);
  });

  it('refuses text that is not NFC or holds markup', () => {
    const dir = copyRoot();
    editJson(dir, 'data/deities.json', (rows) => {
      rows[0]!.description = 'A goddess <script>alert(1)</script> of the hills, worshipped by many families.';
    });
    expectRefused(dir, /field "description" must not contain markup/);
    const dir2 = copyRoot();
    editJson(dir2, 'data/deities.json', (rows) => {
      rows[0]!.sanskrit_name = 'Ambe\u0301';
    });
    expectRefused(dir2, /field "sanskrit_name" must be Unicode NFC/);
  });

  it('refuses a CSV row pointing at an unknown deity, naming its line', () => {
    const dir = copyRoot();
    fs.appendFileSync(path.join(dir, 'data/deity_aliases.csv'), 'no-such-deity,Some Name,source\n');
    const lines = fs.readFileSync(path.join(dir, 'data/deity_aliases.csv'), 'utf8').trimEnd().split('\n').length;
    expectRefused(dir, new RegExp(`data/deity_aliases\\.csv:${lines}: unknown deity id "no-such-deity"`));
  });
});

describe('seed data', () => {
  const data = loadData(root);

  it('has at least 30 deities across the regions, each with the required detail', () => {
    expect(data.deities.length).toBeGreaterThanOrEqual(30);
    expect(new Set(data.deities.map((d) => d.region)).size).toBeGreaterThanOrEqual(8);
    for (const d of data.deities) {
      expect(d.long_description.split(/\s+/).length, d.id).toBeGreaterThanOrEqual(60);
    }
  });

  it('has at least 6 deities popular enough for the home page', () => {
    expect(data.deities.filter((d) => d.popularity >= 80).length).toBeGreaterThanOrEqual(6);
  });
});
