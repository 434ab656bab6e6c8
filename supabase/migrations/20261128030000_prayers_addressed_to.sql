-- Whom a prayer is addressed to, so that a deity's page offers as hers only the prayers that are
-- hers: `deity` (the deity it is listed under), `devi` (sung to the Devi in all her forms, such as
-- Ya Devi Sarvabhuteshu: offered on every goddess's page as such, never as hers), or `general` (a
-- prayer of every home's worship listed under a deity, such as the Shanti mantras).

alter table public.artis
  add column addressed_to text not null default 'deity' check (addressed_to in ('deity', 'devi', 'general'));
alter table public.mantras
  add column addressed_to text not null default 'deity' check (addressed_to in ('deity', 'devi', 'general'));

-- As before (20261126000700_prayers.sql), with addressed_to last.
create or replace view private.published_prayers as
  select 'aarti'::text as type, id, title, title_norm, prayer_type, language, difficulty_level, duration_minutes,
    popularity, tags, deity_id, updated_at, addressed_to
  from public.artis where is_published
  union all
  select 'mantra'::text, id, title, title_norm, prayer_type, language, difficulty_level, duration_minutes,
    popularity, tags, deity_id, updated_at, addressed_to
  from public.mantras where is_published;

-- A prayer as a card, as before (20261126000700_prayers.sql), saying whom it is addressed to, so
-- that every list says "sung to the Devi in all her forms" rather than "for" the deity it is under.
create or replace function private.prayer_card(p_type text, p_id integer, p_title text, p_prayer_type text,
  p_language text, p_difficulty text, p_duration integer, p_popularity integer, p_tags text[], p_deity_id text)
returns jsonb
language sql
stable
set search_path = public
as $$
  select jsonb_build_object(
    'type', p_type, 'id', p_id, 'title', p_title, 'prayer_type', p_prayer_type, 'language', p_language,
    'difficulty_level', p_difficulty, 'duration_minutes', p_duration, 'popularity', p_popularity,
    'tags', to_jsonb(p_tags),
    'deity', (select jsonb_build_object('id', d.id, 'name', d.name, 'sanskrit_name', d.sanskrit_name, 'image_url', d.image_url)
              from public.deities d where d.id = p_deity_id and d.is_published),
    'addressed_to', coalesce(case p_type
        when 'aarti' then (select a.addressed_to from public.artis a where a.id = p_id)
        when 'mantra' then (select m.addressed_to from public.mantras m where m.id = p_id) end, 'deity')
  )
$$;

-- A deity's prayers: those listed under her, but for the ones sung to the Devi in all her forms
-- (devi_prayers).
create or replace function public.prayers_for_deity(p_deity_id text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(private.prayer_card(p.type, p.id, p.title, p.prayer_type, p.language, p.difficulty_level,
      p.duration_minutes, p.popularity, p.tags, p.deity_id) order by p.type, p.popularity desc, p.title), '[]')
  from private.published_prayers p
  where p.deity_id = p_deity_id and p.addressed_to <> 'devi'
$$;

-- The prayers sung to the Devi in all her forms, most popular first: every goddess's page offers them as such.
create or replace function public.devi_prayers()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(private.prayer_card(p.type, p.id, p.title, p.prayer_type, p.language, p.difficulty_level,
      p.duration_minutes, p.popularity, p.tags, p.deity_id) order by p.popularity desc, p.type, p.title), '[]')
  from private.published_prayers p
  where p.addressed_to = 'devi'
$$;

revoke execute on function public.devi_prayers() from public;
grant execute on function public.devi_prayers() to anon, authenticated, service_role;
