import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadInputs } from '../content-build/inputs';
import { readerSource } from '../content-build/sources';
import { readCsvRows } from './files';
import { loadData } from './generate';

// Checks on the curated dataset itself (the generator already refuses missing fields,
// unknown ids, duplicates, markup and non-NFC text; these state what the content promises).
const root = path.resolve(import.meta.dirname, '../..');
const data = loadData(root);

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

  it('every named fact of the facts table (data/sources/facts.csv) is in, with its reference', () => {
    const facts = readCsvRows(root, 'data/sources/facts.csv').map((r) => r.value as Record<string, string>);
    const names = loadInputs(root).sourceNames;
    const byName = new Map(data.deities.map((d) => [d.name, d.id]));
    const have = new Set(data.surnames.map((a) => `${a.surname.toLowerCase()}|${a.deity_id}|${a.source_ref}`));
    const missing = facts
      .filter((f) => f.surname !== '*')
      // a fact citing a GitHub file is cited at its commit (source_ref becomes the pinned address)
      .filter((f) => !have.has(`${f.surname!.toLowerCase()}|${byName.get(f.deity_normalized!)}|${readerSource(f.source_ref!, names).ref}`));
    expect(missing.map((f) => `${f.surname} → ${f.deity_normalized}`)).toEqual([]);
  });

  it('at least 1,500 associations for 700 surnames, each linking a source a reader can open under a readable name', () => {
    const rows = readCsvRows(root, 'data/family_surnames.csv').map((r) => r.value as Record<string, string>);
    const surnames = new Set(rows.map((r) => r.surname!.toLowerCase()));
    const inferred = rows.filter((r) => r.source === 'inferred').length;
    console.log(`family_surnames.csv: ${rows.length} rows, ${surnames.size} surnames, ${inferred} inferred`);
    // The coverage the site promises: at least 1,500 sourced associations for 700 surnames.
    expect(rows.length).toBeGreaterThanOrEqual(1500);
    expect(surnames.size).toBeGreaterThanOrEqual(700);
    for (const r of rows) {
      const at = `${r.surname} / ${r.community} / ${r.deity_id}`;
      expect(r.source_url, at).toMatch(/^https?:\/\/[^\s/]+\.[^\s]+$/);
      expect(r.source_label?.trim(), at).toBeTruthy();
      // a name, never a path or a file name
      expect(r.source_label, at).not.toMatch(/\/|\.(csv|json|php|tsx?|sql|html?)\b/i);
      expect(r.notes, at).not.toMatch(/all cited in/i);
      expect(r.community, at).not.toMatch(/as parsed/i);
    }
  });

  it('surnames carried by many communities: the ones the surname pages promise, each community with a source', () => {
    const rows = readCsvRows(root, 'data/surname_communities.csv').map((r) => r.value as Record<string, string>);
    const bySurname = new Map<string, number>();
    for (const r of rows) bySurname.set(r.surname!, (bySurname.get(r.surname!) ?? 0) + 1);
    for (const name of ['Patil', 'Sharma', 'Shah', 'Gupta', 'Mehta', 'Desai', 'Joshi', 'Singh', 'Reddy', 'Nair']) {
      expect(bySurname.get(name) ?? 0, name).toBeGreaterThanOrEqual(1);
    }
    for (const r of rows) expect(r.source_url, `${r.surname} / ${r.community}`).toMatch(/^https?:\/\//);
  });
});
