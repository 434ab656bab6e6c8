import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DataFileError } from '../seed/files';
import { readCsv, type CsvRecord } from './inputs';
import type { SurnameRow } from './rows';

/**
 * Families' word, as reviewers approved it (npm run review writes these files, and the next
 * build keeps them): data/sources/families/
 * - corrections.csv: what a family keeps where it differs from our sources, as association rows
 *   (the research rows' columns, source_kind `family`, the family named in source_label:
 *   "A family of Pune, from their elders"), with the day it was reviewed;
 * - confirmations.csv: "our family keeps her", one line a family, with its region and day;
 * - deprecated.csv: an association a reviewer found wrong, with the reason and the day: kept,
 *   never an answer;
 * - prayers.json: the prayers families sent, approved, with where their text comes from.
 * And the history of every association (data/built/association_history.csv): when it was added
 * and from which source, and each change of its confidence, kept from build to build.
 */
export const FAMILIES_DIR = 'data/sources/families';
export const HISTORY_FILE = 'data/built/association_history.csv';
export const DEPRECATED_FILE = 'data/built/deprecated_associations.csv';

/** An association's identity across rebuilds (private.association_key says the same). */
export function associationKey(r: { surname: string; community: string; gotra: string; deity_id: string }): string {
  const line = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
  return `${line(r.surname)}|${line(r.community)}|${line(r.gotra)}|${r.deity_id}`;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-mm-dd)');

export interface Confirmation {
  key: string;
  region: string;
  confirmed_on: string;
}
export interface Deprecation {
  key: string;
  reason: string;
  deprecated_on: string;
  from: string;
}
export const familyPrayer = z.object({
  deity_id: z.string().min(1),
  title: z.string().min(2).max(200),
  language: z.string().min(2).max(40),
  text: z.string().min(10).max(8000),
  source: z.string().min(3).max(300),
  source_url: z.string().max(500),
  region: z.string().max(100),
  approved_on: day,
});
export type FamilyPrayer = z.infer<typeof familyPrayer>;

export interface FamiliesInput {
  corrections: CsvRecord[];
  confirmations: Confirmation[];
  deprecations: Deprecation[];
  prayers: FamilyPrayer[];
}

function optionalCsv(root: string, file: string): CsvRecord[] {
  return fs.existsSync(path.join(root, file)) ? readCsv(root, file) : [];
}

export function readFamilies(root: string): FamiliesInput {
  const confirmations = optionalCsv(root, `${FAMILIES_DIR}/confirmations.csv`).map((r) => {
    const on = day.safeParse(r.get('confirmed_on'));
    if (!on.success) throw new DataFileError(r.file, r.line, `confirmed_on ${on.error.issues[0]!.message}`);
    if (r.get('region').trim().length < 2) throw new DataFileError(r.file, r.line, 'region is required');
    return { key: associationKey(fields(r)), region: r.get('region').trim(), confirmed_on: on.data };
  });
  const deprecations = optionalCsv(root, `${FAMILIES_DIR}/deprecated.csv`).map((r) => {
    const on = day.safeParse(r.get('deprecated_on'));
    if (!on.success) throw new DataFileError(r.file, r.line, `deprecated_on ${on.error.issues[0]!.message}`);
    if (r.get('reason').trim().length < 5) throw new DataFileError(r.file, r.line, 'the reason is required');
    return { key: associationKey(fields(r)), reason: r.get('reason').trim(), deprecated_on: on.data, from: `${r.file}:${r.line}` };
  });
  const prayersFile = path.join(root, FAMILIES_DIR, 'prayers.json');
  const prayers = fs.existsSync(prayersFile) ? z.array(familyPrayer).parse(JSON.parse(fs.readFileSync(prayersFile, 'utf8'))) : [];
  return { corrections: optionalCsv(root, `${FAMILIES_DIR}/corrections.csv`), confirmations, deprecations, prayers };
}

function fields(r: CsvRecord) {
  return { surname: r.get('surname'), community: r.get('community'), gotra: r.get('gotra'), deity_id: r.get('deity_id').trim() };
}

export interface DeprecatedRow {
  association_key: string;
  surname: string;
  community: string;
  gotra: string;
  deity_id: string;
  confidence_level: number;
  source_label: string;
  source_url: string;
  reason: string;
  deprecated_on: string;
}

/** The rows without those a reviewer deprecated, and the deprecated ones with their reasons. */
export function applyDeprecations(
  rows: SurnameRow[],
  deprecations: Deprecation[],
): { rows: SurnameRow[]; deprecated: DeprecatedRow[]; errors: string[] } {
  const byKey = new Map(deprecations.map((d) => [d.key, d]));
  const deprecated: DeprecatedRow[] = [];
  const kept = rows.filter((r) => {
    const d = byKey.get(associationKey(r));
    if (!d) return true;
    deprecated.push({
      association_key: d.key,
      surname: r.surname,
      community: r.community,
      gotra: r.gotra,
      deity_id: r.deity_id,
      confidence_level: r.confidence_level,
      source_label: r.source_label,
      source_url: r.source_url,
      reason: d.reason,
      deprecated_on: d.deprecated_on,
    });
    return false;
  });
  const found = new Set(deprecated.map((d) => d.association_key));
  const errors = deprecations.filter((d) => !found.has(d.key)).map((d) => `${d.from}: no association ${d.key} to deprecate`);
  return { rows: kept, deprecated: deprecated.sort((a, b) => a.association_key.localeCompare(b.association_key)), errors };
}

export const HISTORY_HEADER = ['association_key', 'happened_on', 'event', 'detail', 'source_label', 'source_url'] as const;
export type HistoryRow = Record<(typeof HISTORY_HEADER)[number], string>;

const confidenceOf = (detail: string) => Number(/confidence (\d+)%/.exec(detail)?.[1] ?? NaN);

/**
 * The history ledger after this build: every event the last one kept (for associations still
 * present or deprecated), an `added` event for an association not seen before (the day it was
 * first built, or `addedOn` when known), a `confidence` event when its confidence changed.
 * Rebuilding unchanged data changes nothing.
 */
export function historyLedger(
  rows: SurnameRow[],
  deprecated: DeprecatedRow[],
  previous: HistoryRow[],
  today: string,
  addedOn: (r: SurnameRow) => string | undefined = () => undefined,
): HistoryRow[] {
  const present = new Set([...rows.map(associationKey), ...deprecated.map((d) => d.association_key)]);
  const ledger = previous.filter((e) => present.has(e.association_key));
  const byKey = new Map<string, HistoryRow[]>();
  for (const e of ledger) byKey.set(e.association_key, [...(byKey.get(e.association_key) ?? []), e]);
  for (const r of rows) {
    const key = associationKey(r);
    const events = byKey.get(key) ?? [];
    const last = [...events].reverse().find((e) => e.event === 'added' || e.event === 'confidence');
    if (!last) {
      ledger.push({
        association_key: key,
        happened_on: addedOn(r) ?? today,
        event: 'added',
        detail: `confidence ${r.confidence_level}%`,
        source_label: r.source_label,
        source_url: r.source_url,
      });
    } else if (confidenceOf(last.detail) !== r.confidence_level) {
      ledger.push({
        association_key: key,
        happened_on: today,
        event: 'confidence',
        detail: `from ${confidenceOf(last.detail)}% to confidence ${r.confidence_level}%`,
        source_label: r.source_label,
        source_url: r.source_url,
      });
    }
  }
  return ledger.sort(
    (a, b) => a.association_key.localeCompare(b.association_key) || a.happened_on.localeCompare(b.happened_on) || a.event.localeCompare(b.event),
  );
}

/** Today's date in India: the day events of this build are dated (KULDEVTA_BUILD_DATE fixes it). */
export function buildDay(): string {
  return process.env.KULDEVTA_BUILD_DATE ?? new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}
