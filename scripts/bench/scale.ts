import type { PGlite } from '@electric-sql/pglite';

/**
 * Synthetic scale sets for benchmarks, built inside the database with generate_series so
 * they load in seconds. Names are made of real-looking syllables so that trigram and prefix
 * indexes see a realistic spread of text, in Latin and Devanagari.
 */
export async function addSyntheticDeities(pg: PGlite, from: number, to: number): Promise<void> {
  await pg.exec(`
    insert into public.deities (id, name, sanskrit_name, alternative_names, description, long_description,
      region, type, cultural_tradition, popularity, attributes)
    select
      'synthetic-' || i,
      initcap(a.s || b.s || c.s) || ' ' || (array['Mata','Devi','Bai','Nath','Dev','Ji'])[1 + i % 6] || ' ' || i,
      da.s || db.s || dc.s || ' ' || i,
      array[initcap(b.s || c.s || a.s) || ' Maa ' || i],
      'A synthetic deity for benchmarks, number ' || i || '.',
      '',
      (select id from public.regions order by id offset (i % 12) limit 1),
      (select id from public.deity_types order by id offset (i % 5) limit 1),
      (select id from public.cultural_traditions order by id offset (i % 5) limit 1),
      i % 100,
      array['Synthetic attribute ' || (i % 50)]
    from generate_series(${from}, ${to}) as i
    cross join lateral (select (array['am','bha','cha','dev','gau','har','jag','kal','lak','man','nag','pad','rad','san','tar','uma','var','yog','kho','sach'])[1 + (i * 7) % 20] as s) a
    cross join lateral (select (array['ra','li','ya','ni','ka','sha','da','ma','va','ja','ta','pa'])[1 + (i * 13) % 12] as s) b
    cross join lateral (select (array['ni','ri','ki','shi','di','vi','li','mi'])[1 + (i * 17) % 8] as s) c
    cross join lateral (select (array['अम','भा','चा','देव','गौ','हर','जग','काल','लक','मन','नाग','पद','राध','सं','तार','उमा','वर','योग','खो','सच'])[1 + (i * 7) % 20] as s) da
    cross join lateral (select (array['रा','ली','या','नी','का','शा','दा','मा','वा','जा','ता','पा'])[1 + (i * 13) % 12] as s) db
    cross join lateral (select (array['नी','री','की','शी','दी','वी','ली','मी'])[1 + (i * 17) % 8] as s) dc;

    insert into public.deity_aliases (deity_id, alias, kind)
    select d.id, a.alias, a.kind
    from generate_series(${from}, ${to}) as i
    join public.deities d on d.id = 'synthetic-' || i
    cross join lateral (values (d.name, 'name'), (d.sanskrit_name, 'native'), (d.alternative_names[1], 'alternative')) as a(alias, kind);
  `);
  await pg.exec('vacuum analyze');
}

/**
 * Synthetic surname associations: four per surname, surnames made of syllables so that
 * prefixes, trigrams and sound keys spread as real ones do. Rows from..to (inclusive).
 */
export async function addSyntheticSurnames(pg: PGlite, from: number, to: number): Promise<void> {
  await pg.exec(`
    with deity_ids as (select array_agg(id order by id) as ids from public.deities where id not like 'synthetic-%')
    insert into public.family_surnames (surname, community, gotra, deity_id, country, state_province, town_village,
      confidence_level, source, source_ref, notes)
    select
      initcap(a.s || b.s || c.s) || (array['', 'wala', 'kar', 'ia', 'ani', 'e'])[1 + (s_no / 3000) % 6] || (s_no / 18000)::text,
      'Synthetic Community ' || (i % 40),
      'Gotra ' || (i % 4),
      deity_ids.ids[1 + (i * 31) % array_length(deity_ids.ids, 1)],
      'India',
      (array['Gujarat', 'Rajasthan', 'Maharashtra', 'Goa', 'Karnataka', 'Kerala', 'Tamil Nadu', 'Punjab'])[1 + s_no % 8],
      'various',
      case when i % 3 = 0 then 40 + i % 19 else 60 + i % 40 end,
      case when i % 3 = 0 then 'inferred' else (array['traditional', 'research', 'community'])[1 + i % 3] end,
      'synthetic benchmark data',
      ''
    from generate_series(${from}, ${to}) as i
    cross join deity_ids
    cross join lateral (select i / 4 as s_no) n
    cross join lateral (select (array['pa','sha','mo','de','jo','ra','bha','ka','su','va','me','ni','go','ha','ch','tri'])[1 + s_no % 16] as s) a
    cross join lateral (select (array['tel','rma','di','sai','shi','tho','nda','pur','val','dan','sta','kar','ran','ani','war','lal'])[1 + (s_no / 16) % 16] as s) b
    cross join lateral (select (array['','a','i','o','u','an','en','in','on','ar','er','ir','ya','wa','ji','ka'])[1 + (s_no / 256) % 16] as s) c;
  `);
  // As autovacuum would on a server: merges GIN pending lists and refreshes statistics.
  await pg.exec('vacuum analyze');
}

/** Synthetic aartis and mantras up to `total` prayers in all, half of each kind. */
export async function addSyntheticPrayers(pg: PGlite, total: number): Promise<void> {
  const existing = (await pg.query<{ n: number }>('select (select count(*) from public.aartis) + (select count(*) from public.mantras) as n'))
    .rows[0]!.n;
  const perKind = Math.max(0, Math.ceil((total - Number(existing)) / 2));
  if (!perKind) return;
  for (const table of ['aartis', 'mantras']) {
    await pg.exec(`
      with deity_ids as (select array_agg(id order by id) as ids from public.deities where id not like 'synthetic-%')
      insert into public.${table} (id, title, prayer_type, language, local_script, transliteration, translation, meaning,
        duration_minutes, difficulty_level, popularity, tags, deity_id)
      select 100000 + i,
        'Synthetic ' || (array['Stuti','Vandana','Aarti','Stotra','Ashtakam','Chalisa'])[1 + i % 6] || ' ' || i,
        ${table === 'aartis' ? "'Aarti'" : "'Mantra'"},
        (array['sanskrit','hindi','gujarati','marathi','tamil','kannada'])[1 + i % 6],
        'ॐ नमः ' || i, 'oṃ namaḥ ' || i, 'Salutations ' || i, 'Synthetic prayer for benchmarks.',
        1 + i % 20, (array['beginner','intermediate','advanced','expert'])[1 + i % 4], i % 100,
        array['synthetic', 'tag' || (i % 10), 'tag' || (i % 7), 'tag' || (i % 3)],
        deity_ids.ids[1 + (i * 13) % array_length(deity_ids.ids, 1)]
      from generate_series(1, ${perKind}) as i cross join deity_ids;
    `);
  }
  await pg.exec('vacuum analyze');
}
