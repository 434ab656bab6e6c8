import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { engineFactories, type TestEngine } from '../testing/engines';
import { approveFamilyWord, familyQueue, rejectFamilyWord, showFamilyWord, type Query } from '../review/family-word';

// Families' word on both engines: confirm, correct and send a prayer through the visitors'
// functions; the reviewer's queue; an approval writing the data row to the repository's files
// and the database; a deprecation; the history; and what a visitor can and cannot do.

// An association of the seed: Jadhav, Maratha, the Kaundinya gotra, Khandoba.
const patil = { p_surname: 'Jadhav', p_community: 'Maratha', p_gotra: 'Kaundinya', p_deity_id: 'khandoba' };

describe.each(engineFactories())('families’ word on %s', (_name, open) => {
  let db: TestEngine;
  let root: string;
  let query: Query;
  beforeAll(async () => {
    db = await open();
    query = async <T>(sql: string, params?: unknown[]) => (await db.admin.query<T>(sql, params)) as T[];
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-family-word-'));
    fs.cpSync(path.join(process.cwd(), 'data/sources/families'), path.join(root, 'data/sources/families'), { recursive: true });
    const [row] = await db.admin.query<{ n: number }>(
      "select count(*)::int n from public.family_surnames where surname = 'Jadhav' and community = 'Maratha' and gotra = 'Kaundinya' and deity_id = 'khandoba'",
    );
    expect(row!.n, 'the seed holds the association the tests use').toBe(1);
  });
  afterAll(async () => {
    await db?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  const confirm = (visitor: string, extra: Record<string, unknown> = {}) =>
    db.call('confirm_association', { ...patil, p_region: 'Maharashtra', p_town: 'Satara', p_visitor_hash: visitor, ...extra }) as Promise<{
      status: string;
      id?: number;
      duplicate?: boolean;
      message?: string;
    }>;

  it('a confirmation is stored pending, once per visitor and association; an unknown association or a missing region is refused with why', async () => {
    const first = await confirm('visitor-confirm-a');
    expect(first.status).toBe('stored');
    expect(await confirm('visitor-confirm-a')).toMatchObject({ status: 'stored', duplicate: true, id: first.id });
    expect(await confirm('visitor-confirm-a', { p_idempotency_key: randomUUID() })).toMatchObject({ duplicate: true });
    expect(await confirm('visitor-confirm-b', { p_deity_id: 'khodiyar-mata' })).toMatchObject({ status: 'invalid', field: 'form' });
    expect(await confirm('visitor-confirm-b', { p_region: 'X' })).toMatchObject({
      status: 'invalid',
      field: 'region',
      message: 'Region must be between 2 and 100 characters',
    });
    const [row] = await db.admin.query<{ status: string; association_key: string }>(
      'select status, association_key from public.family_word where id = $1',
      [first.id],
    );
    expect(row).toEqual({ status: 'pending', association_key: 'jadhav|maratha|kaundinya|khandoba' });
    // Visitors read nothing back and change nothing directly.
    await expect(db.asAnon('select * from public.family_word')).rejects.toThrow(/permission denied/);
    await expect(
      db.asAnon("insert into public.association_confirmations (association_key, region, confirmed_on) values ('x', 'yy', now())"),
    ).rejects.toThrow(/permission denied/);
  });

  it('a flood from one visitor stops at its limit and moves no count', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 25; i++) {
      const r = (await db.call('correct_association', {
        ...patil,
        p_their_deity: 'Ekvira',
        p_their_shrine: '',
        p_their_community: '',
        p_their_gotra: '',
        p_how: 'elders',
        p_link: '',
        p_reason: `Our elders say Ekvira, try ${i}`,
        p_region: 'Maharashtra',
        p_visitor_hash: 'visitor-flood',
      })) as { status: string };
      answers.push(r.status);
    }
    expect(answers.filter((s) => s === 'stored')).toHaveLength(20);
    expect(answers.slice(20)).toEqual(Array(5).fill('rate_limited'));
    const trails = (await db.call('association_trails', { p_keys: ['jadhav|maratha|kaundinya|khandoba'] })) as Record<string, { confirmed: number }>;
    expect(trails['jadhav|maratha|kaundinya|khandoba']!.confirmed).toBe(0);
  });

  it('a correction needs how the family knows and why; a book or a site needs its name or address', async () => {
    const correct = (args: Record<string, unknown>) =>
      db.call('correct_association', {
        ...patil,
        p_their_deity: 'Ekvira',
        p_their_shrine: 'Karla',
        p_their_community: '',
        p_their_gotra: '',
        p_how: 'elders',
        p_link: '',
        p_reason: 'Our elders and the Karla priest say so.',
        p_region: 'Maharashtra',
        p_visitor_hash: 'visitor-correct',
        ...args,
      }) as Promise<{ status: string; field?: string; message?: string }>;
    expect(await correct({ p_reason: 'short' })).toMatchObject({ status: 'invalid', field: 'reason' });
    expect(await correct({ p_how: 'guess' })).toMatchObject({ status: 'invalid', field: 'how' });
    expect(await correct({ p_how: 'site', p_link: 'not a link' })).toMatchObject({ status: 'invalid', field: 'link' });
    expect(await correct({ p_how: 'book', p_link: '' })).toMatchObject({ status: 'invalid', field: 'link' });
    expect((await correct({})).status).toBe('stored');
  });

  it('the queue groups pending items by what they concern, a page at a time', async () => {
    const groups = await familyQueue(query);
    const patilGroups = groups.filter((g) => g.about === 'jadhav|maratha|kaundinya|khandoba');
    expect(patilGroups.map((g) => g.kind).sort()).toEqual(['confirm', 'correct']);
    expect(patilGroups.find((g) => g.kind === 'correct')!.pending).toBe(21);
    expect(await familyQueue(query, { after: 'jadhav|maratha|kaundinya|khandoba' })).toEqual(
      groups.filter((g) => g.about > 'jadhav|maratha|kaundinya|khandoba'),
    );
    // The reviewer reads an item whole before deciding.
    const shown = await showFamilyWord(query, patilGroups.find((g) => g.kind === 'correct')!.ids[0]!);
    expect(shown).toMatch(/^item \d+: correct, pending, sent \d{4}-\d{2}-\d{2}\nabout: Jadhav \/ Maratha \/ Kaundinya -> khandoba\n/);
    expect(shown).toContain('reason: ');
    await expect(showFamilyWord(query, 987654)).rejects.toThrow(/no item 987654/);
  });

  it('an approved confirmation is written to confirmations.csv and counted with its region; a rejected item is kept with why', async () => {
    const [pending] = await db.admin.query<{ id: number }>("select id from public.family_word where kind = 'confirm' and status = 'pending' limit 1");
    const approval = await approveFamilyWord(query, root, pending!.id, { today: '2026-11-29', note: 'checked with the Satara family' });
    expect(approval.files).toEqual(['data/sources/families/confirmations.csv']);
    const written = parse(fs.readFileSync(path.join(root, approval.files[0]!), 'utf8'), { columns: true }) as Record<string, string>[];
    expect(written.at(-1)).toMatchObject({
      surname: 'Jadhav',
      community: 'Maratha',
      gotra: 'Kaundinya',
      deity_id: 'khandoba',
      region: 'Maharashtra',
      confirmed_on: '2026-11-29',
    });
    const trails = (await db.call('association_trails', { p_keys: ['jadhav|maratha|kaundinya|khandoba'] })) as Record<
      string,
      { confirmed: number; regions: string[]; history: { event: string; detail: string }[] }
    >;
    const trail = trails['jadhav|maratha|kaundinya|khandoba']!;
    expect(trail.confirmed).toBe(1);
    expect(trail.regions).toEqual(['Maharashtra']);
    expect(trail.history.map((h) => h.event)).toContain('confirmed');
    await expect(approveFamilyWord(query, root, pending!.id, { today: '2026-11-29' })).rejects.toThrow(/already approved/);
    const [flood] = await db.admin.query<{ id: number }>("select id from public.family_word where visitor_hash = 'visitor-flood' limit 1");
    await expect(rejectFamilyWord(query, flood!.id, '')).rejects.toThrow(/needs --note/);
    expect(await rejectFamilyWord(query, flood!.id, 'one visitor sent the same twenty times')).toMatch(/rejected/);
    const [kept] = await db.admin.query<{ status: string; review_note: string }>('select status, review_note from public.family_word where id = $1', [
      flood!.id,
    ]);
    expect(kept).toEqual({ status: 'rejected', review_note: 'one visitor sent the same twenty times' });
  });

  it('an approved correction becomes a data row whose source is the family; the association it corrects is deprecated with why and shown as what earlier sources said', async () => {
    const [pending] = await db.admin.query<{ id: number }>(
      "select id from public.family_word where visitor_hash = 'visitor-correct' and status = 'pending'",
    );
    const approval = await approveFamilyWord(query, root, pending!.id, {
      today: '2026-11-29',
      deity: 'ekvira-aai',
      deprecate: 'The Satara families asked say Ekvira of Karla, not Khandoba.',
      note: 'the Karla priest confirms',
    });
    expect(approval.files).toEqual(['data/sources/families/corrections.csv', 'data/sources/families/deprecated.csv']);
    const [row] = parse(fs.readFileSync(path.join(root, 'data/sources/families/corrections.csv'), 'utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(row).toMatchObject({
      surname: 'Jadhav',
      community: 'Maratha',
      gotra: 'Kaundinya',
      deity_id: 'ekvira-aai',
      source_kind: 'family',
      confidence: '50',
      source_label: 'A family of Maharashtra, from their elders',
      corrects_deity_id: 'khandoba',
    });
    const [deprecated] = parse(fs.readFileSync(path.join(root, 'data/sources/families/deprecated.csv'), 'utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(deprecated).toMatchObject({ surname: 'Jadhav', deity_id: 'khandoba', deprecated_on: '2026-11-29' });
    const [added] = await db.admin.query<{ source: string; source_label: string }>(
      "select source, source_label from public.family_surnames where surname = 'Jadhav' and community = 'Maratha' and deity_id = 'ekvira-aai'",
    );
    expect(added).toEqual({ source: 'community', source_label: 'A family of Maharashtra, from their elders' });
    const [gone] = await db.admin.query<{ n: number }>(
      "select count(*)::int n from public.family_surnames where surname = 'Jadhav' and community = 'Maratha' and gotra = 'Kaundinya' and deity_id = 'khandoba'",
    );
    expect(gone!.n).toBe(0);
    const earlier = (await db.call('earlier_associations', { p_surname_slug: 'jadhav' })) as { deity_id: string; reason: string }[];
    expect(earlier).toEqual([
      expect.objectContaining({ deity_id: 'khandoba', reason: 'The Satara families asked say Ekvira of Karla, not Khandoba.' }),
    ]);
    const trails = (await db.call('association_trails', { p_keys: ['jadhav|maratha|kaundinya|khandoba'] })) as Record<
      string,
      { history: { event: string }[] }
    >;
    expect(trails['jadhav|maratha|kaundinya|khandoba']!.history.map((h) => h.event)).toEqual(
      expect.arrayContaining(['confirmed', 'corrected', 'deprecated']),
    );
  });

  it('a prayer a family sent is published with its source once approved', async () => {
    const sent = (await db.call('send_family_prayer', {
      p_deity_id: 'ekvira-aai',
      p_title: 'Ekvira Aai aarti',
      p_language: 'Marathi',
      p_text: 'जय देवी जय देवी जय एकवीरा आई',
      p_source: 'The Karla temple booklet',
      p_link: '',
      p_region: 'Maharashtra',
      p_visitor_hash: 'visitor-prayer',
    })) as { status: string; id: number };
    expect(sent.status).toBe('stored');
    expect(((await db.call('family_prayers_for', { p_deity_id: 'ekvira-aai' })) as unknown[]).length).toBe(0);
    await approveFamilyWord(query, root, sent.id, { today: '2026-11-29' });
    const published = (await db.call('family_prayers_for', { p_deity_id: 'ekvira-aai' })) as { title: string; source: string }[];
    expect(published).toEqual([expect.objectContaining({ title: 'Ekvira Aai aarti', source: 'The Karla temple booklet' })]);
    const file = JSON.parse(fs.readFileSync(path.join(root, 'data/sources/families/prayers.json'), 'utf8')) as { source: string }[];
    expect(file.at(-1)!.source).toBe('The Karla temple booklet');
  });

  it("the reviewer's queue reads a page from an index, however many items wait", async () => {
    const plan = await db.admin.query<Record<string, string>>(
      `explain select kind, association_key, count(*) from public.family_word where status = 'pending' and association_key > '' group by kind, association_key order by association_key limit 50`,
    );
    const text = plan.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toMatch(/family_word_queue_idx|Index/);
  });
});
