import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { disagreements, nameIndex, type NameIndex } from '../i18n/consistency';
import { ruleName, toGujarati } from '../i18n/script';
import { languages as languageInfo, prefixedLanguages, type OtherLanguage } from '../pages/kinds.mjs';
import { DataFileError } from './files';
import { text } from './schemas';
import type { EnglishData } from './generate';

/**
 * The content in Hindi, Marathi and Gujarati: data/translations/{hi,mr,gu}/, one file a kind,
 * each text beside the id of what it translates. The build checks every text against its
 * English original (the same numbers and names: lib/i18n/consistency.ts) and refuses one that
 * disagrees, so nothing is published that says more or other than the English beside it; and
 * it decides which pages are written in each language (page_languages).
 */
export const TRANSLATIONS_DIR = 'data/translations';

const webUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s):// address');

/** A name as families write it: from a source (its address), by the rule (`rule`), or otherwise, and why (`usage: …`). */
const nameEntry = z.object({
  name: text(1, 200),
  /** Other forms a text in the language may use for it (Shiva for Mahadev: શિવ). */
  also: z.array(text(1, 200)).optional(),
  from: z.union([z.literal('rule'), webUrl, z.string().regex(/^usage: .{10,}$/, 'is "rule", a source address, or "usage: " and why')]),
});

const names = z
  .object({
    deity: z.record(z.string(), nameEntry),
    community: z.record(z.string(), nameEntry),
    gotra: z.record(z.string(), nameEntry),
    place: z.record(z.string(), nameEntry),
    surname: z.record(z.string(), nameEntry),
    other: z.record(z.string(), nameEntry),
  })
  .partial();

const ref = z.object({ name: text(1, 100), description: text(0, 500).optional() });
const reference = z
  .object({
    regions: z.record(z.string(), ref),
    cultural_traditions: z.record(z.string(), ref),
    deity_types: z.record(z.string(), ref),
    festivals: z.record(z.string(), z.object({ name: text(1, 100), timing: text(0, 200).optional(), description: text(0, 500).optional() })),
    worship_methods: z.record(z.string(), ref),
    prayer_categories: z.record(z.string(), ref),
  })
  .partial();

const stringList = z.array(text(1, 300));
const deity = z.object({
  description: text(10, 600),
  long_description: text(100, 6000),
  attributes: stringList,
  symbols: stringList,
  associated_families: stringList,
  sub_regions: stringList,
});

const community = z.object({ name: text(1, 120).optional(), description: text(1, 900) });
const custom = z.object({
  community: text(1, 120),
  custom: z.enum(['by_gotra', 'by_clan', 'by_village', 'by_family']),
  /** The English detail's opening, where one community keeps one custom by two sources' words. */
  english: text(1, 200).optional(),
  detail: text(1, 600),
});
const carrier = z.object({ surname: text(1, 100), community: text(1, 120), detail: text(1, 400) });
const shrine = z
  .object({
    /** The shrine's name as the language writes it (most names are a phrase: "Khodiyar Mata temple, Rajpara"). */
    name: text(1, 300),
    way: text(1, 700),
    fairs: z.array(z.object({ name: text(1, 300), months: text(0, 300) })),
    rites: z.array(z.object({ name: text(1, 300), note: text(0, 700) })),
    notes: z.array(text(1, 1500)),
  })
  .partial();
/** A source's own line, quoted on the page in the source's language (short, with its link). */
const quote = z.object({ source_url: webUrl, quote: text(5, 300), about: text(1, 120) });

const files = {
  'names.json': names,
  'reference.json': reference,
  'deities.json': z.record(z.string(), deity),
  'communities.json': z.record(z.string(), community),
  'customs.json': z.array(custom),
  'surname_communities.json': z.array(carrier),
  'shrines.json': z.record(z.string(), shrine),
  'quotes.json': z.array(quote),
} as const;

type Files = { [F in keyof typeof files]: z.output<(typeof files)[F]> };

export interface Translation {
  kind: string;
  item_id: string;
  lang: OtherLanguage;
  field: string;
  value: string | string[];
}

export interface LanguageContent {
  translations: Translation[];
  /** The pages written in each language: kind, id. */
  pages: { kind: 'deity' | 'community' | 'shrine' | 'category'; item_id: string; lang: OtherLanguage }[];
}

function readFile<F extends keyof typeof files>(root: string, lang: OtherLanguage, file: F): Files[F] | null {
  const rel = `${TRANSLATIONS_DIR}/${lang}/${file}`;
  const schema = file.startsWith('names') ? files['names.json'] : files[file];
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    throw new DataFileError(rel, 1, `is not JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DataFileError(rel, 1, `at ${issue.path.join('.') || 'the top'}: ${issue.message}`);
  }
  return parsed.data as Files[F];
}

/** Every translation, checked against data/ and its English, and the pages written in each language. */
export function loadTranslations(root: string, data: EnglishData): LanguageContent {
  const out: LanguageContent = { translations: [], pages: [] };
  for (const lang of prefixedLanguages) {
    const one = translationsIn(root, lang, data);
    out.translations.push(...one.translations);
    out.pages.push(...one.pages);
  }
  return out;
}

function translationsIn(root: string, lang: OtherLanguage, data: EnglishData): LanguageContent {
  const where = (file: string) => `${TRANSLATIONS_DIR}/${lang}/${file}`;
  const problem = (file: string, message: string): never => {
    throw new DataFileError(where(file), 1, message);
  };
  const script = languageInfo[lang].script as 'Deva' | 'Gujr';
  const translations: Translation[] = [];
  const out: LanguageContent['pages'] = [];
  const add = (kind: string, item_id: string, field: string, value: string | string[]) => translations.push({ kind, item_id, lang, field, value });

  // Names: each from a source, by the rule (then it is the rule's), or otherwise with why.
  // names.json, and any names-{part}.json beside it (one a helper, merged; a name given twice otherwise is refused).
  const nameFile: Files['names.json'] = {};
  const dir = path.join(root, TRANSLATIONS_DIR, lang);
  const nameFiles = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => /^names(-[a-z0-9-]+)?\.json$/.test(f))
        .sort()
    : [];
  for (const file of nameFiles) {
    const part = readFile(root, lang, file as 'names.json') ?? {};
    for (const [kind, entries] of Object.entries(part) as [keyof Files['names.json'], Record<string, z.output<typeof nameEntry>>][]) {
      const into = (nameFile[kind] ??= {});
      for (const [latin, entry] of Object.entries(entries)) {
        const known = into[latin];
        if (known && known.name !== entry.name) problem(file, `${kind} "${latin}" is "${entry.name}" here and "${known.name}" in another names file`);
        into[latin] = known ? { ...known, also: [...new Set([...(known.also ?? []), ...(entry.also ?? [])])] } : entry;
      }
    }
  }
  for (const [kind, entries] of Object.entries(nameFile)) {
    for (const [latin, entry] of Object.entries(entries ?? {})) {
      if (
        entry.from === 'rule' &&
        entry.name !== ruleName(kind === 'deity' ? (data.deities.find((d) => d.id === latin)?.name ?? latin) : latin, script)
      ) {
        problem(
          'names.json',
          `${kind} "${latin}": "${entry.name}" is said to be the rule's, which gives "${ruleName(latin, script)}"; give its source or "usage: " and why`,
        );
      }
      if (kind === 'deity' && !data.deities.some((d) => d.id === latin))
        problem('names.json', `deity "${latin}" is not a deity id in data/deities.json`);
      add(`name_${kind}`, latin, 'name', entry.name);
    }
  }
  // Every deity and surname has its name in the language's script: the names file's, else its
  // own native name or alias in that script, else (Gujarati) its Devanagari one letter for
  // letter, else the rule's.
  const inScript = (forms: string[]) =>
    forms.find((f) => (script === 'Gujr' ? /[\u0A80-\u0AFF]/ : /[\u0900-\u097F]/).test(f)) ??
    (script === 'Gujr' ? forms.filter((f) => /[\u0900-\u097F]/.test(f)).map(toGujarati)[0] : undefined);
  for (const d of data.deities) {
    if (nameFile.deity?.[d.id]) continue;
    add('name_deity', d.id, 'name', inScript([d.sanskrit_name, ...d.alternative_names]) ?? ruleName(d.name, script));
  }
  const aliases = new Map<string, string[]>();
  for (const a of data.surnameAliases) aliases.set(a.surname, [...(aliases.get(a.surname) ?? []), a.alias]);
  for (const surname of new Set([...data.surnames.map((r) => r.surname), ...data.surnameCommunities.map((r) => r.surname)])) {
    if (nameFile.surname?.[surname]) continue;
    add('name_surname', surname, 'name', inScript(aliases.get(surname) ?? []) ?? ruleName(surname, script));
  }
  const index: NameIndex = nameIndex(data, nameFile);
  const check = (file: string, what: string, english: string, translated: string) => {
    const found = disagreements(english, translated, lang, index);
    if (found.length) problem(file, `${what}: the translation ${found.join('; ')}`);
  };
  const checkList = (file: string, what: string, english: string[], translated: string[]) => {
    if (english.length !== translated.length) problem(file, `${what}: ${translated.length} items for the English ${english.length}`);
    english.forEach((e, i) => check(file, `${what} [${i + 1}]`, e, translated[i]!));
  };

  // Reference lists.
  const refs = readFile(root, lang, 'reference.json') ?? {};
  const refSources = {
    regions: data.regions,
    cultural_traditions: data.traditions,
    deity_types: data.types,
    festivals: data.festivals,
    worship_methods: data.methods,
    prayer_categories: data.categories,
  } as const;
  for (const [list, entries] of Object.entries(refs) as [
    keyof typeof refSources,
    Record<string, { name: string; description?: string; timing?: string }>,
  ][]) {
    const english = new Map((refSources[list] as { id: string; name: string; description?: string; timing?: string }[]).map((r) => [r.id, r]));
    for (const [id, entry] of Object.entries(entries)) {
      const en = english.get(id) ?? problem('reference.json', `${list}: "${id}" is not in data/${list}.json`);
      for (const field of ['description', 'timing'] as const) {
        const e = en[field] ?? '';
        const t = entry[field] ?? '';
        if (e && !t) problem('reference.json', `${list} "${id}": ${field} is missing`);
        if (t) check('reference.json', `${list} "${id}" ${field}`, e, t);
      }
      add(list, id, 'name', entry.name);
      if (entry.description) add(list, id, 'description', entry.description);
      if (entry.timing) add(list, id, 'timing', entry.timing);
    }
  }
  const hasRef = (list: keyof typeof refSources, id: string) => Boolean(refs[list]?.[id]);

  // Deities: written in the language when their texts are, and every list their page shows.
  const deities = readFile(root, lang, 'deities.json') ?? {};
  for (const [id, entry] of Object.entries(deities)) {
    const en = data.deities.find((d) => d.id === id) ?? problem('deities.json', `"${id}" is not a deity id in data/deities.json`);
    check('deities.json', `${id} description`, en.description, entry.description);
    check('deities.json', `${id} long_description`, en.long_description, entry.long_description);
    for (const list of ['attributes', 'symbols', 'associated_families', 'sub_regions'] as const)
      checkList('deities.json', `${id} ${list}`, en[list], entry[list]);
    for (const [field, value] of Object.entries(entry)) add('deity', id, field, value);
    const complete =
      hasRef('regions', en.region) &&
      hasRef('deity_types', en.type) &&
      hasRef('cultural_traditions', en.cultural_tradition) &&
      en.festivals.every((f) => hasRef('festivals', f)) &&
      en.worship_methods.every((m) => hasRef('worship_methods', m));
    if (complete) out.push({ kind: 'deity', item_id: id, lang });
  }

  // Communities (their pages), and their customs.
  const customs = readFile(root, lang, 'customs.json') ?? [];
  // A custom is one source's words about one community's custom: keyed by all three.
  const customKey = (r: { community: string; custom: string; source_url: string }) => `${r.community}|${r.custom}|${r.source_url}`;
  const translatedCustoms = new Set<string>();
  for (const c of customs) {
    const rows = data.customs.filter((r) => r.community === c.community && r.custom === c.custom);
    if (!rows.length) problem('customs.json', `no custom "${c.custom}" of "${c.community}" in data/built/community_customs.csv`);
    // Without "english", the first; another by the opening of its English detail.
    const en = c.english === undefined ? rows[0] : rows.find((r) => r.detail.startsWith(c.english!));
    if (!en)
      problem(
        'customs.json',
        `"${c.community}" keeps "${c.custom}" by no English detail opening "${c.english}" (${rows.map((r) => `"${r.detail.slice(0, 40)}"`).join(', ')})`,
      );
    check('customs.json', `${c.community} ${c.custom}`, en!.detail, c.detail);
    add('custom', customKey(en!), 'detail', c.detail);
    translatedCustoms.add(customKey(en!));
  }
  const communities = readFile(root, lang, 'communities.json') ?? {};
  for (const c of data.communities) {
    const entry = communities[c.slug];
    if (entry) {
      check('communities.json', `${c.slug} description`, c.description, entry.description);
      add('community', c.slug, 'description', entry.description);
    }
    const ownCustoms = data.customs.filter((r) => c.labels.includes(r.community) || r.also_labels.some((l) => c.labels.includes(l)));
    // Its name in the language's script: the file's, the names file's, or its own native name in that script.
    const named = entry?.name ?? nameFile.community?.[c.name]?.name ?? (inScript([c.native_name].filter(Boolean)) || undefined);
    if (named) add('community', c.slug, 'name', named);
    if (named && (entry || !c.description) && ownCustoms.every((r) => translatedCustoms.has(customKey(r)))) {
      out.push({ kind: 'community', item_id: c.slug, lang });
    }
  }
  for (const slug of Object.keys(communities))
    if (!data.communities.some((c) => c.slug === slug)) problem('communities.json', `"${slug}" is not a community page`);

  // The communities that carry a surname: each one's sentence.
  for (const c of readFile(root, lang, 'surname_communities.json') ?? []) {
    const en = data.surnameCommunities.find((r) => r.surname === c.surname && r.community === c.community);
    if (!en) problem('surname_communities.json', `no community "${c.community}" for "${c.surname}" in data/built/surname_communities.csv`);
    check('surname_communities.json', `${c.surname} / ${c.community}`, en!.detail, c.detail);
    add('surname_community', `${c.surname}|${c.community}`, 'detail', c.detail);
  }

  // Shrines: written when every text their page shows is.
  const shrines = readFile(root, lang, 'shrines.json') ?? {};
  const shrineNamed = new Set<string>();
  for (const en of data.shrines) {
    const entry = shrines[en.id];
    // Its name in the language: the file's, the names file's, else its own native name in the
    // language's script (a Gujarati page writes a Devanagari one letter for letter).
    const name = entry?.name ?? nameFile.other?.[en.name]?.name ?? inScript([en.native_name].filter(Boolean));
    // Two shrines may share an English name (Asavari Mata temples): it is named once.
    if (name && !nameFile.other?.[en.name] && !shrineNamed.has(en.name)) {
      shrineNamed.add(en.name);
      add('name_other', en.name, 'name', name);
    }
    if (entry) {
      if (entry.name !== undefined) check('shrines.json', `${en.id} name`, en.name, entry.name);
      if (entry.way !== undefined) check('shrines.json', `${en.id} way`, en.way?.text ?? '', entry.way);
      if (entry.fairs)
        checkList(
          'shrines.json',
          `${en.id} fairs`,
          en.fairs.map((f) => `${f.name} ${f.months}`),
          entry.fairs.map((f) => `${f.name} ${f.months}`),
        );
      if (entry.rites)
        checkList(
          'shrines.json',
          `${en.id} rites`,
          en.rites.map((r) => `${r.name} ${r.note}`),
          entry.rites.map((r) => `${r.name} ${r.note}`),
        );
      if (entry.notes) checkList('shrines.json', `${en.id} notes`, en.notes, entry.notes);
      for (const [field, value] of Object.entries(entry))
        add('shrine', en.id, field, field === 'fairs' || field === 'rites' ? JSON.stringify(value) : (value as string));
    }
    const written =
      entry !== undefined &&
      name !== undefined &&
      (!en.way || entry.way !== undefined) &&
      (!en.fairs.length || entry.fairs) &&
      (!en.rites.length || entry.rites) &&
      (!en.notes.length || entry.notes);
    if (written) out.push({ kind: 'shrine', item_id: en.id, lang });
  }
  for (const id of Object.keys(shrines))
    if (!data.shrines.some((s) => s.id === id)) problem('shrines.json', `"${id}" is not a shrine in data/built/shrines.json`);

  // Prayer categories.
  for (const c of data.categories) if (hasRef('prayer_categories', c.id)) out.push({ kind: 'category', item_id: c.id, lang });

  // Sources' own lines.
  for (const [i, q] of (readFile(root, lang, 'quotes.json') ?? []).entries())
    add('quote', `${q.source_url}|${q.about}`, 'quote', q.quote || String(i));

  return { translations, pages: out };
}
