import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HISTORY_DIR, type SqlExecutor } from '../db/migrate';

/**
 * Everything a migration can create, read from the catalogs as one entry per object (name ->
 * definition), so two databases compare entry by entry. Object ids and the order objects were
 * created in are left out; anything a visitor or the site could tell apart is in.
 */
export const SCHEMA_QUERY = `
with ours as (
  select n.oid, n.nspname from pg_namespace n
  where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg\\_%'
),
ext_member as (
  select d.classid, d.objid from pg_depend d where d.deptype = 'e'
),
acl as (
  select a.oid, a.acl, coalesce(array_to_string(array(
      select coalesce(nullif(e.grantee, 0)::regrole::text, 'PUBLIC') || ':' || e.privilege_type || case when e.is_grantable then '*' else '' end
      from aclexplode(a.acl) e order by 1), ','), 'default') as text
  from (select oid, proacl as acl from pg_proc union all select oid, relacl from pg_class
        union all select oid, nspacl from pg_namespace) a
)
select 'schema ' || o.nspname as key,
  pg_get_userbyid(n.nspowner) || ' ' || (select text from acl where acl.oid = n.oid and acl.acl is not distinct from n.nspacl) as def
from ours o join pg_namespace n on n.oid = o.oid
union all
select 'extension ' || e.extname, e.extversion || ' in ' || e.extnamespace::regnamespace::text from pg_extension e
union all
select 'role ' || r.rolname, concat_ws(' ', r.rolsuper, r.rolinherit, r.rolcanlogin, r.rolbypassrls)
from pg_roles r where r.rolname !~ '^pg_'
union all
select 'default privileges ' || coalesce(d.defaclnamespace::regnamespace::text, 'all') || ' ' || d.defaclobjtype::text,
  array_to_string(array(select coalesce(nullif(e.grantee, 0)::regrole::text, 'PUBLIC') || ':' || e.privilege_type
    from aclexplode(d.defaclacl) e order by 1), ',')
from pg_default_acl d
union all
-- A function's header (kind, arguments, result, rights, settings, grants) apart from its body.
select 'function ' || p.oid::regprocedure::text,
  concat_ws(' | ', p.prokind, l.lanname, pg_get_function_result(p.oid), pg_get_function_arguments(p.oid),
    case when p.prosecdef then 'security definer' else 'security invoker' end, p.provolatile, p.proparallel,
    p.proisstrict, p.proleakproof, array_to_string(p.proconfig, ','), pg_get_userbyid(p.proowner),
    (select text from acl where acl.oid = p.oid and acl.acl is not distinct from p.proacl))
from pg_proc p join ours o on o.oid = p.pronamespace join pg_language l on l.oid = p.prolang
where not exists (select 1 from ext_member x where x.classid = 'pg_proc'::regclass and x.objid = p.oid)
union all
select 'function body ' || p.oid::regprocedure::text, p.prosrc
from pg_proc p join ours o on o.oid = p.pronamespace
where not exists (select 1 from ext_member x where x.classid = 'pg_proc'::regclass and x.objid = p.oid)
union all
select 'relation ' || c.oid::regclass::text,
  concat_ws(' | ', c.relkind, c.relpersistence, c.relrowsecurity, c.relforcerowsecurity, array_to_string(c.reloptions, ','),
    pg_get_userbyid(c.relowner), (select text from acl where acl.oid = c.oid and acl.acl is not distinct from c.relacl),
    case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end)
from pg_class c join ours o on o.oid = c.relnamespace
where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f', 'c')
  and not exists (select 1 from ext_member x where x.classid = 'pg_class'::regclass and x.objid = c.oid)
union all
-- Columns by position: the order of a table's columns is part of it (select *, copies).
select 'column ' || c.oid::regclass::text || ' #' || a.attnum,
  concat_ws(' | ', a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attidentity, a.attgenerated,
    pg_get_expr(ad.adbin, ad.adrelid), co.collname,
    array_to_string(array(select x::text from unnest(a.attacl) x order by 1), ','))
from pg_attribute a join pg_class c on c.oid = a.attrelid join ours o on o.oid = c.relnamespace
left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
left join pg_collation co on co.oid = a.attcollation and a.attcollation <> 0
where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
  and not exists (select 1 from ext_member x where x.classid = 'pg_class'::regclass and x.objid = c.oid)
union all
select 'index ' || i.schemaname || '.' || i.indexname, i.indexdef from pg_indexes i join ours o on o.nspname = i.schemaname
union all
select 'constraint ' || con.conrelid::regclass::text || ' ' || con.conname,
  con.contype::text || ' ' || pg_get_constraintdef(con.oid) || ' ' || concat(con.condeferrable, con.convalidated)
from pg_constraint con join ours o on o.oid = con.connamespace where con.conrelid <> 0
union all
select 'policy ' || p.schemaname || '.' || p.tablename || ' ' || p.policyname,
  concat_ws(' | ', p.permissive, array_to_string(p.roles, ','), p.cmd, p.qual, p.with_check)
from pg_policies p join ours o on o.nspname = p.schemaname
union all
select 'trigger ' || t.tgrelid::regclass::text || ' ' || t.tgname, pg_get_triggerdef(t.oid) || ' ' || t.tgenabled::text
from pg_trigger t join pg_class c on c.oid = t.tgrelid join ours o on o.oid = c.relnamespace
where not t.tgisinternal
union all
select 'type ' || t.oid::regtype::text, t.typtype::text || ' ' || coalesce(pg_get_userbyid(t.typowner), '')
from pg_type t join ours o on o.oid = t.typnamespace
where t.typtype in ('e', 'd', 'r', 'm') or (t.typtype = 'c' and exists (select 1 from pg_class c where c.oid = t.typrelid and c.relkind = 'c'))
order by 1`;

export type SchemaSnapshot = Record<string, string>;

export async function schemaSnapshot(db: SqlExecutor): Promise<SchemaSnapshot> {
  // Names print schema-qualified only with nothing else on the search path.
  await db.exec("select set_config('search_path', 'pg_catalog', false)");
  const rows = await db.query<{ key: string; def: string | null }>(SCHEMA_QUERY);
  await db.exec('reset search_path');
  const snapshot: SchemaSnapshot = {};
  for (const { key, def } of rows) {
    if (key in snapshot) throw new Error(`Two catalog entries named ${key}`);
    snapshot[key] = def ?? '';
  }
  return snapshot;
}

/** Entries only in `a`, only in `b`, and in both with another definition. */
export function schemaDiff(a: SchemaSnapshot, b: SchemaSnapshot): { removed: string[]; added: string[]; changed: string[] } {
  return {
    removed: Object.keys(a).filter((k) => !(k in b)).sort(),
    added: Object.keys(b).filter((k) => !(k in a)).sort(),
    changed: Object.keys(a).filter((k) => k in b && a[k] !== b[k]).sort(),
  };
}

/**
 * A project root (for `migrate`'s `root`) whose supabase/migrations holds the given files, and
 * supabase/migrations-history the given history, and nothing else: no seed, so only the schema
 * is built. `remove` deletes it.
 */
export function migrationsRoot(
  files: { name: string; sql: string }[],
  history: { name: string; sql: string }[] = [],
): { root: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kuldevta-migrations-'));
  const write = (folder: string, list: { name: string; sql: string }[]) => {
    const dir = path.join(root, 'supabase', folder);
    fs.mkdirSync(dir, { recursive: true });
    for (const { name, sql } of list) fs.writeFileSync(path.join(dir, name), sql);
  };
  write('migrations', files);
  if (history.length > 0) write(HISTORY_DIR, history);
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
