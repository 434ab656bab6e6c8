import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvRows } from './files';
import { loadData } from './generate';

// What the prayer data promises the families on the site: the deities most of them name have
// their own prayer, or an explicit, reasoned "none found"; every prayer added since sources were
// recorded says where its text was read.
const root = path.resolve(import.meta.dirname, '../..');
const data = loadData(root);
const prayers = [...data.aartis.map((p) => ({ ...p, kind: 'aarti' as const })), ...data.mantras.map((p) => ({ ...p, kind: 'mantra' as const }))];

// Prayers 1–32 (aartis) and 1–50 (mantras) were added before text sources were recorded.
const recordedSince = { aarti: 32, mantra: 50 };
const sourced = prayers.filter((p) => p.id > recordedSince[p.kind]);

type NotFound = { deity_id: string; searched: string; reason: string };
const notFound = JSON.parse(readFileSync(path.join(root, 'data/prayers_not_found.json'), 'utf8')) as NotFound[];

/** Families on the site per deity: rows of data/built/family_surnames.csv. */
function familyCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { value } of readCsvRows(root, 'data/built/family_surnames.csv')) {
    const id = (value as Record<string, string>).deity_id!;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** The 40 deities with the most families (all those tied with the 40th) and every deity with 20 or more. */
function deitiesToCover(): string[] {
  const ranked = [...familyCounts()].sort((a, b) => b[1] - a[1]);
  const fortieth = ranked[Math.min(39, ranked.length - 1)]![1];
  return ranked.filter(([, n]) => n >= fortieth || n >= 20).map(([id]) => id);
}

describe("the kuldevis' own prayers", () => {
  it('each of the 40 deities with the most families, and every deity with 20 or more, has a prayer or a reasoned "none found"', () => {
    const withPrayer = new Set(prayers.map((p) => p.deity_id));
    const explained = new Set(notFound.map((n) => n.deity_id));
    const cover = deitiesToCover();
    expect(cover.length).toBeGreaterThanOrEqual(40);
    const missing = cover.filter((id) => !withPrayer.has(id) && !explained.has(id));
    expect(missing, 'deities with neither a prayer nor an entry in data/prayers_not_found.json').toEqual([]);
    console.log(`deities to cover: ${cover.length}; with a prayer: ${cover.filter((id) => withPrayer.has(id)).length}`);
  });

  it('lists as "none found" only deities that are on the site and have no prayer, each with what was searched and why', () => {
    const deityIds = new Set(data.deities.map((d) => d.id));
    const withPrayer = new Set(prayers.map((p) => p.deity_id));
    expect(new Set(notFound.map((n) => n.deity_id)).size).toBe(notFound.length);
    for (const n of notFound) {
      expect(deityIds.has(n.deity_id), n.deity_id).toBe(true);
      expect(withPrayer.has(n.deity_id), `${n.deity_id} has a prayer now: take it off the list`).toBe(false);
      expect(n.searched.length, n.deity_id).toBeGreaterThan(20);
      expect(n.reason.length, n.deity_id).toBeGreaterThan(40);
    }
  });

  it('adds at least 40 prayers, at least 10 of them in Gujarati, in the languages families sing', () => {
    expect(sourced.length).toBeGreaterThanOrEqual(40);
    expect(sourced.filter((p) => p.language === 'gujarati').length).toBeGreaterThanOrEqual(10);
    const languages = new Set(sourced.map((p) => p.language));
    for (const l of ['marathi', 'gujarati', 'hindi']) expect(languages, l).toContain(l);
  });

  it("holds the Gujarati prayers of deities that are some family's kuldevi on the site, not only Krishna bhajans", () => {
    // Most Gujarati texts added first were Krishna bhajans; these are sung for the families' own goddesses
    // (Bahuchara, Randal, Amba). The Gujarati floor above is to count only these once there are ten.
    const kuldevis = familyCounts();
    const own = sourced.filter((p) => p.language === 'gujarati' && kuldevis.has(p.deity_id));
    expect(own.length).toBeGreaterThanOrEqual(7);
  });

  it('every prayer added since then names where its text was read: an address and a readable name', () => {
    for (const p of sourced) {
      const at = `${p.kind} ${p.id} ${p.title}`;
      expect(p.text_source_url, at).toMatch(/^https?:\/\/[^\s/]+\.[^\s]+$/);
      expect(p.text_source_label.length, at).toBeGreaterThan(5);
      expect(p.text_source_label, at).not.toMatch(/^https?:|www\./);
    }
    // the older prayers keep both fields empty until their sources are recorded
    for (const p of prayers.filter((x) => x.id <= recordedSince[x.kind]))
      expect(p.text_source_label === '', `${p.kind} ${p.id}`).toBe(p.text_source_url === '');
  });

  it('a prayer that gives only part of a text says so in its note', () => {
    for (const p of sourced) {
      if (/first|opening|excerpt|verses\)/i.test(p.title))
        expect(p.text_note, `${p.kind} ${p.id}`).toMatch(/first|opening|\bpart\b|left out|cut off/i);
    }
  });
});
