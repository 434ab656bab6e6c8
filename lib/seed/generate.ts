import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { editedCsv, editedJson } from './content-files';
import { DataFileError, readCsvRows, readJsonRows, type SourcedRow } from './files';
import {
  communityCustomRow,
  communityRow,
  familySurnameRow,
  shrineRow,
  surnameAliasRow,
  surnameCarrierRow,
  surnameCommunityRow,
  surnameFrequencyRow,
} from './schemas';
import { insert, pruneExcept, records, upsert, type SqlValue } from './sql';
import { loadTranslations } from './translations';
import { associationKey, DEPRECATED_FILE, HISTORY_FILE, readFamilies, type HistoryRow } from '../content-build/families';

export { DataFileError } from './files';

/** A JSON column's value (null stays SQL null). */
const jsonValue = (v: unknown): SqlValue => (v === null || v === undefined ? null : { json: v });

interface Parsed<T> {
  file: string;
  line: number;
  row: T;
}

function parseRows<S extends z.ZodType>(rows: SourcedRow[], schema: S): Parsed<z.output<S>>[] {
  return rows.map(({ file, line, value }) => {
    const result = schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `field "${issue.path.join('.')}"` : 'row';
      const problem = issue?.code === 'invalid_type' && issue.path.length ? 'is missing or of the wrong type' : issue?.message;
      throw new DataFileError(file, line, `${where} ${problem}`);
    }
    return { file, line, row: result.data };
  });
}

function unique<T>(rows: Parsed<T>[], key: (row: T) => string, what: string): void {
  const seen = new Map<string, number>();
  for (const { file, line, row } of rows) {
    const k = key(row);
    const first = seen.get(k);
    if (first !== undefined) throw new DataFileError(file, line, `duplicate ${what} "${k}" (first on line ${first})`);
    seen.set(k, line);
  }
}

function mustExist(ids: Set<string>, id: string, file: string, line: number, what: string): void {
  if (!ids.has(id)) throw new DataFileError(file, line, `unknown ${what} id "${id}"`);
}

/** The English content, read and checked from data/. */
function loadEnglish(root: string) {
  const read = (file: string) => readJsonRows(root, file);
  const edited = <F extends keyof typeof editedJson>(file: F): Parsed<z.output<(typeof editedJson)[F]>>[] =>
    parseRows(read(file), editedJson[file] as z.ZodType) as Parsed<z.output<(typeof editedJson)[F]>>[];
  const regions = edited('data/regions.json');
  const traditions = edited('data/cultural_traditions.json');
  const types = edited('data/deity_types.json');
  const festivals = edited('data/festivals.json');
  const methods = edited('data/worship_methods.json');
  const deities = edited('data/deities.json');
  const deityShrineEntries = edited('data/deity_shrines.json');
  const shrines = fs.existsSync(path.join(root, 'data/built/shrines.json')) ? parseRows(read('data/built/shrines.json'), shrineRow) : [];
  const aliases = parseRows(readCsvRows(root, 'data/deity_aliases.csv'), editedCsv['data/deity_aliases.csv']);
  const aartis = edited('data/aartis.json');
  const mantras = edited('data/mantras.json');
  const categories = edited('data/prayer_categories.json');
  const collections = edited('data/prayer_collections.json');
  const surnames = parseRows(readCsvRows(root, 'data/built/family_surnames.csv'), familySurnameRow);
  const surnameAliases = parseRows(readCsvRows(root, 'data/built/surname_aliases.csv'), surnameAliasRow);
  const surnameCommunities = fs.existsSync(path.join(root, 'data/built/surname_communities.csv'))
    ? parseRows(readCsvRows(root, 'data/built/surname_communities.csv'), surnameCommunityRow)
    : [];
  const educational = edited('data/surname_educational_content.json');
  const optionalCsv = (file: string) => (fs.existsSync(path.join(root, file)) ? readCsvRows(root, file) : []);
  const surnameCarriers = parseRows(optionalCsv('data/built/surname_carriers.csv'), surnameCarrierRow);
  const customs = parseRows(optionalCsv('data/built/community_customs.csv'), communityCustomRow);
  // How common a name is orders the "Did you mean" spellings; given names and titles in the count are left out.
  const surnameFrequency = parseRows(optionalCsv('data/sources/common-surnames.csv'), surnameFrequencyRow).filter((r) => r.row.counted === 'yes');
  const communities = fs.existsSync(path.join(root, 'data/built/communities.json'))
    ? parseRows(read('data/built/communities.json'), communityRow)
    : [];

  for (const [rows, what] of [
    [regions, 'region'],
    [traditions, 'tradition'],
    [types, 'deity type'],
    [festivals, 'festival'],
    [methods, 'worship method'],
    [deities, 'deity'],
  ] as const) {
    unique(rows as Parsed<{ id: string }>[], (r) => r.id, `${what} id`);
  }
  unique(deities, (r) => r.name.toLowerCase(), 'deity name');
  unique(shrines, (r) => r.id, 'shrine id');
  unique(aliases, (r) => `${r.deity_id}|${r.alias}`, 'alias');

  const ids = (rows: Parsed<{ id: string }>[]) => new Set(rows.map((r) => r.row.id));
  const regionIds = ids(regions);
  const traditionIds = ids(traditions);
  const typeIds = ids(types);
  const festivalIds = ids(festivals);
  const methodIds = ids(methods);
  const deityIds = ids(deities);

  for (const { file, line, row } of deities) {
    for (const id of row.namesakes) mustExist(deityIds, id, file, line, 'namesake deity');
    mustExist(regionIds, row.region, file, line, 'region');
    mustExist(typeIds, row.type, file, line, 'deity type');
    mustExist(traditionIds, row.cultural_tradition, file, line, 'cultural tradition');
    for (const f of row.festivals) mustExist(festivalIds, f, file, line, 'festival');
    for (const m of row.worship_methods) mustExist(methodIds, m, file, line, 'worship method');
    if (new Set(row.festivals).size !== row.festivals.length) throw new DataFileError(file, line, 'lists a festival twice');
    if (new Set(row.worship_methods).size !== row.worship_methods.length) {
      throw new DataFileError(file, line, 'lists a worship method twice');
    }
  }
  for (const { file, line, row } of [...deityShrineEntries, ...shrines, ...aliases, ...aartis, ...mantras]) {
    mustExist(deityIds, row.deity_id, file, line, 'deity');
  }
  unique(aartis, (r) => String(r.id), 'aarti id');
  unique(mantras, (r) => String(r.id), 'mantra id');
  unique(categories, (r) => r.id, 'prayer category id');
  unique(collections, (r) => r.id, 'prayer collection id');
  for (const { file, line, row } of [...aartis, ...mantras]) {
    const lines = (s: string) => s.split('\n').length;
    if (lines(row.local_script) !== lines(row.transliteration)) {
      throw new DataFileError(file, line, 'transliteration must have as many lines as local_script');
    }
    // the database refuses one without the other; say so here, with the line
    if ((row.text_source_url === '') !== (row.text_source_label === '')) {
      throw new DataFileError(file, line, 'text_source_url and text_source_label are given together or not at all');
    }
  }
  const fold = (v: string) => v.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  unique(surnames, (r) => `${fold(r.surname)}|${r.community}|${r.gotra}|${r.deity_id}`, 'surname-community-gotra-deity row');
  const shrineIds = new Set(shrines.map((r) => r.row.id));
  for (const { file, line, row } of surnames) {
    mustExist(deityIds, row.deity_id, file, line, 'deity');
    if (row.shrine_id) mustExist(shrineIds, row.shrine_id, file, line, 'shrine');
    if (row.cultural_tradition) mustExist(traditionIds, row.cultural_tradition, file, line, 'cultural tradition');
  }
  unique(surnameCommunities, (r) => `${fold(r.surname)}|${r.community}`, 'surname-community row');
  for (const { file, line, row } of surnameCommunities) {
    if (row.deity_id) mustExist(deityIds, row.deity_id, file, line, 'deity');
  }
  for (const { file, line, row } of customs) for (const id of row.deity_ids) mustExist(deityIds, id, file, line, 'deity');
  const surnameSet = new Set([...surnames, ...surnameCommunities].map((r) => fold(r.row.surname)));
  unique(surnameAliases, (r) => `${fold(r.surname)}|${r.alias}`, 'surname alias');
  for (const { file, line, row } of surnameAliases) {
    if (!surnameSet.has(fold(row.surname))) throw new DataFileError(file, line, `unknown surname "${row.surname}"`);
  }
  unique(communities, (r) => r.slug, 'community slug');
  unique(
    communities.flatMap(({ file, line, row }) => row.labels.map((label) => ({ file, line, row: label }))),
    (label) => label,
    'community label',
  );
  for (const { file, line, row } of educational) {
    if (row.region) mustExist(regionIds, row.region, file, line, 'region');
  }
  const categoryIds = new Set(categories.map((r) => r.row.id));
  const aartiIds = new Set(aartis.map((r) => r.row.id));
  const mantraIds = new Set(mantras.map((r) => r.row.id));
  for (const { file, line, row } of collections) {
    mustExist(categoryIds, row.category, file, line, 'prayer category');
    if (row.deity_id) mustExist(deityIds, row.deity_id, file, line, 'deity');
    for (const item of row.prayers) {
      const known = item.prayer_type === 'aarti' ? aartiIds : mantraIds;
      if (!known.has(item.prayer_id)) throw new DataFileError(file, line, `unknown ${item.prayer_type} id ${item.prayer_id}`);
    }
    if (new Set(row.prayers.map((p) => p.sequence_order)).size !== row.prayers.length) {
      throw new DataFileError(file, line, 'repeats a sequence_order');
    }
  }

  const families = readFamilies(root);
  const history = fs.existsSync(path.join(root, HISTORY_FILE)) ? readCsvRows(root, HISTORY_FILE).map((r) => r.value as HistoryRow) : [];
  const deprecated = fs.existsSync(path.join(root, DEPRECATED_FILE))
    ? readCsvRows(root, DEPRECATED_FILE).map((r) => r.value as Record<string, string>)
    : [];
  for (const p of families.prayers)
    if (!deityIds.has(p.deity_id)) throw new DataFileError('data/sources/families/prayers.json', 1, `unknown deity id "${p.deity_id}"`);
  return {
    families,
    history,
    deprecated,
    regions: regions.map((r) => r.row),
    traditions: traditions.map((r) => r.row),
    types: types.map((r) => r.row),
    festivals: festivals.map((r) => r.row),
    methods: methods.map((r) => r.row),
    deities: deities.map((r) => r.row),
    deityShrines: deityShrineEntries.map((r) => r.row),
    shrines: shrines.map((r) => r.row),
    aliases: aliases.map((r) => r.row),
    aartis: aartis.map((r) => r.row),
    mantras: mantras.map((r) => r.row),
    categories: categories.map((r) => r.row),
    collections: collections.map((r) => r.row),
    surnames: surnames.map((r) => r.row),
    surnameAliases: surnameAliases.map((r) => r.row),
    surnameCommunities: surnameCommunities.map((r) => r.row),
    surnameCarriers: surnameCarriers.map((r) => r.row),
    customs: customs.map((r) => r.row),
    surnameFrequency: surnameFrequency.map((r) => r.row),
    educational: educational.map((r) => r.row),
    communities: communities.map((r) => r.row),
  };
}

/** The content in English, which the translations are checked against. */
export type EnglishData = ReturnType<typeof loadEnglish>;

/** Everything the seed holds, read and checked from data/: the English content and its translations. */
export function loadData(root: string) {
  const english = loadEnglish(root);
  return { ...english, languages: loadTranslations(root, english) };
}

export type SeedData = ReturnType<typeof loadData>;

/** Every name a deity is known by, for suggestions: name, native name, alternatives, sources. */
export function deityAliases(data: SeedData): { deity_id: string; alias: string; kind: string; source_ref: string }[] {
  const out = new Map<string, { deity_id: string; alias: string; kind: string; source_ref: string }>();
  const add = (deity_id: string, alias: string, kind: string, source_ref = '') => {
    const key = `${deity_id}|${alias}`;
    if (!out.has(key)) out.set(key, { deity_id, alias, kind, source_ref });
  };
  for (const d of data.deities) {
    add(d.id, d.name, 'name');
    add(d.id, d.sanskrit_name, 'native');
    for (const a of d.alternative_names) add(d.id, a, 'alternative');
  }
  for (const a of data.aliases) add(a.deity_id, a.alias, 'source', a.source_ref);
  return [...out.values()];
}

/** The seed as SQL: idempotent, so it can be applied again when data/ changes. */
export function seedSql(data: SeedData): string {
  const ref = (table: string, rows: { id: string; name: string; description: string }[]) =>
    upsert(
      records(
        table,
        rows.map((r) => ({ id: r.id, name: r.name, description: r.description })),
      ),
      'id',
    );
  const deities = data.deities.map((d) => ({
    id: d.id,
    name: d.name,
    sanskrit_name: d.sanskrit_name,
    alternative_names: d.alternative_names,
    description: d.description,
    long_description: d.long_description,
    region: d.region,
    type: d.type,
    cultural_tradition: d.cultural_tradition,
    image_url: d.image_url,
    popularity: d.popularity,
    popularity_basis: d.popularity_basis,
    attributes: d.attributes,
    symbols: d.symbols,
    associated_families: d.associated_families,
    sub_regions: d.sub_regions,
    sources: d.sources,
    namesakes: d.namesakes,
  }));
  const shrines = data.shrines.map((t, i) => ({
    id: t.id,
    deity_id: t.deity_id,
    name: t.name,
    native_name: t.native_name,
    town: t.town,
    district: t.district,
    state: t.state,
    country: t.country,
    is_principal: t.is_principal,
    lat: t.lat,
    lon: t.lon,
    precision: t.precision,
    located_as: t.located_as,
    coord_source: jsonValue(t.coord_source),
    way: jsonValue(t.way),
    fairs: jsonValue(t.fairs),
    rites: jsonValue(t.rites),
    sources: jsonValue(t.sources),
    notes: t.notes,
    position: i + 1,
  }));

  return [
    '-- Generated by `npm run data:build` (scripts/data-build.ts) from the files in data/.',
    '-- Do not edit by hand: edit data/ and run the script again. A test checks they agree.',
    '-- Idempotent: rows are upserted, rows no longer in data/ are removed, and visitor data',
    '-- (submissions, messages, analytics, approved associations) is never touched.',
    '',
    ref('public.regions', data.regions),
    ref('public.cultural_traditions', data.traditions),
    ref('public.deity_types', data.types),
    upsert(
      records(
        'public.festivals',
        data.festivals.map((r) => ({ id: r.id, name: r.name, timing: r.timing, description: r.description, rule: jsonValue(r.rule) })),
      ),
      'id',
    ),
    upsert(
      records(
        'public.worship_methods',
        data.methods.map((r) => ({ id: r.id, name: r.name, description: r.description, family_rite: r.family_rite })),
      ),
      'id',
    ),
    upsert(records('public.deities', deities), 'id'),
    'delete from public.deity_festivals;',
    insert(
      records(
        'public.deity_festivals',
        data.deities.flatMap((d) => d.festivals.map((f, i) => ({ deity_id: d.id, festival_id: f, position: i + 1 }))),
      ),
    ),
    'delete from public.deity_worship_methods;',
    insert(
      records(
        'public.deity_worship_methods',
        data.deities.flatMap((d) => d.worship_methods.map((m, i) => ({ deity_id: d.id, worship_method_id: m, position: i + 1 }))),
      ),
    ),
    'delete from public.deity_aliases;',
    insert(
      records(
        'public.deity_aliases',
        deityAliases(data).map((a) => ({ deity_id: a.deity_id, alias: a.alias, kind: a.kind, source_ref: a.source_ref })),
      ),
    ),
    'delete from public.deity_shrines;',
    insert(
      records(
        'public.deity_shrines',
        data.deityShrines.map((t, i) => ({
          deity_id: t.deity_id,
          name: t.name,
          town: t.town,
          district: t.district,
          state: t.state,
          country: t.country,
          is_principal: t.is_principal,
          source_ref: t.source,
          note: t.note,
          position: i + 1,
        })),
      ),
    ),
    upsert(records('public.shrines', shrines), 'id'),
    ...prayerSql(data),
    ...surnameSql(data),
    ...familySql(data),
    'delete from public.translations;',
    insert(
      records(
        'public.translations',
        data.languages.translations.map((t) => ({ kind: t.kind, item_id: t.item_id, lang: t.lang, field: t.field, value: { json: t.value } })),
      ),
    ),
    'delete from public.page_languages;',
    insert(
      records(
        'public.page_languages',
        data.languages.pages.map((p) => ({ kind: p.kind, item_id: p.item_id, lang: p.lang })),
      ),
    ),
    // Rows no longer in data/ go, children before the lists they point to.
    ...[
      ['public.shrines', data.shrines],
      ['public.deities', data.deities],
      ['public.worship_methods', data.methods],
      ['public.festivals', data.festivals],
      ['public.deity_types', data.types],
      ['public.cultural_traditions', data.traditions],
      ['public.regions', data.regions],
    ].map(([table, rows]) =>
      pruneExcept(
        table as string,
        'id',
        (rows as { id: string }[]).map((r) => r.id),
      ),
    ),
    '',
  ].join('\n');
}

/**
 * Families' word as the data holds it: approved confirmations, the associations' history (the
 * build's ledger, and the confirmations, corrections and deprecations of data/sources/families/),
 * the deprecated associations, the approved family prayers. Replaced whole, like the other
 * content: the review writes the same rows to the files and the database.
 */
function familySql(data: SeedData): string[] {
  const { families } = data;
  const confirmed = families.confirmations.map((c) => ({
    association_key: c.key,
    happened_on: c.confirmed_on,
    event: 'confirmed',
    detail: `a family of ${c.region}`,
    source_label: '',
    source_url: '',
  }));
  const deprecated = data.deprecated.map((d) => ({
    association_key: d.association_key!,
    happened_on: d.deprecated_on!,
    event: 'deprecated',
    detail: d.reason!,
    source_label: '',
    source_url: '',
  }));
  const corrected = families.corrections
    .map((r) => ({
      association_key: associationKey({
        surname: r.get('surname'),
        community: r.get('community'),
        gotra: r.get('gotra'),
        deity_id: r.get('corrects_deity_id').trim() || r.get('deity_id').trim(),
      }),
      happened_on: r.get('reviewed_on'),
      event: 'corrected',
      detail: `${r.get('source_label')}: ${r.get('deity_as_written')}`,
      source_label: r.get('source_label'),
      source_url: r.get('source_url'),
    }))
    .filter((e) => e.association_key.split('|')[3] !== '' && /^\d{4}-\d{2}-\d{2}$/.test(e.happened_on));
  const history = [...data.history.map((h) => ({ ...h })), ...confirmed, ...corrected, ...deprecated];
  return [
    'delete from public.association_confirmations;',
    insert(
      records(
        'public.association_confirmations',
        families.confirmations.map((c) => ({ association_key: c.key, region: c.region, confirmed_on: c.confirmed_on })),
      ),
    ),
    'delete from public.association_history;',
    insert(
      records(
        'public.association_history',
        history.map((h) => ({
          association_key: h.association_key,
          happened_on: h.happened_on,
          event: h.event,
          detail: h.detail.slice(0, 600),
          source_label: h.source_label.slice(0, 200),
          source_url: h.source_url,
        })),
      ),
    ),
    'delete from public.deprecated_associations;',
    insert(
      records(
        'public.deprecated_associations',
        data.deprecated.map((d) => ({
          association_key: d.association_key!,
          surname: d.surname!,
          community: d.community!,
          gotra: d.gotra!,
          deity_id: d.deity_id!,
          confidence_level: Number(d.confidence_level),
          source_label: d.source_label!,
          source_url: d.source_url!,
          reason: d.reason!,
          deprecated_on: d.deprecated_on!,
        })),
      ),
    ),
    'delete from public.family_prayers;',
    insert(
      records(
        'public.family_prayers',
        families.prayers.map((p) => ({
          deity_id: p.deity_id,
          title: p.title,
          language: p.language,
          text: p.text,
          source: p.source,
          source_url: p.source_url,
          region: p.region,
          approved_on: p.approved_on,
        })),
      ),
    ),
  ];
}

function surnameSql(data: SeedData): string[] {
  return [
    // Seed associations are replaced; associations approved from visitor submissions stay.
    "delete from public.family_surnames where origin = 'seed';",
    insert(
      records(
        'public.family_surnames',
        data.surnames.map((r) => ({
          surname: r.surname,
          community: r.community,
          gotra: r.gotra,
          deity_id: r.deity_id,
          country: r.country,
          state_province: r.state_province,
          town_village: r.town_village,
          cultural_tradition: r.cultural_tradition,
          confidence_level: r.confidence_level,
          source: r.source,
          source_ref: r.source_ref,
          source_url: r.source_url,
          source_label: r.source_label,
          notes: r.notes,
          origin: 'seed',
          subclan_of: r.subclan_of,
          shrine_id: r.shrine_id,
          shrine_basis: r.shrine_basis,
          scope: r.scope,
        })),
      ),
    ),
    'delete from public.surname_carriers;',
    insert(
      records(
        'public.surname_carriers',
        data.surnameCarriers.map((r) => ({
          surname: r.surname,
          communities: r.communities,
          rank: r.rank,
          statement: r.statement,
          source_url: r.source_url,
          source_label: r.source_label,
        })),
      ),
    ),
    'delete from public.community_customs;',
    insert(
      records(
        'public.community_customs',
        data.customs.map((r) => ({
          community: r.community,
          custom: r.custom,
          deity_ids: r.deity_ids,
          detail: r.detail,
          source_url: r.source_url,
          source_label: r.source_label,
          also_labels: r.also_labels,
        })),
      ),
    ),
    'delete from public.surname_frequency;',
    insert(
      records(
        'public.surname_frequency',
        data.surnameFrequency.map((r) => ({ surname: r.surname, roll_rank: r.rank })),
      ),
    ),
    'delete from public.surname_communities;',
    insert(
      records(
        'public.surname_communities',
        data.surnameCommunities.map((r) => ({
          surname: r.surname,
          community: r.community,
          rule: r.rule,
          deity_id: r.deity_id,
          detail: r.detail,
          source_url: r.source_url,
          source_label: r.source_label,
          notes: r.notes,
          scope: r.scope,
        })),
      ),
    ),
    'delete from public.surname_aliases;',
    insert(
      records(
        'public.surname_aliases',
        data.surnameAliases.map((r) => ({ surname: r.surname, alias: r.alias, source_ref: r.source_ref })),
      ),
    ),
    // Community pages: replaced with the data, like the seed associations they group.
    'delete from public.community_gotras;',
    'delete from public.community_labels;',
    upsert(
      records(
        'public.communities',
        data.communities.map((c) => ({
          slug: c.slug,
          name: c.name,
          native_name: c.native_name,
          also_called: c.also_called,
          division: c.division,
          surname_term: c.surname_term,
          description: c.description,
          source_url: c.source_url,
          source_label: c.source_label,
          curated: c.curated,
        })),
      ),
      'slug',
    ),
    pruneExcept(
      'public.communities',
      'slug',
      data.communities.map((c) => c.slug),
    ),
    insert(
      records(
        'public.community_labels',
        data.communities.flatMap((c) => c.labels.map((label) => ({ label, community_slug: c.slug }))),
      ),
    ),
    insert(
      records(
        'public.community_gotras',
        data.communities.flatMap((c) => c.divisions.flatMap((d) => d.parts.map((part) => ({ community_slug: c.slug, gotra: d.name, part })))),
      ),
    ),
    'delete from public.surname_educational_content;',
    insert(
      records(
        'public.surname_educational_content',
        data.educational.map((r) => ({
          content_type: r.content_type,
          title: r.title,
          content: r.content,
          source: r.source,
          region: r.region,
          community: r.community,
        })),
      ),
    ),
  ];
}

function prayerSql(data: SeedData): string[] {
  const prayer = (p: SeedData['aartis'][number]): Record<string, SqlValue> => ({
    id: p.id,
    title: p.title,
    prayer_type: p.prayer_type,
    language: p.language,
    local_script: p.local_script,
    transliteration: p.transliteration,
    translation: p.translation,
    meaning: p.meaning,
    author_or_origin: p.author_or_origin,
    text_note: p.text_note,
    duration_minutes: p.duration_minutes,
    difficulty_level: p.difficulty_level,
    popularity: p.popularity,
    tags: p.tags,
    deity_id: p.deity_id,
    benefits: p.benefits,
    when_to_recite: p.when_to_recite,
    audio_url: p.audio_url,
    video_url: p.video_url,
    seo_title: p.seo_title,
    seo_description: p.seo_description,
    seo_keywords: p.seo_keywords,
    text_source_url: p.text_source_url,
    text_source_label: p.text_source_label,
    addressed_to: p.addressed_to,
  });
  return [
    upsert(records('public.aartis', data.aartis.map(prayer)), 'id'),
    upsert(
      records(
        'public.mantras',
        data.mantras.map((m) => ({ ...prayer(m), sanskrit_text: m.sanskrit_text, number_of_repetitions: m.number_of_repetitions })),
      ),
      'id',
    ),
    upsert(
      records(
        'public.prayer_categories',
        data.categories.map((c) => ({ id: c.id, name: c.name, description: c.description, color: c.color })),
      ),
      'id',
    ),
    upsert(
      records(
        'public.prayer_collections',
        data.collections.map((c) => ({
          id: c.id,
          name: c.name,
          description: c.description,
          category: c.category,
          deity_id: c.deity_id,
          popularity: c.popularity,
        })),
      ),
      'id',
    ),
    'delete from public.prayer_collection_items;',
    insert(
      records(
        'public.prayer_collection_items',
        data.collections.flatMap((c) =>
          c.prayers.map((p) => ({
            collection_id: c.id,
            aarti_id: p.prayer_type === 'aarti' ? p.prayer_id : null,
            mantra_id: p.prayer_type === 'mantra' ? p.prayer_id : null,
            sequence_order: p.sequence_order,
          })),
        ),
      ),
    ),
    ...[
      ['public.prayer_collections', data.collections],
      ['public.prayer_categories', data.categories],
      ['public.aartis', data.aartis],
      ['public.mantras', data.mantras],
    ].map(([table, rows]) =>
      pruneExcept(
        table as string,
        'id',
        (rows as { id: string | number }[]).map((r) => r.id),
      ),
    ),
  ];
}

/** Reads data/, checks it and writes supabase/seed.sql; writes nothing when data/ is wrong. */
export function generateSeed(root: string, outFile = path.join(root, 'supabase', 'seed.sql')): { bytes: number } {
  const sql = seedSql(loadData(root));
  fs.writeFileSync(outFile, sql);
  return { bytes: Buffer.byteLength(sql) };
}
