import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvRows } from './files';
import { loadData } from './generate';

// Checks on the curated dataset itself (the generator already refuses missing fields,
// unknown ids, duplicates, markup and non-NFC text; these state what the content promises).
const root = path.resolve(import.meta.dirname, '../..');
const data = loadData(root);

// The shared fact tables sit beside the repository (as in CI); without them the coverage
// check cannot run, and says so by being skipped.
const sharedCandidates = [path.resolve(root, '../shared/data'), '/work/shared/data'];
const shared = sharedCandidates.find((p) => fs.existsSync(path.join(p, 'surname_deity_facts.csv')));

describe('the dataset', () => {
  it('deities: long descriptions of at least 80 words, a popularity basis, sources, a region', () => {
    for (const d of data.deities) {
      expect(d.long_description.split(/\s+/).length, d.id).toBeGreaterThanOrEqual(80);
      expect(d.popularity_basis.length, d.id).toBeGreaterThan(10);
      expect(d.sources.length, d.id).toBeGreaterThan(0);
    }
    expect(new Set(data.deities.map((d) => d.region)).size).toBe(data.regions.length);
  });

  it('every association names its source kind and reference; inferred ones stay below 60', () => {
    for (const a of data.surnames) {
      expect(['traditional', 'research', 'community', 'inferred']).toContain(a.source);
      expect(a.source_ref.trim().length).toBeGreaterThan(0);
      if (a.source === 'inferred') expect(a.confidence_level).toBeLessThan(60);
    }
    const notInferred = data.surnames.filter((a) => a.source !== 'inferred').length;
    expect(notInferred / data.surnames.length).toBeGreaterThanOrEqual(0.4);
  });

  it('every prayer has its original text and a transliteration line for each line', () => {
    for (const p of [...data.artis, ...data.mantras]) {
      expect(p.transliteration.trim().length, p.title).toBeGreaterThan(0);
      expect(p.transliteration.split('\n').length, p.title).toBe(p.local_script.split('\n').length);
    }
  });

  it.runIf(shared)('every named fact of the shared community lists is in, with its reference', () => {
    const facts = readCsvRows(shared!, 'surname_deity_facts.csv').map((r) => r.value as Record<string, string>);
    const byName = new Map(data.deities.map((d) => [d.name, d.id]));
    const have = new Set(data.surnames.map((a) => `${a.surname.toLowerCase()}|${a.deity_id}|${a.source_ref}`));
    const missing = facts
      .filter((f) => f.surname !== '*')
      .filter((f) => !have.has(`${f.surname!.toLowerCase()}|${byName.get(f.deity_normalized!)}|${f.source_ref}`));
    expect(missing.map((f) => `${f.surname} → ${f.deity_normalized}`)).toEqual([]);
  });
});
