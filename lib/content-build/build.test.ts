import fs from 'node:fs';
import { editedJson, schemaFileOf } from '../seed/content-files';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvRows, writeCsv } from '../seed/files';
import { toGujarati } from './aliases';
import { buildAll, changedFiles } from './build';
import { buildCommunityRows } from './communities';
import { loadInputs, type CsvRecord } from './inputs';
import { citesCopy, publicSource, readerSource, readInCopy } from './sources';
import { buildSurnameRows, inferredRuleViolations, ruleExceptions, validateRows, type SurnameRow } from './surnames';

const root = path.resolve(import.meta.dirname, '../..');
/** "22 November 2026": the day curation/source_names.json records for a page read in a copy. */
const readOn = (label: string) => readInCopy(label, loadInputs(root).sourceNames).replace(`${label}, as read on `, '');

function record(file: string, line: number, fields: Record<string, string>): CsvRecord {
  return { file, line, get: (column) => fields[column] ?? '' };
}

describe('npm run data:build', () => {
  /** The first build's files, which both tests below read (a build takes seconds). */
  let first: Map<string, string> | undefined;
  const firstBuild = () => (first ??= buildAll(root).files);

  it('the committed surname files and supabase/seed.sql are exactly what the build makes from data/sources/', () => {
    const files = firstBuild();
    expect([...files.keys()].sort()).toEqual(
      [
        'data/built/association_history.csv',
        'data/built/communities.json',
        'data/built/community_customs.csv',
        'data/built/deprecated_associations.csv',
        'data/built/family_surnames.csv',
        ...Object.keys(editedJson).map(schemaFileOf),
        'data/built/surname_aliases.csv',
        'data/built/surname_carriers.csv',
        'data/built/surname_communities.csv',
        'data/built/shrines.json',
        'supabase/seed.sql',
      ].sort(),
    );
    // the names first (readable when it fails), then every byte
    expect(changedFiles(root, files), 'out of date: run npm run data:build').toEqual([]);
    for (const [file, text] of files) expect(fs.readFileSync(path.join(root, file), 'utf8') === text, file).toBe(true);
  });

  it('is deterministic: two builds give the same files', () => {
    const a = firstBuild();
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
        source_kind: 'shrine_site',
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
    const same = built.rows.filter(
      (r) => r.surname === fact.surname && r.community === fact.community && r.gotra === fact.gotra && r.deity_id === fact.deity_id,
    );
    expect(same).toHaveLength(1);
    expect(same[0]!.rowClass).toBe('fact');
  });
});

describe('rows that say no more than their source', () => {
  const inputs = loadInputs(root);
  const { rows } = buildSurnameRows(inputs);
  const fold = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

  it('no inferred community rule covers a surname its own sources give another deity for, or stands beside a named row', () => {
    expect(inferredRuleViolations(rows, inputs)).toEqual([]);
    // the exceptions the Osiya temple site and the CKP list name are each said by a named row, and the rule skips them
    const named = (surname: string, community: string, deity: string) =>
      rows.filter((r) => fold(r.surname) === fold(surname) && r.community === community && r.deity_id === deity && r.rowClass !== 'inferred');
    for (const [surname, community, deity] of [
      ['Chhajed', 'Oswal', 'bhuwal-mata'],
      ['Zadia', 'Oswal', 'lodar-mata'],
      ['Kavad', 'Oswal', 'ashapura-mata'],
      ['Dighe', 'Chandraseniya Kayastha Prabhu (CKP)', 'janani-devi'],
    ] as const) {
      expect(named(surname, community, deity), `${surname} / ${community}`).not.toHaveLength(0);
      expect(
        rows.filter((r) => fold(r.surname) === fold(surname) && r.community === community && r.rowClass === 'inferred'),
        surname,
      ).toEqual([]);
    }
    expect(ruleExceptions(inputs).map((e) => e.surname)).toEqual(expect.arrayContaining(['Chhajed', 'Chamad', 'Roontia', 'Zadia', 'Kavad', 'Dighe']));
  });

  it('the guard fails when a rule is applied over an exception or beside a named row', () => {
    const ckp = rows.find((r) => r.rowClass === 'inferred' && r.community === 'Chandraseniya Kayastha Prabhu (CKP)')!;
    const overDighe: SurnameRow = { ...ckp, surname: 'Dighe' };
    const chhajed = rows.find((r) => r.surname === 'Chhajed' && r.community === 'Oswal')!;
    const besideChhajed: SurnameRow = { ...chhajed, deity_id: 'sachiya-mata', rowClass: 'inferred', source: 'inferred' };
    const found = inferredRuleViolations([...rows, overDighe, besideChhajed], inputs);
    expect(found.join('\n')).toMatch(
      /Dighe \/ Chandraseniya Kayastha Prabhu \(CKP\): inferred ekvira-aai over the exception its source names \(janani-devi/,
    );
    expect(found.join('\n')).toMatch(/Chhajed \/ Oswal: inferred sachiya-mata over the exception .*bhuwal-mata/);
    // an exception with no named row saying it stops the build
    const broken = loadInputs(root);
    broken.derived.groups[0]!.exceptions = [{ surname: 'Bendre', deity_id: 'janani-devi', source_url: 'https://example.org/x', note: 'test' }];
    expect(buildSurnameRows(broken).errors.join('\n')).toMatch(/exception Bendre .* has no named row saying it/);
  });

  it('"also worship" is not kuldevi: no row rests on a page that only says a family also worships the goddess', () => {
    for (const r of rows) expect(r.notes, `${r.surname} / ${r.deity_id}`).not.toMatch(/also worship her; it calls her kuldevi only of/);
    expect(rows.filter((r) => r.surname === 'Baheti' && r.deity_id === 'bisath-mata')).toEqual([]);
    expect(rows.filter((r) => r.surname === 'Bhattad' && r.deity_id === 'bisath-mata')).toHaveLength(1);
  });

  it('a surname and community with three or more deities: each row says why (its gotra, several named together, several entries or temples, or sources that differ)', () => {
    const bySc = new Map<string, SurnameRow[]>();
    for (const r of rows) bySc.set(`${fold(r.surname)}|${r.community}`, [...(bySc.get(`${fold(r.surname)}|${r.community}`) ?? []), r]);
    const why =
      /sources differ|named together|one of (two|three|four)|of three named|kuldevis listed|lists \w+ under|listed under|more than one deity|ancestral|alternatives|entries, each with its own temple/i;
    const unexplained: string[] = [];
    let pairs = 0;
    for (const rs of bySc.values()) {
      if (new Set(rs.map((r) => r.deity_id)).size < 3) continue;
      pairs++;
      for (const r of rs) if (!r.gotra && !why.test(r.notes)) unexplained.push(`${r.surname} / ${r.community} / ${r.deity_id}`);
    }
    expect(pairs).toBeGreaterThan(0);
    expect(unexplained).toEqual([]);
  });

  it('a page that lists a surname under several temples pairs it with none, and pairs no surname with a gotra', () => {
    const td = rows.filter((r) => r.source_ref === 'http://www.tdtemple.org/templesgoa.htm');
    expect(td.length).toBeGreaterThan(0);
    for (const r of td) expect(r.gotra, r.surname).toBe('');
    const kamath = td.filter((r) => r.surname === 'Kamath');
    expect(kamath.length).toBeGreaterThan(1);
    for (const r of kamath) {
      expect(r.confidence_level).toBeLessThanOrEqual(55);
      expect(r.notes).toMatch(/lists Kamath under \d temples/);
    }
  });

  it('weak data is not stated as fact: app places from kuldevi.json are dropped, the SAMPLE file is never the source, the lost page is replaced', () => {
    const app = rows.filter((r) => r.source_ref.includes('shubhamchhangani/hindu-matrimony'));
    expect(app.length).toBeGreaterThan(0);
    for (const r of app) expect([r.town_village, r.state_province], r.deity_id).toEqual(['various', '']);
    for (const r of rows) {
      expect(r.source_url, r.surname).not.toMatch(/kulam-heritage\/blob\/[0-9a-f]+\/data\/kamma\.ts/);
      if (r.source_url.includes('kulam-heritage')) {
        expect(r.notes, r.surname).toMatch(/community label from the repository's README/);
        expect(r.confidence_level).toBeLessThanOrEqual(50);
      }
      expect(`${r.source_ref} ${r.source_url}`, r.surname).not.toContain('marwadisamaaj.com');
    }
    const garg = rows.find((r) => r.surname === 'Garg' && r.community === 'Agarwal')!;
    expect([garg.deity_id, garg.town_village, garg.state_province]).toEqual(['mahalakshmi', 'Agroha', 'Haryana']);
  });
});

describe('sources a reader can open', () => {
  const names = loadInputs(root).sourceNames;

  it('a GitHub file is cited at the full commit it was read at', () => {
    const s = readerSource('NammyDesigns/maheshwaries:surnames.php', names);
    expect(s.url).toMatch(/^https:\/\/github\.com\/NammyDesigns\/maheshwaries\/blob\/[0-9a-f]{40}\/surnames\.php$/);
    expect(s.ref).toBe(s.url);
    expect(s.label).not.toContain('/');
    expect(readerSource('Sambhaj/Demo1:jadhavkunbisamaj/dbdescription.sql#tbgotra', names).url).toMatch(
      /\/blob\/[0-9a-f]{40}\/jadhavkunbisamaj\/dbdescription\.sql$/,
    );
  });

  it('"Wikipedia: Title (...)" is the English article; plain addresses are kept as written, with the site name', () => {
    expect(
      readerSource(
        'Wikipedia: Agrawal (mirror https://debianws.lexgopc.com/wiki143/index.php?title=Agrawal); gotra list: https://www.surfindia.com/x.html',
        names,
      ),
    ).toEqual({
      ref: 'Wikipedia: Agrawal (mirror https://debianws.lexgopc.com/wiki143/index.php?title=Agrawal); gotra list: https://www.surfindia.com/x.html',
      url: 'https://en.wikipedia.org/wiki/Agrawal',
      // read at a copy: the article is linked, the copy named
      label: 'Wikipedia: Agrawal, as read on 22 November 2026',
    });
    expect(readerSource('Wikipedia: Taleju Bhawani; https://dayafoundation.org.np/x', names).url).toBe(
      'https://en.wikipedia.org/wiki/Taleju_Bhawani',
    );
    const shrine = readerSource('http://www.shriosiyamataji.org/', names);
    expect(shrine).toEqual({
      ref: 'http://www.shriosiyamataji.org/',
      url: 'http://www.shriosiyamataji.org/',
      label: 'Shri Osiya Mataji temple site',
    });
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
    record('data/sources/shared-surnames.csv', line, {
      surname: 'Patil',
      community: 'Maratha',
      rule: 'by_clan',
      source_url: 'https://e.org/a',
      source_label: 'E',
      ...fields,
    });

  it('is sorted by surname then community and checked', () => {
    const { rows, errors } = buildCommunityRows(
      [row({ community: 'Maratha' }), row({ surname: 'Joshi', community: 'Koli' }), row({ community: 'Agri' })],
      deities,
    );
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

describe('sources a reader can trust', () => {
  const names = loadInputs(root).sourceNames;
  const built = (file: string) => readCsvRows(root, file).map((r) => r.value as Record<string, string>);

  it('no row of the built files links a site that copies Wikipedia, and no GitHub file is named by its path', () => {
    const hosts = names.wikipedia_copies!.hosts;
    expect(hosts).toEqual(expect.arrayContaining(['profilbaru.com', 'nina.az', 'defzone.net', 'wiki.1209k.com', 'en-academic.com']));
    for (const file of ['data/built/family_surnames.csv', 'data/built/surname_communities.csv']) {
      for (const r of built(file)) {
        const host = new URL(r.source_url!).hostname;
        expect(
          hosts.some((d) => host === d || host.endsWith(`.${d}`)),
          `${file}: ${r.surname} links ${r.source_url}`,
        ).toBe(false);
        expect(names.wikipedia_copies!.titles[r.source_url!], `${file}: ${r.surname} links a copy`).toBeUndefined();
        if (r.source_ref !== undefined) expect(citesCopy(r.source_ref, names), `${file}: ${r.surname} cites ${r.source_ref}`).toBe(false);
        if (host === 'github.com') expect(r.source_label, r.source_url).toMatch(/, (data file|project notes)$/);
      }
    }
  });

  it('a copy read in place of the article is named for the article, with the day it was read, and links the article', () => {
    expect(publicSource('https://www.wiki3.en-us.nina.az/Kunbi.html', 'Wikipedia: Kunbi (copy)', names)).toEqual({
      url: 'https://en.wikipedia.org/wiki/Kunbi',
      label: `Wikipedia: Kunbi, as read on ${readOn('Wikipedia: Kunbi')}`,
    });
    expect(publicSource('https://profilbaru.com/mr/%E0%A4%9C%E0%A4%BE%E0%A4%A7%E0%A4%B5', 'x', names)).toEqual({
      url: 'https://mr.wikipedia.org/wiki/%E0%A4%9C%E0%A4%BE%E0%A4%A7%E0%A4%B5',
      label: `Marathi Wikipedia: जाधव, as read on ${readOn('Marathi Wikipedia: जाधव')}`,
    });
    expect(readerSource('Wikipedia: Momai (later revision, mirror https://wikwiand-revamp.pages.dev/en/Momai)', names).label).toBe(
      'Wikipedia: Momai, as read on 22 November 2026',
    );
    expect(readerSource('Wikipedia: Karni Mata', names).label).toBe('Wikipedia: Karni Mata');
    // An address on a copying site whose article is not named stops the build.
    expect(() => publicSource('https://wikimili.com/en/Unnamed', 'x', names)).toThrow(/name the article/);
  });

  it('a copy read on a day not recorded stops the build', () => {
    expect(() => readInCopy('Wikipedia: Unrecorded', names)).toThrow(/give the day it was read/);
  });

  it('a GitHub file is named for who publishes it', () => {
    expect(
      publicSource('https://github.com/NammyDesigns/maheshwaries/blob/41ca472d8103490073344d043704c4ca65bcfb81/surnames.php', 'x', names).label,
    ).toBe('Maheshwari community site, data file');
    expect(() => publicSource('https://github.com/someone/unknown/blob/abc/x.json', 'x', names)).toThrow(/no publisher/);
  });
});
