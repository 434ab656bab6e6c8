import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { DataFileError, readCsvRows, readJsonRows, type SourcedRow } from './files';
import {
  aartiRow,
  aliasRow,
  communityRow,
  deityRow,
  educationalRow,
  familySurnameRow,
  festivalRow,
  mantraRow,
  prayerCategoryRow,
  prayerCollectionRow,
  referenceRow,
  shrineRow,
  surnameAliasRow,
  surnameCarrierRow,
  surnameCommunityRow,
  surnameFrequencyRow,
  templeRow,
} from './schemas';
import { insert, pruneExcept, upsert, type SqlValue } from './sql';

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

/** Everything the seed holds, read and checked from data/. */
export function loadData(root: string) {
  const read = (file: string) => readJsonRows(root, file);
  const regions = parseRows(read('data/regions.json'), referenceRow);
  const traditions = parseRows(read('data/cultural_traditions.json'), referenceRow);
  const types = parseRows(read('data/deity_types.json'), referenceRow);
  const festivals = parseRows(read('data/festivals.json'), festivalRow);
  const methods = parseRows(read('data/worship_methods.json'), referenceRow);
  const deities = parseRows(read('data/deities.json'), deityRow);
  const temples = parseRows(read('data/deity_temples.json'), templeRow);
  const shrines = fs.existsSync(path.join(root, 'data/temples.json')) ? parseRows(read('data/temples.json'), shrineRow) : [];
  const aliases = parseRows(readCsvRows(root, 'data/deity_aliases.csv'), aliasRow);
  const artis = parseRows(read('data/artis.json'), aartiRow);
  const mantras = parseRows(read('data/mantras.json'), mantraRow);
  const categories = parseRows(read('data/prayer_categories.json'), prayerCategoryRow);
  const collections = parseRows(read('data/prayer_collections.json'), prayerCollectionRow);
  const surnames = parseRows(readCsvRows(root, 'data/family_surnames.csv'), familySurnameRow);
  const surnameAliases = parseRows(readCsvRows(root, 'data/surname_aliases.csv'), surnameAliasRow);
  const surnameCommunities = fs.existsSync(path.join(root, 'data/surname_communities.csv'))
    ? parseRows(readCsvRows(root, 'data/surname_communities.csv'), surnameCommunityRow)
    : [];
  const educational = parseRows(read('data/surname_educational_content.json'), educationalRow);
  const optionalCsv = (file: string) => (fs.existsSync(path.join(root, file)) ? readCsvRows(root, file) : []);
  const surnameCarriers = parseRows(optionalCsv('data/surname_carriers.csv'), surnameCarrierRow);
  // How common a name is orders the "Did you mean" spellings; given names and titles in the count are left out.
  const surnameFrequency = parseRows(optionalCsv('data/sources/common-surnames.csv'), surnameFrequencyRow).filter((r) => r.row.counted === 'yes');
  const communities = fs.existsSync(path.join(root, 'data/communities.json')) ? parseRows(read('data/communities.json'), communityRow) : [];

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
  for (const { file, line, row } of [...temples, ...shrines, ...aliases, ...artis, ...mantras]) {
    mustExist(deityIds, row.deity_id, file, line, 'deity');
  }
  unique(artis, (r) => String(r.id), 'aarti id');
  unique(mantras, (r) => String(r.id), 'mantra id');
  unique(categories, (r) => r.id, 'prayer category id');
  unique(collections, (r) => r.id, 'prayer collection id');
  for (const { file, line, row } of [...artis, ...mantras]) {
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
    if (row.temple_id) mustExist(shrineIds, row.temple_id, file, line, 'shrine');
    if (row.cultural_tradition) mustExist(traditionIds, row.cultural_tradition, file, line, 'cultural tradition');
  }
  unique(surnameCommunities, (r) => `${fold(r.surname)}|${r.community}`, 'surname-community row');
  for (const { file, line, row } of surnameCommunities) {
    if (row.deity_id) mustExist(deityIds, row.deity_id, file, line, 'deity');
  }
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
  const aartiIds = new Set(artis.map((r) => r.row.id));
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

  return {
    regions: regions.map((r) => r.row),
    traditions: traditions.map((r) => r.row),
    types: types.map((r) => r.row),
    festivals: festivals.map((r) => r.row),
    methods: methods.map((r) => r.row),
    deities: deities.map((r) => r.row),
    temples: temples.map((r) => r.row),
    shrines: shrines.map((r) => r.row),
    aliases: aliases.map((r) => r.row),
    artis: artis.map((r) => r.row),
    mantras: mantras.map((r) => r.row),
    categories: categories.map((r) => r.row),
    collections: collections.map((r) => r.row),
    surnames: surnames.map((r) => r.row),
    surnameAliases: surnameAliases.map((r) => r.row),
    surnameCommunities: surnameCommunities.map((r) => r.row),
    surnameCarriers: surnameCarriers.map((r) => r.row),
    surnameFrequency: surnameFrequency.map((r) => r.row),
    educational: educational.map((r) => r.row),
    communities: communities.map((r) => r.row),
  };
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
    upsert({ table, columns: ['id', 'name', 'description'], rows: rows.map((r) => [r.id, r.name, r.description]) }, 'id');

  const deityColumns = [
    'id',
    'name',
    'sanskrit_name',
    'alternative_names',
    'description',
    'long_description',
    'region',
    'type',
    'cultural_tradition',
    'image_url',
    'popularity',
    'popularity_basis',
    'attributes',
    'symbols',
    'associated_families',
    'sub_regions',
    'sources',
  ];
  const deityRows: SqlValue[][] = data.deities.map((d) => [
    d.id,
    d.name,
    d.sanskrit_name,
    d.alternative_names,
    d.description,
    d.long_description,
    d.region,
    d.type,
    d.cultural_tradition,
    d.image_url,
    d.popularity,
    d.popularity_basis,
    d.attributes,
    d.symbols,
    d.associated_families,
    d.sub_regions,
    d.sources,
  ]);

  return [
    '-- Generated by `npm run db:seed` (scripts/generate-seed.ts) from the files in data/.',
    '-- Do not edit by hand: edit data/ and run the script again. A test checks they agree.',
    '-- Idempotent: rows are upserted, rows no longer in data/ are removed, and visitor data',
    '-- (submissions, messages, analytics, approved associations) is never touched.',
    '',
    ref('public.regions', data.regions),
    ref('public.cultural_traditions', data.traditions),
    ref('public.deity_types', data.types),
    upsert(
      {
        table: 'public.festivals',
        columns: ['id', 'name', 'timing', 'description'],
        rows: data.festivals.map((r) => [r.id, r.name, r.timing, r.description]),
      },
      'id',
    ),
    ref('public.worship_methods', data.methods),
    upsert({ table: 'public.deities', columns: deityColumns, rows: deityRows }, 'id'),
    'delete from public.deity_festivals;',
    insert({
      table: 'public.deity_festivals',
      columns: ['deity_id', 'festival_id', 'position'],
      rows: data.deities.flatMap((d) => d.festivals.map((f, i) => [d.id, f, i + 1])),
    }),
    'delete from public.deity_worship_methods;',
    insert({
      table: 'public.deity_worship_methods',
      columns: ['deity_id', 'worship_method_id', 'position'],
      rows: data.deities.flatMap((d) => d.worship_methods.map((m, i) => [d.id, m, i + 1])),
    }),
    'delete from public.deity_aliases;',
    insert({
      table: 'public.deity_aliases',
      columns: ['deity_id', 'alias', 'kind', 'source_ref'],
      rows: deityAliases(data).map((a) => [a.deity_id, a.alias, a.kind, a.source_ref]),
    }),
    'delete from public.deity_temples;',
    insert({
      table: 'public.deity_temples',
      columns: ['deity_id', 'name', 'town', 'district', 'state', 'country', 'is_principal', 'source_ref', 'note', 'position'],
      rows: data.temples.map((t, i) => [t.deity_id, t.name, t.town, t.district, t.state, t.country, t.is_principal, t.source, t.note, i + 1]),
    }),
    upsert(
      {
        table: 'public.temples',
        columns: [
          'id',
          'deity_id',
          'name',
          'native_name',
          'town',
          'district',
          'state',
          'country',
          'is_principal',
          'lat',
          'lon',
          'precision',
          'located_as',
          'coord_source',
          'way',
          'fairs',
          'rites',
          'sources',
          'notes',
          'position',
        ],
        rows: data.shrines.map((t, i) => [
          t.id,
          t.deity_id,
          t.name,
          t.native_name,
          t.town,
          t.district,
          t.state,
          t.country,
          t.is_principal,
          t.lat,
          t.lon,
          t.precision,
          t.located_as,
          jsonValue(t.coord_source),
          jsonValue(t.way),
          jsonValue(t.fairs),
          jsonValue(t.rites),
          jsonValue(t.sources),
          t.notes,
          i + 1,
        ]),
      },
      'id',
    ),
    ...prayerSql(data),
    ...surnameSql(data),
    pruneExcept(
      'public.temples',
      'id',
      data.shrines.map((t) => t.id),
    ),
    // Rows no longer in data/ go, children before the lists they point to.
    pruneExcept(
      'public.deities',
      'id',
      data.deities.map((d) => d.id),
    ),
    pruneExcept(
      'public.worship_methods',
      'id',
      data.methods.map((r) => r.id),
    ),
    pruneExcept(
      'public.festivals',
      'id',
      data.festivals.map((r) => r.id),
    ),
    pruneExcept(
      'public.deity_types',
      'id',
      data.types.map((r) => r.id),
    ),
    pruneExcept(
      'public.cultural_traditions',
      'id',
      data.traditions.map((r) => r.id),
    ),
    pruneExcept(
      'public.regions',
      'id',
      data.regions.map((r) => r.id),
    ),
    '',
  ].join('\n');
}

function surnameSql(data: SeedData): string[] {
  return [
    // Seed associations are replaced; associations approved from visitor submissions stay.
    "delete from public.family_surnames where origin = 'seed';",
    insert({
      table: 'public.family_surnames',
      columns: [
        'surname',
        'community',
        'gotra',
        'deity_id',
        'country',
        'state_province',
        'town_village',
        'cultural_tradition',
        'confidence_level',
        'source',
        'source_ref',
        'source_url',
        'source_label',
        'notes',
        'origin',
        'subclan_of',
        'temple_id',
        'temple_basis',
      ],
      rows: data.surnames.map((r) => [
        r.surname,
        r.community,
        r.gotra,
        r.deity_id,
        r.country,
        r.state_province,
        r.town_village,
        r.cultural_tradition,
        r.confidence_level,
        r.source,
        r.source_ref,
        r.source_url,
        r.source_label,
        r.notes,
        'seed',
        r.subclan_of,
        r.temple_id,
        r.temple_basis,
      ]),
    }),
    'delete from public.surname_carriers;',
    insert({
      table: 'public.surname_carriers',
      columns: ['surname', 'communities', 'rank', 'statement', 'source_url', 'source_label'],
      rows: data.surnameCarriers.map((r) => [r.surname, r.communities, r.rank, r.statement, r.source_url, r.source_label]),
    }),
    'delete from public.surname_frequency;',
    insert({
      table: 'public.surname_frequency',
      columns: ['surname', 'roll_rank'],
      rows: data.surnameFrequency.map((r) => [r.surname, r.rank]),
    }),
    'delete from public.surname_communities;',
    insert({
      table: 'public.surname_communities',
      columns: ['surname', 'community', 'rule', 'deity_id', 'detail', 'source_url', 'source_label', 'notes'],
      rows: data.surnameCommunities.map((r) => [r.surname, r.community, r.rule, r.deity_id, r.detail, r.source_url, r.source_label, r.notes]),
    }),
    'delete from public.surname_aliases;',
    insert({
      table: 'public.surname_aliases',
      columns: ['surname', 'alias', 'source_ref'],
      rows: data.surnameAliases.map((r) => [r.surname, r.alias, r.source_ref]),
    }),
    // Community pages: replaced with the data, like the seed associations they group.
    'delete from public.community_gotras;',
    'delete from public.community_labels;',
    upsert(
      {
        table: 'public.communities',
        columns: ['slug', 'name', 'native_name', 'also_called', 'division', 'surname_term', 'description', 'source_url', 'source_label', 'curated'],
        rows: data.communities.map((c) => [
          c.slug,
          c.name,
          c.native_name,
          c.also_called,
          c.division,
          c.surname_term,
          c.description,
          c.source_url,
          c.source_label,
          c.curated,
        ]),
      },
      'slug',
    ),
    pruneExcept(
      'public.communities',
      'slug',
      data.communities.map((c) => c.slug),
    ),
    insert({
      table: 'public.community_labels',
      columns: ['label', 'community_slug'],
      rows: data.communities.flatMap((c) => c.labels.map((label) => [label, c.slug])),
    }),
    insert({
      table: 'public.community_gotras',
      columns: ['community_slug', 'gotra', 'part'],
      rows: data.communities.flatMap((c) => c.divisions.flatMap((d) => d.parts.map((part) => [c.slug, d.name, part]))),
    }),
    'delete from public.surname_educational_content;',
    insert({
      table: 'public.surname_educational_content',
      columns: ['content_type', 'title', 'content', 'source', 'region', 'community'],
      rows: data.educational.map((r) => [r.content_type, r.title, r.content, r.source, r.region, r.community]),
    }),
  ];
}

function prayerSql(data: SeedData): string[] {
  const prayerColumns = [
    'id',
    'title',
    'prayer_type',
    'language',
    'local_script',
    'transliteration',
    'translation',
    'meaning',
    'author_or_origin',
    'text_note',
    'duration_minutes',
    'difficulty_level',
    'popularity',
    'tags',
    'deity_id',
    'benefits',
    'when_to_recite',
    'audio_url',
    'video_url',
    'seo_title',
    'seo_description',
    'seo_keywords',
    'text_source_url',
    'text_source_label',
  ];
  const prayerValues = (p: SeedData['artis'][number]): SqlValue[] => [
    p.id,
    p.title,
    p.prayer_type,
    p.language,
    p.local_script,
    p.transliteration,
    p.translation,
    p.meaning,
    p.author_or_origin,
    p.text_note,
    p.duration_minutes,
    p.difficulty_level,
    p.popularity,
    p.tags,
    p.deity_id,
    p.benefits,
    p.when_to_recite,
    p.audio_url,
    p.video_url,
    p.seo_title,
    p.seo_description,
    p.seo_keywords,
    p.text_source_url,
    p.text_source_label,
  ];
  return [
    upsert({ table: 'public.artis', columns: prayerColumns, rows: data.artis.map(prayerValues) }, 'id'),
    upsert(
      {
        table: 'public.mantras',
        columns: [...prayerColumns, 'sanskrit_text', 'number_of_repetitions'],
        rows: data.mantras.map((m) => [...prayerValues(m), m.sanskrit_text, m.number_of_repetitions]),
      },
      'id',
    ),
    upsert(
      {
        table: 'public.prayer_categories',
        columns: ['id', 'name', 'description', 'color'],
        rows: data.categories.map((c) => [c.id, c.name, c.description, c.color]),
      },
      'id',
    ),
    upsert(
      {
        table: 'public.prayer_collections',
        columns: ['id', 'name', 'description', 'category', 'deity_id', 'popularity'],
        rows: data.collections.map((c) => [c.id, c.name, c.description, c.category, c.deity_id, c.popularity]),
      },
      'id',
    ),
    'delete from public.prayer_collection_items;',
    insert({
      table: 'public.prayer_collection_items',
      columns: ['collection_id', 'aarti_id', 'mantra_id', 'sequence_order'],
      rows: data.collections.flatMap((c) =>
        c.prayers.map((p) => [
          c.id,
          p.prayer_type === 'aarti' ? p.prayer_id : null,
          p.prayer_type === 'mantra' ? p.prayer_id : null,
          p.sequence_order,
        ]),
      ),
    }),
    pruneExcept(
      'public.prayer_collections',
      'id',
      data.collections.map((c) => c.id),
    ),
    pruneExcept(
      'public.prayer_categories',
      'id',
      data.categories.map((c) => c.id),
    ),
    pruneExcept(
      'public.artis',
      'id',
      data.artis.map((p) => p.id),
    ),
    pruneExcept(
      'public.mantras',
      'id',
      data.mantras.map((p) => p.id),
    ),
  ];
}

/** Reads data/, checks it and writes supabase/seed.sql; writes nothing when data/ is wrong. */
export function generateSeed(root: string, outFile = path.join(root, 'supabase', 'seed.sql')): { bytes: number } {
  const sql = seedSql(loadData(root));
  fs.writeFileSync(outFile, sql);
  return { bytes: Buffer.byteLength(sql) };
}
