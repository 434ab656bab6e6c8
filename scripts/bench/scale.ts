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
    analyze;
  `);
}
