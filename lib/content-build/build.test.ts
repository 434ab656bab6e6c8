import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvRows, writeCsv } from '../seed/files';
import { toGujarati } from './aliases';
import { buildAll, changedFiles } from './build';
import { buildCommunityRows } from './communities';
import { loadInputs, type CsvRecord } from './inputs';
import { readerSource } from './sources';
import { buildSurnameRows, validateRows } from './surnames';

const root = path.resolve(import.meta.dirname, '../..');

function record(file: string, line: number, fields: Record<string, string>): CsvRecord {
  return { file, line, get: (column) => fields[column] ?? '' };
}

describe('npm run data:build', () => {
  it('the committed surname files and supabase/seed.sql are exactly what the build makes from data/sources/', () => {
    const { files } = buildAll(root);
    expect([...files.keys()].sort()).toEqual([
      'data/communities.json',
      'data/family_surnames.csv',
      'data/surname_aliases.csv',
      'data/surname_communities.csv',
      'supabase/seed.sql',
    ]);
    // the names first (readable when it fails), then every byte
    expect(changedFiles(root, files), 'out of date: run npm run data:build').toEqual([]);
    for (const [file, text] of files) expect(fs.readFileSync(path.join(root, file), 'utf8') === text, file).toBe(true);
  });

  it('is deterministic: two builds give the same files', () => {
    const a = buildAll(root).files;
    const b = buildAll(root).files;
    for (const [file, text] of a) expect(b.get(file) === text, file).toBe(true);
  });
});

describe('research rows', () => {
  it('are documented additions, capped at the single-source cap, citing their own address and name', () => {
    const inputs = loadInputs(root);
    inputs.research = [
      record('data/sources/research/test.csv', 2, {
        surname: 'Testsurname',
        community: 'Test community',
        deity_id: 'tulja-bhavani',
        source_kind: 'temple_site',
        confidence: '95',
        source_url: 'https://example.org/page',
        source_label: 'Example temple site',
      }),
    ];
    const row = buildSurnameRows(inputs).rows.find((r) => r.surname === 'Testsurname');
    expect(row).toMatchObject({
      source: 'traditional',
      confidence_level: inputs.config.max_single_source_confidence,
      source_ref: 'https://example.org/page',
      source_url: 'https://example.org/page',
      source_label: 'Example temple site',
      town_village: 'various',
      rowClass: 'documented',
    });
  });

  it('an unknown deity id is an error naming the file and line', () => {
    const inputs = loadInputs(root);
    inputs.research = [
      record('data/sources/research/test.csv', 7, {
        surname: 'Testsurname',
        community: 'Test community',
        deity_id: 'no-such-deity',
        source_kind: 'blog',
        confidence: '60',
        source_url: 'https://example.org/page',
        source_label: 'Example blog',
      }),
    ];
    const errors = validateRows(buildSurnameRows(inputs).rows, inputs);
    expect(errors.join('\n')).toMatch(/data\/sources\/research\/test\.csv:7\): unknown deity_id "no-such-deity"/);
  });

  it('a fact row for the same surname, community, gotra and deity comes first', () => {
    const inputs = loadInputs(root);
    const fact = buildSurnameRows(inputs).rows.find((r) => r.rowClass === 'fact')!;
    inputs.research = [
      record('data/sources/research/test.csv', 2, {
        surname: fact.surname,
        community: fact.community,
        gotra: fact.gotra,
        deity_id: fact.deity_id,
        source_kind: 'blog',
        confidence: '60',
        source_url: 'https://example.org/page',
        source_label: 'Example blog',
      }),
    ];
    const built = buildSurnameRows(inputs);
    const same = built.rows.filter((r) => r.surname === fact.surname && r.community === fact.community && r.gotra === fact.gotra && r.deity_id === fact.deity_id);
    expect(same).toHaveLength(1);
    expect(same[0]!.rowClass).toBe('fact');
  });
});

describe('sources a reader can open', () => {
  const names = loadInputs(root).sourceNames;

  it('a GitHub file is cited at the full commit it was read at', () => {
    const s = readerSource('NammyDesigns/maheshwaries:surnames.php', names);
    expect(s.url).toMatch(/^https:\/\/github\.com\/NammyDesigns\/maheshwaries\/blob\/[0-9a-f]{40}\/surnames\.php$/);
    expect(s.ref).toBe(s.url);
    expect(s.label).not.toContain('/');
    expect(readerSource('Sambhaj/Demo1:jadhavkunbisamaj/dbdescription.sql#tbgotra', names).url).toMatch(/\/blob\/[0-9a-f]{40}\/jadhavkunbisamaj\/dbdescription\.sql$/);
  });

  it('"Wikipedia: Title (...)" is the English article; plain addresses are kept as written, with the site name', () => {
    expect(readerSource('Wikipedia: Agrawal (mirror https://debianws.lexgopc.com/wiki143/index.php?title=Agrawal); gotra list: https://www.surfindia.com/x.html', names)).toEqual({
      ref: 'Wikipedia: Agrawal (mirror https://debianws.lexgopc.com/wiki143/index.php?title=Agrawal); gotra list: https://www.surfindia.com/x.html',
      url: 'https://en.wikipedia.org/wiki/Agrawal',
      label: 'Wikipedia: Agrawal',
    });
    expect(readerSource('Wikipedia: Taleju Bhawani; https://dayafoundation.org.np/x', names).url).toBe('https://en.wikipedia.org/wiki/Taleju_Bhawani');
    const temple = readerSource('http://www.shriosiyamataji.org/', names);
    expect(temple).toEqual({ ref: 'http://www.shriosiyamataji.org/', url: 'http://www.shriosiyamataji.org/', label: 'Shri Osiya Mataji temple site' });
    expect(readerSource('https://en.wikipedia.org/wiki/Ashapura_Mata (2022-05 copy)', names).url).toBe('https://en.wikipedia.org/wiki/Ashapura_Mata');
    // an address with commas and brackets in it stays whole
    const goa = 'http://gsbkonkani.net/TEMPLES/PONDA,%20SHRI%20SAUNSTHAN%20(SHRI%20NAGESH%20DEVASTHAN).htm';
    expect(readerSource(goa, names).url).toBe(goa);
  });

  it('a site without a curated name stops the build', () => {
    expect(() => readerSource('https://unknown.example/page', names)).toThrow(/no name for unknown\.example/);
  });
});

describe('aliases', () => {
  it('Devanagari spellings become Gujarati letter for letter; a letter without a counterpart gives none', () => {
    expect(toGujarati('मूंदड़ा')).toBe('મૂંદડા');
    expect(toGujarati('बिहाणी')).toBe('બિહાણી');
    expect(toGujarati('ऎक')).toBeUndefined(); // short e has no Gujarati letter
    expect(toGujarati('abc')).toBeUndefined();
  });
});

describe('surname_communities.csv', () => {
  const deities = new Set(['tulja-bhavani']);
  const row = (fields: Record<string, string>, line = 2) =>
    record('data/sources/shared-surnames.csv', line, { surname: 'Patil', community: 'Maratha', rule: 'by_clan', source_url: 'https://e.org/a', source_label: 'E', ...fields });

  it('is sorted by surname then community and checked', () => {
    const { rows, errors } = buildCommunityRows([row({ community: 'Maratha' }), row({ surname: 'Joshi', community: 'Koli' }), row({ community: 'Agri' })], deities);
    expect(errors).toEqual([]);
    expect(rows.map((r) => `${r.surname}/${r.community}`)).toEqual(['Joshi/Koli', 'Patil/Agri', 'Patil/Maratha']);
  });

  it('refuses a bad rule, a deity without rule "deity", an unknown deity, an address that is not a web page and a long detail', () => {
    const { errors } = buildCommunityRows(
      [
        row({ rule: 'sometimes' }, 2),
        row({ deity_id: 'tulja-bhavani' }, 3),
        row({ rule: 'deity' }, 4),
        row({ rule: 'deity', deity_id: 'nobody' }, 5),
        row({ source_url: 'ftp://e.org/a' }, 6),
        row({ detail: 'x'.repeat(201) }, 7),
      ],
      deities,
    );
    expect(errors.map((e) => e.split(':')[1])).toEqual(['2', '3', '4', '5', '6', '7']);
  });

  it('is the header alone when the shared list is absent', () => {
    expect(buildCommunityRows(undefined, deities).rows).toEqual([]);
  });
});

describe('writeCsv', () => {
  it('quotes only what needs it and reads back as written', () => {
    const rows = [{ a: 'plain', b: 'with, comma', c: 'with "quote"' }];
    const text = writeCsv(['a', 'b', 'c'], rows);
    expect(text).toBe('a,b,c\nplain,"with, comma","with ""quote"""\n');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-csv-'));
    try {
      fs.writeFileSync(path.join(dir, 'write.csv'), text);
      expect(readCsvRows(dir, 'write.csv').map((r) => r.value)).toEqual(rows);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
