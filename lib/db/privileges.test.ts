import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFactories, type TestEngine } from '../testing/engines';

// What a visitor's role may do, checked role by role against the migrations as applied: the
// functions it may execute and the tables it may touch are explicit lists here, so a new
// function or table without a deliberate grant fails this test, and so does a lost grant.
// On Supabase the publishable key acts as `anon`; `authenticated` exists there too (the site
// has no sign-in, so it gets exactly what anon gets).

/** Reads and writes the site calls through lib/db: the whole visitor API. */
const VISITOR_FUNCTIONS = [
  'public.deity_names',
  'public.festival_rules',
  'public.find_family_names',
  'public.confirm_association',
  'public.correct_association',
  'public.send_family_prayer',
  'public.association_trails',
  'public.earlier_associations',
  'public.family_prayers_for',
  'public.get_community',
  'public.get_deity',
  'public.get_deity_surnames',
  'public.get_deity_shrines',
  'public.get_prayer',
  'public.get_prayer_category',
  'public.get_reference_lists',
  'public.get_surname',
  'public.get_surname_card',
  'public.get_surname_shrines',
  'public.get_shrine',
  'public.health',
  'public.list_communities',
  'public.list_deity_ids',
  'public.list_prayer_ids',
  'public.list_surname_slugs',
  'public.list_surnames',
  'public.list_shrines',
  'public.popular_deities',
  'public.prayer_languages',
  'public.prayers_for_deity',
  'public.devi_prayers',
  'public.most_kept_deities',
  'public.page_languages_of',
  'public.translations_of',
  'public.translations_of_kind',
  'public.written_pages',
  'public.prayers_overview',
  'public.record_email_sent',
  'public.record_prayer_view',
  'public.search_deities',
  'public.search_prayers',
  'public.search_surnames',
  'public.sitemap_overview',
  'public.sitemap_page',
  'public.submit_contact_message',
  'public.submit_family_info',
  'public.suggest_deities',
  'public.suggest_surnames',
  'public.track_search',
];

/**
 * Pure helpers that the reads with the caller's rights (get_deity, search_deities, ...) and
 * the row-level policies call, so the visitor's role must be able to execute them. None of
 * them reads a table.
 */
const HELPER_FUNCTIONS = [
  'private.deity_card',
  'private.join_text',
  'private.like_escape',
  'private.norm_text',
  'private.page_bounds',
  'private.page_size',
  'private.script_of',
  'private.surname_slug',
];

const ALLOWED_FUNCTIONS = [...VISITOR_FUNCTIONS, ...HELPER_FUNCTIONS].sort();

/** Published content, readable row by row under row-level security. */
const READABLE_TABLES = [
  'public.aartis',
  'public.communities',
  'public.community_gotras',
  'public.community_labels',
  'public.cultural_traditions',
  'public.deities',
  'public.community_customs',
  'public.deity_aliases',
  'public.deity_festivals',
  'public.deity_shrines',
  'public.deity_types',
  'public.deity_worship_methods',
  'public.family_surnames',
  'public.festivals',
  'public.mantras',
  'public.page_languages',
  'public.association_confirmations',
  'public.association_history',
  'public.deprecated_associations',
  'public.family_prayers',
  'public.prayer_categories',
  'public.prayer_collection_items',
  'public.prayer_collections',
  'public.regions',
  'public.surname_aliases',
  'public.translations',
  'public.surname_carriers',
  'public.surname_communities',
  'public.surname_educational_content',
  'public.surname_frequency',
  'public.surname_keys',
  'public.surname_search_results',
  'public.shrines',
  'public.worship_methods',
].sort();

/** What visitors send and the site's own bookkeeping: no privilege at all. */
const PRIVATE_TABLES = [
  'public.contact_messages',
  'public.email_outbox',
  'public.form_submissions',
  'public.prayer_statistics',
  'public.search_analytics',
  'private.rate_events',
  'private.published_prayers',
];

const ROLES = ['anon', 'authenticated'] as const;
const TABLE_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];

describe.each(engineFactories())('visitor privileges on %s', (_name, open) => {
  let db: TestEngine;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  describe.each(ROLES)('%s', (role) => {
    it('executes exactly the allowed functions of public and private, nothing else', async () => {
      const rows = await db.admin.query<{ fn: string; allowed: boolean }>(
        `select n.nspname || '.' || p.proname as fn, has_function_privilege($1, p.oid, 'EXECUTE') as allowed
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname in ('public', 'private')
           -- functions that belong to an extension (pg_trgm, unaccent...) are not ours to grant
           and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
         order by 1`,
        [role],
      );
      expect(rows.length).toBeGreaterThan(ALLOWED_FUNCTIONS.length);
      // One name per line in the failure message: which function was granted or lost.
      expect(
        rows
          .filter((r) => r.allowed)
          .map((r) => r.fn)
          .join('\n'),
      ).toBe(ALLOWED_FUNCTIONS.join('\n'));
    });

    it('selects published content only where granted, and holds no other table, column or sequence privilege', async () => {
      const rows = await db.admin.query<{ rel: string; kind: string; privileges: string[]; columns: string[] }>(
        `select n.nspname || '.' || c.relname as rel, c.relkind::text as kind,
           array(select p from unnest($2::text[]) p where has_table_privilege($1, c.oid, p)) as privileges,
           array(select p from unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) p where has_any_column_privilege($1, c.oid, p)) as columns
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname in ('public', 'private', 'kuldevta_meta') and c.relkind in ('r', 'v', 'm', 'p', 'f')
         order by 1`,
        [role, TABLE_PRIVILEGES],
      );
      const granted = Object.fromEntries(
        rows.filter((r) => r.privileges.length || r.columns.length).map((r) => [r.rel, [...r.privileges, ...r.columns]]),
      );
      expect(granted).toEqual(Object.fromEntries(READABLE_TABLES.map((t) => [t, ['SELECT', 'SELECT']])));
      for (const table of PRIVATE_TABLES) expect(rows.map((r) => r.rel)).toContain(table);

      const sequences = await db.admin.query<{ seq: string }>(
        `select n.nspname || '.' || c.relname as seq from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'S' and n.nspname in ('public', 'private', 'kuldevta_meta')
           and (has_sequence_privilege($1, c.oid, 'USAGE') or has_sequence_privilege($1, c.oid, 'SELECT') or has_sequence_privilege($1, c.oid, 'UPDATE'))`,
        [role],
      );
      expect(sequences).toEqual([]);
      const schemas = await db.admin.query<{ schema: string }>(
        `select nspname as schema from pg_namespace
         where nspname in ('public', 'private', 'extensions', 'kuldevta_meta') and has_schema_privilege($1, oid, 'CREATE')`,
        [role],
      );
      expect(schemas).toEqual([]);
    });

    it('is refused every read and write of the private tables, and every function not granted', async () => {
      const denied = async (sql: string) => {
        await expect(db.asRole(role, sql), sql).rejects.toThrow(/permission denied/);
      };
      for (const table of PRIVATE_TABLES) {
        await denied(`select * from ${table} limit 1`);
        if (table === 'private.published_prayers') continue; // a view: reading is the question
        const [first] = await db.admin.query<{ name: string }>(
          "select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attidentity = '' order by attnum limit 1",
          [table],
        );
        await denied(`insert into ${table} default values`);
        await denied(`update ${table} set ${first!.name} = ${first!.name}`);
        await denied(`delete from ${table}`);
        await denied(`truncate ${table}`);
      }
      for (const table of READABLE_TABLES.filter((t) => t !== 'public.surname_search_results')) {
        await denied(`delete from ${table}`);
      }
      await denied("update public.deities set is_published = false where id = 'khodiyar-mata'");
      await denied("insert into public.family_surnames (surname) values ('x')");
      await denied("select private.allow('submission', 'v', 1000, interval '1 minute')");
      await denied("select private.clean('x')");
      await denied("select private.invalid('f', 'm')");
      await denied("select private.admit_write(null, null, 'search', 'v', 1000, interval '1 minute')");
      await denied('select private.stored(1)');
      await denied("select * from private.surname_candidates('patel', 5)");
      await denied("select private.prayer_card('aarti', 1, 't', 'aarti', 'hindi', 'beginner', 1, 1, '{}', null)");
      await denied('create table public.visitor_made (id int)');
      await denied('create function public.visitor_made() returns int language sql as $$ select 1 $$');
    });

    it('sees published rows only, in tables and through the functions', async () => {
      await db.admin.exec(`
        update public.deities set is_published = false where id = 'khodiyar-mata';
        update public.aartis set is_published = false where id = 1;
        update public.family_surnames set is_published = false where surname_slug = 'chauhan';
        update public.surname_communities set is_published = false where surname_slug = 'chauhan';`);
      try {
        const count = async (sql: string) => Number((await db.asRole<{ n: number }>(role, sql))[0]!.n);
        expect(await count("select count(*)::int as n from public.deities where id = 'khodiyar-mata'")).toBe(0);
        expect(await count("select count(*)::int as n from public.deity_aliases where deity_id = 'khodiyar-mata'")).toBe(0);
        expect(await count('select count(*)::int as n from public.aartis where id = 1')).toBe(0);
        expect(await count("select count(*)::int as n from public.family_surnames where surname_slug = 'chauhan'")).toBe(0);
        expect(await count("select count(*)::int as n from public.surname_search_results where lower(surname) = 'chauhan'")).toBe(0);
        expect(await count("select count(*)::int as n from public.surname_communities where surname_slug = 'chauhan'")).toBe(0);
        const [all] = await db.admin.query<{ n: number }>('select count(*)::int as n from public.deities where is_published');
        expect(await count('select count(*)::int as n from public.deities')).toBe(all!.n);
        const call = async (sql: string) => (await db.asRole<{ r: unknown }>(role, sql))[0]!.r;
        expect(await call("select public.get_deity('khodiyar-mata') as r")).toBeNull();
        expect(await call("select public.get_prayer('aarti', 1) as r")).toBeNull();
        expect(await call("select public.get_surname('chauhan') as r")).toBeNull();
        expect(await call("select public.get_deity('tulja-bhavani') as r")).toMatchObject({ id: 'tulja-bhavani' });
      } finally {
        await db.admin.exec(`
          update public.deities set is_published = true where id = 'khodiyar-mata';
          update public.aartis set is_published = true where id = 1;
          update public.family_surnames set is_published = true where surname_slug = 'chauhan';
          update public.surname_communities set is_published = true where surname_slug = 'chauhan';`);
      }
    });
  });

  it('a function added later is callable by no visitor until a migration grants it', async () => {
    await db.admin.exec('create function public.test_added_later() returns int language sql as $$ select 1 $$');
    try {
      const rows = await db.admin.query<{ role: string; allowed: boolean }>(
        `select r as role, has_function_privilege(r, 'public.test_added_later()', 'execute') as allowed
         from unnest(array['anon', 'authenticated']) r`,
      );
      expect(rows).toEqual([
        { role: 'anon', allowed: false },
        { role: 'authenticated', allowed: false },
      ]);
    } finally {
      await db.admin.exec('drop function public.test_added_later()');
    }
  });

  it('keeps row-level security on for every table in public', async () => {
    const rows = await db.admin.query<{ rel: string }>(
      `select n.nspname || '.' || c.relname as rel from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(rows).toEqual([]);
  });
});
