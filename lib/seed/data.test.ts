import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadInputs } from '../content-build/inputs';
import { readerSource } from '../content-build/sources';
import { readCsvRows } from './files';
import { loadData } from './generate';
import { answerOrder, groupAnswer, type AnswerCarrier, type AnswerRow, type AnswerRule } from '../ui/surname-answer';

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
    const rows = readCsvRows(root, 'data/built/family_surnames.csv').map((r) => r.value as Record<string, string>);
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

  it('totals: rows, surnames and communities, shared-surname rows, and half of the common-surname list with a page', () => {
    const rows = readCsvRows(root, 'data/built/family_surnames.csv').map((r) => r.value as Record<string, string>);
    const shared = readCsvRows(root, 'data/built/surname_communities.csv').map((r) => r.value as Record<string, string>);
    const aliases = readCsvRows(root, 'data/built/surname_aliases.csv').map((r) => r.value as Record<string, string>);
    const fold = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
    const withPage = new Set([...rows, ...shared].map((r) => fold(r.surname!)));
    for (const a of aliases) if (withPage.has(fold(a.surname!))) withPage.add(fold(a.alias!));
    const communities = new Set(rows.map((r) => r.community));
    console.log(
      `family_surnames.csv: ${communities.size} communities; surname_communities.csv: ${shared.length} rows, ${new Set(shared.map((r) => r.surname)).size} surnames`,
    );
    expect(communities.size).toBeGreaterThanOrEqual(125);
    expect(shared.length).toBeGreaterThanOrEqual(300);
    // the coverage bench's list (the site's own get_surname is the bench's measure; this is the same test on the files)
    const common = readCsvRows(root, 'data/sources/common-surnames.csv')
      .map((r) => r.value as Record<string, string>)
      .filter((r) => r.counted === 'yes');
    const covered = common.filter((r) => withPage.has(fold(r.surname!))).length;
    expect(covered / common.length, `${covered} of ${common.length}`).toBeGreaterThanOrEqual(0.5);
  });

  it('a surname several communities carry is not given to one: its page lists each community a source names', () => {
    const rows = readCsvRows(root, 'data/built/family_surnames.csv').map((r) => r.value as Record<string, string>);
    const shared = readCsvRows(root, 'data/built/surname_communities.csv').map((r) => r.value as Record<string, string>);
    const communitiesOf = (surname: string) =>
      new Set([...rows, ...shared].filter((r) => r.surname!.toLowerCase() === surname.toLowerCase()).map((r) => r.community));
    // named in the issue (Lalani: Khoja and Lohana beside Oswal; Kelkar: Chitpavan beside GSB; Kamath: several temples),
    // and names the data gave one community although their sources name more
    for (const name of ['Lalani', 'Kelkar', 'Kamath', 'Kamble', 'Naidu', 'Behera', 'Mandal', 'Das', 'Mehta', 'Shah', 'Reddy', 'Kale', 'Dikshit']) {
      expect(communitiesOf(name).size, name).toBeGreaterThanOrEqual(2);
    }
    // every surname of the shared list names its communities each with a web address and a rule
    for (const r of shared)
      expect(['deity', 'by_gotra', 'by_clan', 'by_village', 'by_family', 'unknown'], `${r.surname} / ${r.community}`).toContain(r.rule);
  });

  it('surnames carried by many communities: the ones the surname pages promise, each community with a source', () => {
    const rows = readCsvRows(root, 'data/built/surname_communities.csv').map((r) => r.value as Record<string, string>);
    const bySurname = new Map<string, number>();
    for (const r of rows) bySurname.set(r.surname!, (bySurname.get(r.surname!) ?? 0) + 1);
    for (const name of ['Patil', 'Sharma', 'Shah', 'Gupta', 'Mehta', 'Desai', 'Joshi', 'Singh', 'Reddy', 'Nair']) {
      expect(bySurname.get(name) ?? 0, name).toBeGreaterThanOrEqual(1);
    }
    for (const r of rows) expect(r.source_url, `${r.surname} / ${r.community}`).toMatch(/^https?:\/\//);
  });
});

describe('the answer for every shared surname', () => {
  // Every surname of the data, its rows and its communities' rules grouped as its page groups them.
  const pages = new Map<string, { rows: AnswerRow[]; rules: AnswerRule[]; carriers: AnswerCarrier[] }>();
  const pageOf = (surname: string) => {
    const key = surname.toLowerCase();
    if (!pages.has(key)) pages.set(key, { rows: [], rules: [], carriers: [] });
    return pages.get(key)!;
  };
  for (const r of data.surnames) pageOf(r.surname).rows.push({ ...r, deity: { id: r.deity_id, name: r.deity_id }, scope: r.scope } as AnswerRow);
  for (const r of data.surnameCommunities)
    pageOf(r.surname).rules.push({
      community: r.community,
      rule: r.rule,
      scope: r.scope,
      deity: r.deity_id ? { id: r.deity_id, name: r.deity_id } : null,
    });
  for (const c of data.surnameCarriers) pageOf(c.surname).carriers.push({ communities: c.communities, rank: c.rank });
  const shared = [...pages]
    .map(([surname, p]) => ({ surname, groups: groupAnswer(p.rows, p.rules, p.carriers) }))
    .filter(({ groups }) => groups.length > 1);

  it('never leads with one family, a sub-clan name or a source that names no community while a community carries the name', () => {
    expect(shared.length).toBeGreaterThan(100);
    const wrong = shared.filter(({ groups }) => groups[0]!.tier === 3 && groups.some((g) => g.tier < 3));
    expect(wrong.map(({ surname, groups }) => `${surname}: ${groups[0]!.name}`)).toEqual([]);
  });

  it('leads with a community a source says carries the name most, wherever a source ranks them', () => {
    const ranked = shared.filter(({ groups }) => answerOrder(groups) === 'ranked');
    expect(ranked.length).toBeGreaterThan(20);
    for (const { surname, groups } of ranked) expect(groups[0]!.carrier?.rank, surname).toBe(1);
  });
});
