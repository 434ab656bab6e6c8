import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { associationKey, FAMILIES_DIR } from '../content-build/families';
import { writeCsv } from '../seed/files';

/**
 * The review of families' word (npm run review -- family ...): the queue grouped by what each
 * item concerns, and approving or rejecting one. An approval writes the repository's data
 * (data/sources/families/, which the next build reads) and the same rows to the database, so
 * the site shows it at once; a rejection keeps the item with why.
 */
export type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface QueueGroup {
  kind: 'confirm' | 'correct' | 'prayer';
  /** The association (surname|community|gotra|deity) or, for a prayer, the deity. */
  about: string;
  pending: number;
  ids: number[];
}

/**
 * Pending items grouped by what they concern, `limit` groups from after `after`: an index scan
 * that stops at the page's end, however long the queue is.
 */
export async function familyQueue(
  query: Query,
  { kind, after = '', limit = 50 }: { kind?: string; after?: string; limit?: number } = {},
): Promise<QueueGroup[]> {
  const rows = await query<{ kind: QueueGroup['kind']; about: string; pending: string; ids: number[] }>(
    `select kind, coalesce(association_key, 'deity:' || deity_id) as about, count(*) as pending, (array_agg(id order by id))[1:20] as ids
     from public.family_word
     where status = 'pending' and ($1::text is null or kind = $1) and coalesce(association_key, 'deity:' || deity_id) > $2
     group by kind, coalesce(association_key, 'deity:' || deity_id)
     order by about, kind
     limit $3`,
    [kind ?? null, after, Math.min(Math.max(limit, 1), 500)],
  );
  return rows.map((r) => ({ kind: r.kind, about: r.about, pending: Number(r.pending), ids: r.ids.map(Number) }));
}

interface Item {
  id: number;
  kind: 'confirm' | 'correct' | 'prayer';
  association_key: string | null;
  surname: string;
  community: string;
  gotra: string;
  deity_id: string;
  region: string;
  town: string;
  detail: Record<string, string>;
  status: string;
}

const HOW: Record<string, string> = {
  elders: 'from their elders',
  register: "from the family priest's or genealogist's register",
  book: 'from a book',
  site: 'from a website',
};

/** Appends a row to a CSV data file (keeping its header and every row as written). */
function appendCsv(root: string, file: string, row: Record<string, string | number>) {
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  const header = text.split('\n')[0]!.split(',');
  const rows = parse(text, { columns: true }) as Record<string, string>[];
  rows.push(Object.fromEntries(header.map((h) => [h, String(row[h] ?? '')])));
  fs.writeFileSync(full, writeCsv(header, rows));
}

export interface Approval {
  /** The data files written (to commit). */
  files: string[];
  /** The cache tags of the pages that show it. */
  tags: string[];
  message: string;
}

/**
 * Approves one item. A confirmation is counted; a correction becomes an association row whose
 * source is the family (`deity`: the deity id the reviewer read the family's answer as;
 * `deprecate`: the reason the association it corrects is wrong, which then is deprecated);
 * a prayer is published with the source its sender named.
 */
export async function approveFamilyWord(
  query: Query,
  root: string,
  id: number,
  options: { note?: string; deity?: string; confidence?: number; deprecate?: string; today: string },
): Promise<Approval> {
  const [item] = await query<Item>(
    'select id, kind, association_key, surname, community, gotra, deity_id, region, town, detail, status from public.family_word where id = $1',
    [id],
  );
  if (!item) throw new Error(`no item ${id}`);
  if (item.status !== 'pending') throw new Error(`item ${id} is already ${item.status}`);
  const note = options.note ?? '';
  const files: string[] = [];
  const tags: string[] = [];
  let message = '';
  const slug = async () => (await query<{ slug: string }>('select private.surname_slug($1) as slug', [item.surname]))[0]!.slug;
  if (item.kind === 'confirm') {
    const file = `${FAMILIES_DIR}/confirmations.csv`;
    appendCsv(root, file, {
      surname: item.surname,
      community: item.community,
      gotra: item.gotra,
      deity_id: item.deity_id,
      region: item.region,
      confirmed_on: options.today,
      reviewer_note: note,
    });
    files.push(file);
    await query('insert into public.association_confirmations (association_key, region, confirmed_on) values ($1, $2, $3)', [
      item.association_key,
      item.region,
      options.today,
    ]);
    await query("insert into public.association_history (association_key, happened_on, event, detail) values ($1, $2, 'confirmed', $3)", [
      item.association_key,
      options.today,
      `a family of ${item.region}`,
    ]);
    tags.push(`surname:${await slug()}`, `deity:${item.deity_id}`);
    message = `confirmation ${id} counted for ${item.association_key}`;
  } else if (item.kind === 'correct') {
    const deity = options.deity;
    if (!deity) throw new Error(`a correction needs --deity: the id of the deity the family named ("${item.detail.deity}")`);
    if (!(await query('select 1 from public.deities where id = $1', [deity])).length) throw new Error(`no deity ${deity}`);
    const community = item.detail.community || item.community;
    const gotra = item.detail.gotra || item.gotra;
    const confidence = options.confidence ?? 50;
    const label = `A family of ${item.town || item.region}, ${HOW[item.detail.how ?? ''] ?? 'from their family'}`;
    const link = item.detail.how === 'site' ? (item.detail.link ?? '') : '';
    const file = `${FAMILIES_DIR}/corrections.csv`;
    appendCsv(root, file, {
      surname: item.surname,
      community,
      gotra,
      deity_id: deity,
      deity_as_written: item.detail.deity ?? '',
      country: 'India',
      // The region the family gave ("Maharashtra"): the state its row is of.
      state_province: item.region,
      town_village: item.town || 'various',
      source_kind: 'family',
      confidence,
      source_url: link,
      source_label: label,
      notes: [note, item.detail.how === 'book' ? `book: ${item.detail.link}` : '', item.detail.shrine ? `shrine: ${item.detail.shrine}` : '']
        .filter(Boolean)
        .join('; '),
      reviewed_on: options.today,
      corrects_deity_id: item.deity_id,
    });
    files.push(file);
    const [row] = await query<{ surname_slug: string }>(
      `insert into public.family_surnames (surname, community, gotra, deity_id, country, state_province, town_village, confidence_level, source, source_ref, source_url, source_label, notes, origin)
       values ($1, $2, $3, $4, 'India', $11, $5, $6, 'community', $7, $8, $9, $10, 'submission') returning surname_slug`,
      [item.surname, community, gotra, deity, item.town || 'various', confidence, `family:${id}`, link, label, note, item.region],
    );
    await query(
      "insert into public.association_history (association_key, happened_on, event, detail, source_label, source_url) values ($1, $2, 'corrected', $3, $4, $5)",
      [item.association_key, options.today, `${label} keeps ${item.detail.deity}: ${item.detail.reason}`.slice(0, 600), label, link],
    );
    await query(
      "insert into public.association_history (association_key, happened_on, event, detail, source_label, source_url) values ($1, $2, 'added', $3, $4, $5)",
      [associationKey({ surname: item.surname, community, gotra, deity_id: deity }), options.today, `confidence ${confidence}%`, label, link],
    );
    tags.push(`surname:${row!.surname_slug}`, `deity:${deity}`, `deity:${item.deity_id}`, 'list:surname');
    message = `correction ${id} added as ${item.surname} / ${community} / ${deity} (source: ${label})`;
    if (options.deprecate) {
      const [surname, , , deityId] = item.association_key!.split('|');
      appendCsv(root, `${FAMILIES_DIR}/deprecated.csv`, {
        surname: item.surname,
        community: item.community,
        gotra: item.gotra,
        deity_id: item.deity_id,
        reason: options.deprecate,
        deprecated_on: options.today,
        reviewer: note || 'reviewer',
      });
      files.push(`${FAMILIES_DIR}/deprecated.csv`);
      const moved = await query<{ confidence_level: number; source_label: string; source_url: string }>(
        `delete from public.family_surnames where private.association_key(surname, community, gotra, deity_id) = $1 returning confidence_level, source_label, source_url`,
        [item.association_key],
      );
      if (moved[0]) {
        await query(
          `insert into public.deprecated_associations (association_key, surname, community, gotra, deity_id, confidence_level, source_label, source_url, reason, deprecated_on)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (association_key) do nothing`,
          [
            item.association_key,
            item.surname,
            item.community,
            item.gotra,
            item.deity_id,
            moved[0].confidence_level,
            moved[0].source_label,
            moved[0].source_url,
            options.deprecate,
            options.today,
          ],
        );
      }
      await query("insert into public.association_history (association_key, happened_on, event, detail) values ($1, $2, 'deprecated', $3)", [
        item.association_key,
        options.today,
        options.deprecate,
      ]);
      message += `; ${surname} / ${deityId} deprecated: ${options.deprecate}`;
    }
  } else {
    const file = `${FAMILIES_DIR}/prayers.json`;
    const full = path.join(root, file);
    const prayers = JSON.parse(fs.readFileSync(full, 'utf8')) as unknown[];
    const prayer = {
      deity_id: item.deity_id,
      title: item.detail.title ?? '',
      language: item.detail.language ?? '',
      text: item.detail.text ?? '',
      source: item.detail.source ?? '',
      source_url: item.detail.link ?? '',
      region: item.region,
      approved_on: options.today,
    };
    prayers.push(prayer);
    fs.writeFileSync(full, `${JSON.stringify(prayers, null, 2)}\n`);
    files.push(file);
    await query(
      'insert into public.family_prayers (deity_id, title, language, text, source, source_url, region, approved_on) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      [prayer.deity_id, prayer.title, prayer.language, prayer.text, prayer.source, prayer.source_url, prayer.region, prayer.approved_on],
    );
    tags.push(`deity:${item.deity_id}`);
    message = `prayer ${id} published on ${item.deity_id}'s page (source: ${prayer.source})`;
  }
  await query("update public.family_word set status = 'approved', reviewed_at = now(), review_note = $2 where id = $1", [id, note]);
  return { files, tags, message };
}

/** Rejects one item, keeping it with why (the reason is required). */
export async function rejectFamilyWord(query: Query, id: number, note: string): Promise<string> {
  if (note.trim().length < 5) throw new Error('a rejection needs --note and why (5 characters or more)');
  const rows = await query<{ id: number }>(
    "update public.family_word set status = 'rejected', reviewed_at = now(), review_note = $2 where id = $1 and status = 'pending' returning id",
    [id, note.trim()],
  );
  if (!rows.length) throw new Error(`no pending item ${id}`);
  return `item ${id} rejected: ${note.trim()}`;
}

/** One item as the reviewer reads it before deciding: what it is about and every word the family sent. */
export async function showFamilyWord(query: Query, id: number): Promise<string> {
  const [row] = await query<{
    kind: string;
    status: string;
    surname: string;
    community: string;
    gotra: string;
    deity_id: string;
    region: string;
    town: string;
    detail: Record<string, unknown>;
    created_at: Date | string;
    review_note: string;
  }>(
    'select kind, status, surname, community, gotra, deity_id, region, town, detail, created_at, review_note from public.family_word where id = $1',
    [id],
  );
  if (!row) throw new Error(`no item ${id}`);
  const lines = [
    `item ${id}: ${row.kind}, ${row.status}, sent ${new Date(row.created_at).toISOString().slice(0, 10)}`,
    row.kind === 'prayer'
      ? `deity: ${row.deity_id}`
      : `about: ${row.surname} / ${row.community || '(no community)'} / ${row.gotra || '(no gotra)'} -> ${row.deity_id}`,
    `from: ${[row.town, row.region].filter(Boolean).join(', ')}`,
    ...Object.entries(row.detail)
      .filter(([, v]) => v !== '' && v !== null && v !== undefined)
      .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`),
    ...(row.review_note ? [`review note: ${row.review_note}`] : []),
  ];
  return lines.join('\n');
}
