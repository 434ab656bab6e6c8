import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSurnameData, SURNAMES_FILE } from './build';
import { DEPRECATED_FILE, FAMILIES_DIR, HISTORY_FILE, historyLedger } from './families';
import type { SurnameRow } from './rows';

// What a reviewer approved, read by the next build: a family's correction is an association row
// whose source is the family; a deprecated association leaves the answers and is kept with its
// reason; the history ledger dates what is new and keeps what was.

describe("families' word in the build", () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-families-build-'));
    fs.cpSync(path.join(process.cwd(), 'data'), path.join(root, 'data'), { recursive: true });
    fs.appendFileSync(
      path.join(root, FAMILIES_DIR, 'corrections.csv'),
      'Jadhav,Maratha,Kaundinya,ekvira-aai,Ekvira Aai,India,,Satara,family,50,,"A family of Satara, from their elders",the Karla priest confirms,2026-11-29,khandoba\n',
    );
    fs.appendFileSync(
      path.join(root, FAMILIES_DIR, 'deprecated.csv'),
      'Jadhav,Maratha,Kaundinya,khandoba,The Satara families asked say Ekvira of Karla.,2026-11-29,reviewer\n',
    );
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds the correction as a row whose source is the family, and keeps the deprecated one apart with its reason', () => {
    process.env.KULDEVTA_BUILD_DATE = '2026-11-30';
    try {
      const { files } = buildSurnameData(root);
      const rows = parse(files.get(SURNAMES_FILE)!, { columns: true }) as Record<string, string>[];
      const jadhav = rows.filter((r) => r.surname === 'Jadhav' && r.community === 'Maratha' && r.gotra === 'Kaundinya');
      expect(jadhav.find((r) => r.deity_id === 'ekvira-aai')).toMatchObject({
        source: 'community',
        source_label: 'A family of Satara, from their elders',
        confidence_level: '50',
        source_url: '',
      });
      expect(jadhav.find((r) => r.deity_id === 'khandoba')).toBeUndefined();
      const deprecated = parse(files.get(DEPRECATED_FILE)!, { columns: true }) as Record<string, string>[];
      expect(deprecated).toEqual([
        expect.objectContaining({ association_key: 'jadhav|maratha|kaundinya|khandoba', reason: 'The Satara families asked say Ekvira of Karla.' }),
      ]);
      const history = parse(files.get(HISTORY_FILE)!, { columns: true }) as Record<string, string>[];
      expect(history.find((h) => h.association_key === 'jadhav|maratha|kaundinya|ekvira-aai')).toMatchObject({
        event: 'added',
        happened_on: '2026-11-30',
        detail: 'confidence 50%',
      });
      // The deprecated association keeps its history.
      expect(history.some((h) => h.association_key === 'jadhav|maratha|kaundinya|khandoba' && h.event === 'added')).toBe(true);
    } finally {
      delete process.env.KULDEVTA_BUILD_DATE;
    }
  });

  it('a deprecation of no association is refused with its file and line', () => {
    fs.appendFileSync(path.join(root, FAMILIES_DIR, 'deprecated.csv'), 'Nosuch,Maratha,,khandoba,A reason for nothing.,2026-11-29,reviewer\n');
    expect(() => buildSurnameData(root)).toThrow(/deprecated\.csv:3: no association nosuch\|maratha\|\|khandoba to deprecate/);
  });

  it('the ledger dates what is new, records a change of confidence, and keeps the rest as it was', () => {
    const row = (deity: string, confidence: number) =>
      ({
        surname: 'A',
        community: 'B',
        gotra: '',
        deity_id: deity,
        confidence_level: confidence,
        source_label: 'S',
        source_url: 'https://s.test',
      }) as SurnameRow;
    const first = historyLedger([row('x', 60)], [], [], '2026-11-01');
    expect(first).toEqual([
      {
        association_key: 'a|b||x',
        happened_on: '2026-11-01',
        event: 'added',
        detail: 'confidence 60%',
        source_label: 'S',
        source_url: 'https://s.test',
      },
    ]);
    expect(historyLedger([row('x', 60)], [], first, '2026-11-05')).toEqual(first);
    const changed = historyLedger([row('x', 75)], [], first, '2026-11-05');
    expect(changed.at(-1)).toMatchObject({ event: 'confidence', happened_on: '2026-11-05', detail: 'from 60% to confidence 75%' });
    expect(historyLedger([row('x', 75)], [], changed, '2026-11-09')).toEqual(changed);
  });
});
