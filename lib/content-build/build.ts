import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonSchemaFiles } from '../seed/content-files';
import { generateSeed } from '../seed/generate';
import { writeCsv } from '../seed/files';
import { ALIAS_HEADER, buildAliases, type AliasBuild } from './aliases';
import { buildCarrierRows, CARRIER_HEADER, communityLabelsBySurname, type CarrierRow } from './carriers';
import { buildCommunityRows, COMMUNITY_HEADER, type CommunityRow } from './communities';
import { buildCustomRows, CUSTOM_HEADER } from './customs';
import { gazetteerProblem } from './gazetteer';
import { applyDeprecations, buildDay, DEPRECATED_FILE, HISTORY_FILE, HISTORY_HEADER, historyLedger, readFamilies, type HistoryRow } from './families';
import { loadInputs, readCsv, type Inputs } from './inputs';
import { citeSources } from './stages/sources';
import { loadShrineInputs, pointToShrines } from './stages/shrines';
import { buildSurnameRows, inferredRuleViolations, SURNAME_HEADER, TARGETS, validateRows, type SurnameBuild, type SurnameRow } from './surnames';
import type { Shrine, ShrineBuild } from './shrines';
import { buildCommunities, labelScoper, type CommunityEntity } from './community-pages';

/** The build stopped: every problem found, each naming its file and line or row. */
const DEPRECATED_HEADER = [
  'association_key',
  'surname',
  'community',
  'gotra',
  'deity_id',
  'confidence_level',
  'source_label',
  'source_url',
  'reason',
  'deprecated_on',
] as const;

/** The history ledger the last build wrote (none before the first). */
function readHistory(root: string): HistoryRow[] {
  const file = path.join(root, HISTORY_FILE);
  if (!fs.existsSync(file)) return [];
  return readCsv(root, HISTORY_FILE).map((r) => Object.fromEntries(HISTORY_HEADER.map((h) => [h, r.get(h)])) as HistoryRow);
}

export class BuildError extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length} problem(s) in the data sources; nothing written:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'BuildError';
  }
}

export const SURNAMES_FILE = 'data/built/family_surnames.csv';
export const ALIASES_FILE = 'data/built/surname_aliases.csv';
export const COMMUNITIES_FILE = 'data/built/surname_communities.csv';
export const CARRIERS_FILE = 'data/built/surname_carriers.csv';
/** The community entities behind /community/{slug}, derived from the rows' community labels. */
export const COMMUNITY_PAGES_FILE = 'data/built/communities.json';
export const SEED_FILE = 'supabase/seed.sql';
export const SHRINES_FILE = 'data/built/shrines.json';
export const CUSTOMS_FILE = 'data/built/community_customs.csv';

export interface DataBuild {
  /** Repository-relative path -> the file's full text. */
  files: Map<string, string>;
  /** What the build has to say: totals, targets, rules left unexpanded. */
  report: string[];
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

function counts<T>(items: T[], key: (t: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return m;
}

/**
 * Builds the surname files from data/sources/ in memory, in stages: the surname rows
 * (surnames.ts: facts, documented rows, sub-clan marks, conflicts, inferred and derived rows,
 * de-duplication), their sources, their shrines, then the files built beside them (shared
 * surnames, carriers, aliases, community pages). Throws BuildError when a check fails.
 */
export function buildSurnameData(root: string): DataBuild {
  const inputs = loadInputs(root);
  // Families' corrections a reviewer approved are association rows like the research ones.
  const families = readFamilies(root);
  inputs.research.push(...families.corrections);
  const built = buildSurnameRows(inputs);
  const cited = citeSources(built.rows, inputs.sourceNames);
  const gazetteer = gazetteerProblem(root);
  if (gazetteer) throw new BuildError([gazetteer]);
  const shrineStage = pointToShrines(cited.rows, loadShrineInputs(root), inputs);
  const scopeOf = labelScoper(inputs.communityCuration);
  const withScope = shrineStage.rows.map((r) => ({ ...r, scope: scopeOf(r.community) }));
  // An association a reviewer found wrong is kept apart, with its reason, and never an answer.
  const deprecation = applyDeprecations(withScope, families.deprecations);
  const rows = deprecation.rows;
  const communities = buildCommunityRows(inputs.sharedSurnames, new Set(inputs.deities.map((d) => d.id)), inputs.sourceNames, scopeOf);
  const customs = buildCustomRows(inputs.customs, new Set(inputs.deities.map((d) => d.id)), inputs.sourceNames, [
    ...rows.map((r) => r.community),
    ...communities.rows.map((r) => r.community),
  ]);
  const carriers = buildCarrierRows(inputs.carriers, communityLabelsBySurname([...rows, ...communities.rows]), inputs.sourceNames);
  // Surnames known only as carried by many communities have pages too, so spellings of them count.
  const aliases = buildAliases(
    rows,
    built.namedFacts,
    inputs,
    communities.rows.map((r) => r.surname),
  );
  const communityPages = buildCommunities(rows, inputs.communityCuration);
  const problems = [
    ...built.errors,
    ...cited.problems,
    ...shrineStage.problems,
    ...validateRows(rows, inputs),
    ...inferredRuleViolations(rows, inputs),
    ...communities.errors,
    ...carriers.errors,
    ...customs.errors,
    ...aliases.errors,
    ...communityPages.errors,
    ...deprecation.errors,
  ];

  const summary = summarize(rows);
  if (summary.share < TARGETS.nonInferredShare)
    problems.push(`non-inferred share ${percent(summary.share)} below ${TARGETS.nonInferredShare * 100}%`);
  if (problems.length) throw new BuildError(problems);
  const report = buildReport({ inputs, built, rows, summary, aliases, communities, carriers, shrines: shrineStage, communityPages });

  const files = new Map<string, string>([
    [SURNAMES_FILE, writeCsv(SURNAME_HEADER, rows as unknown as Record<string, string | number>[])],
    [ALIASES_FILE, writeCsv(ALIAS_HEADER, aliases.aliases as unknown as Record<string, string>[])],
    [COMMUNITIES_FILE, writeCsv(COMMUNITY_HEADER, communities.rows)],
    [CARRIERS_FILE, writeCsv(CARRIER_HEADER, carriers.rows)],
    [CUSTOMS_FILE, writeCsv(CUSTOM_HEADER, customs.rows)],
    [SHRINES_FILE, shrinesJson(shrineStage.shrines)],
    [COMMUNITY_PAGES_FILE, `${JSON.stringify(communityPages.communities, null, 2)}\n`],
    [DEPRECATED_FILE, writeCsv([...DEPRECATED_HEADER], deprecation.deprecated as unknown as Record<string, string | number>[])],
    [HISTORY_FILE, writeCsv([...HISTORY_HEADER], historyLedger(rows, deprecation.deprecated, readHistory(root), buildDay()))],
  ]);
  return { files, report };
}

/** The figures the report and the non-inferred target use. */
function summarize(rows: SurnameRow[]) {
  const n = rows.length;
  const inferred = rows.filter((r) => r.source === 'inferred').length;
  return {
    n,
    inferred,
    share: n ? (n - inferred) / n : 0,
    surnames: new Set(rows.map((r) => r.surname.toLowerCase())).size,
    communityCount: new Set(rows.map((r) => r.community)).size,
  };
}

/** What the build has to say about each file it made, the rules it left unexpanded and the targets it missed. */
function buildReport(args: {
  inputs: Inputs;
  built: SurnameBuild;
  rows: SurnameRow[];
  summary: ReturnType<typeof summarize>;
  aliases: AliasBuild;
  communities: { rows: CommunityRow[] };
  carriers: { rows: CarrierRow[] };
  shrines: ShrineBuild;
  communityPages: { communities: CommunityEntity[]; report: string[] };
}): string[] {
  const { inputs, built, rows, aliases, communities, carriers, shrines, communityPages } = args;
  const { n, inferred, share, surnames, communityCount } = args.summary;
  const sorted = (m: Map<string, number>) => [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const byCount = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  const list = (entries: [string, number][]) => entries.map(([k, v]) => `${k || '(empty)'} ${v}`).join(', ');
  const report = [
    SURNAMES_FILE,
    `  rows                 ${n}`,
    `  distinct surnames    ${surnames}`,
    `  distinct communities ${communityCount}`,
    `  non-inferred rows    ${n - inferred} (${percent(share)}); inferred ${inferred} (${percent(n ? inferred / n : 0)})`,
    `  by source            ${list(sorted(counts(rows, (r) => r.source)))}`,
    `  by origin            ${list(sorted(counts(rows, (r) => r.rowClass)))}`,
    `  research rows        ${inputs.research.length} read from data/sources/research/`,
    `  states               ${list(byCount(counts(rows, (r) => r.state_province)))}`,
    `  duplicates dropped   ${built.dropped}`,
    ALIASES_FILE,
    `  aliases              ${aliases.aliases.length} for ${aliases.surnamesWithAlias} surnames`,
    `  top-${TARGETS.aliasTopSurnames} surnames by rows without alias: ${aliases.topMissing.length}`,
    COMMUNITIES_FILE,
    `  rows                 ${communities.rows.length}${inputs.sharedSurnames ? '' : ' (data/sources/shared-surnames.csv absent: header only)'}`,
    CARRIERS_FILE,
    `  rows                 ${carriers.rows.length} for ${new Set(carriers.rows.map((r) => r.surname)).size} surnames`,
  ];
  report.push(...shrines.report);
  report.push(
    COMMUNITY_PAGES_FILE,
    `  communities          ${communityPages.communities.length} with a page (${communityPages.communities.filter((c) => c.curated).length} curated): ${communityPages.communities.map((c) => `${c.name} ${c.surnames}`).join(', ')}`,
    ...communityPages.report,
  );
  if (aliases.skippedCurated) report.push(`  curation/aliases.csv surnames not in the output (skipped): ${aliases.skippedCurated}`);
  if (built.unexpanded.length) {
    report.push('community-wide rules not expanded to surnames (no documented surname list):');
    for (const u of built.unexpanded) report.push(`  - ${u.community}${u.gotra ? ` / ${u.gotra}` : ''} -> ${u.deity}: ${u.why}`);
  }
  const targetsMissed = [
    n < TARGETS.rows && `rows ${n} < ${TARGETS.rows}`,
    surnames < TARGETS.surnames && `surnames ${surnames} < ${TARGETS.surnames}`,
    communityCount < TARGETS.communities && `communities ${communityCount} < ${TARGETS.communities}`,
  ].filter(Boolean);
  if (targetsMissed.length) report.push(`volume targets NOT met (not padded with invented rows): ${targetsMissed.join('; ')}`);

  return report;
}

/** data/built/shrines.json: one shrine an object, keys in a fixed order, so the file is the same byte for byte. */
export function shrinesJson(shrines: Shrine[]): string {
  return `[\n${shrines.map((t) => `  ${JSON.stringify(t)}`).join(',\n')}\n]\n`;
}

/**
 * Everything `npm run data:build` writes: the surname files, the JSON Schemas of the edited JSON
 * files (data/built/schemas/, for editors), then supabase/seed.sql from
 * generateSeed over a copy of data/ holding the new surname files (so nothing in the work
 * tree is touched until the caller decides to write).
 */
export function buildAll(root: string): DataBuild {
  const build = buildSurnameData(root);
  for (const [file, text] of jsonSchemaFiles()) build.files.set(file, text);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-data-build-'));
  try {
    fs.cpSync(path.join(root, 'data'), path.join(tmp, 'data'), { recursive: true });
    for (const [file, text] of build.files) {
      fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
      fs.writeFileSync(path.join(tmp, file), text);
    }
    const out = path.join(tmp, 'seed.sql');
    generateSeed(tmp, out);
    build.files.set(SEED_FILE, fs.readFileSync(out, 'utf8'));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return build;
}

/** The files whose text on disk differs from the build's (missing files count as different). */
export function changedFiles(root: string, files: Map<string, string>): string[] {
  return [...files]
    .filter(([file, text]) => {
      const p = path.join(root, file);
      return !fs.existsSync(p) || fs.readFileSync(p, 'utf8') !== text;
    })
    .map(([file]) => file);
}

export type { SurnameRow };
