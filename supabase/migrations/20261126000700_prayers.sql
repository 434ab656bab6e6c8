-- Aartis and mantras, their categories and collections, and view statistics.

-- An aarti (or bhajan, kirtan...): a prayer sung, usually with a lamp.
create table public.artis (
  id integer primary key check (id > 0),
  title text not null check (char_length(title) between 1 and 200),
  prayer_type text not null default 'Aarti'
    check (prayer_type in ('Aarti', 'Mantra', 'Stotra', 'Bhajan', 'Kirtan', 'Shloka', 'Sukta', 'Kavach')),
  language text not null check (language in ('sanskrit', 'hindi', 'gujarati', 'marathi', 'tamil', 'telugu',
    'kannada', 'malayalam', 'bengali', 'punjabi', 'english', 'other')),
  local_script text not null check (char_length(local_script) between 1 and 20000),
  transliteration text not null check (char_length(transliteration) between 1 and 20000),
  translation text not null default '' check (char_length(translation) <= 20000),
  meaning text not null default '' check (char_length(meaning) <= 5000),
  author_or_origin text not null default '' check (char_length(author_or_origin) <= 300),
  text_note text not null default '' check (char_length(text_note) <= 500),
  duration_minutes integer not null default 5 check (duration_minutes between 1 and 240),
  difficulty_level text not null default 'beginner' check (difficulty_level in ('beginner', 'intermediate', 'advanced', 'expert')),
  popularity integer not null default 0 check (popularity between 0 and 100),
  tags text[] not null default '{}' check (cardinality(tags) <= 20),
  deity_id text references public.deities (id),
  benefits text[] not null default '{}',
  when_to_recite text[] not null default '{}',
  audio_url text,
  video_url text,
  seo_title text check (seo_title is null or char_length(seo_title) <= 120),
  seo_description text check (seo_description is null or char_length(seo_description) <= 320),
  seo_keywords text[] not null default '{}',
  is_published boolean not null default true,
  title_norm text generated always as (private.norm_text(title)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A mantra, stotra or shloka: recited, often a set number of times.
create table public.mantras (
  like public.artis including defaults including constraints including generated,
  sanskrit_text text not null default '' check (char_length(sanskrit_text) <= 20000),
  number_of_repetitions integer not null default 108 check (number_of_repetitions between 1 and 100000),
  primary key (id)
);
alter table public.mantras alter column prayer_type set default 'Mantra';
alter table public.mantras add foreign key (deity_id) references public.deities (id);

-- Lists filter by deity, language and difficulty and sort by popularity; search is on title.
create index artis_popularity_idx on public.artis (popularity desc, id) where is_published;
create index artis_deity_idx on public.artis (deity_id) where is_published;
create index artis_language_idx on public.artis (language, difficulty_level) where is_published;
create index artis_title_trgm_idx on public.artis using gin (title_norm extensions.gin_trgm_ops);
create index mantras_popularity_idx on public.mantras (popularity desc, id) where is_published;
create index mantras_deity_idx on public.mantras (deity_id) where is_published;
create index mantras_language_idx on public.mantras (language, difficulty_level) where is_published;
create index mantras_title_trgm_idx on public.mantras using gin (title_norm extensions.gin_trgm_ops);

create table public.prayer_categories (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 60),
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 500),
  color text not null default '#b45309' check (color ~ '^#[0-9a-fA-F]{6}$'),
  updated_at timestamptz not null default now()
);
create index prayer_categories_name_idx on public.prayer_categories (name);

create table public.prayer_collections (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 80),
  name text not null check (char_length(name) between 1 and 150),
  description text not null default '' check (char_length(description) <= 1000),
  category text not null references public.prayer_categories (id),
  deity_id text references public.deities (id),
  popularity integer not null default 0 check (popularity between 0 and 100),
  is_published boolean not null default true,
  updated_at timestamptz not null default now()
);
create index prayer_collections_category_idx on public.prayer_collections (category) where is_published;
create index prayer_collections_deity_idx on public.prayer_collections (deity_id) where is_published;

-- The prayers of a collection, in order. Exactly one of aarti_id and mantra_id is set.
create table public.prayer_collection_items (
  collection_id text not null references public.prayer_collections (id) on delete cascade,
  aarti_id integer references public.artis (id) on delete cascade,
  mantra_id integer references public.mantras (id) on delete cascade,
  prayer_type text not null generated always as (case when aarti_id is not null then 'aarti' else 'mantra' end) stored,
  sequence_order integer not null check (sequence_order > 0),
  check (num_nonnulls(aarti_id, mantra_id) = 1),
  primary key (collection_id, sequence_order)
);
create index prayer_collection_items_aarti_idx on public.prayer_collection_items (aarti_id);
create index prayer_collection_items_mantra_idx on public.prayer_collection_items (mantra_id);

-- One row per prayer, counted up atomically on each view.
create table public.prayer_statistics (
  prayer_type text not null check (prayer_type in ('aarti', 'mantra')),
  prayer_id integer not null,
  views_count bigint not null default 0,
  downloads_count bigint not null default 0,
  shares_count bigint not null default 0,
  last_viewed timestamptz,
  primary key (prayer_type, prayer_id)
);

alter table public.artis enable row level security;
alter table public.mantras enable row level security;
alter table public.prayer_categories enable row level security;
alter table public.prayer_collections enable row level security;
alter table public.prayer_collection_items enable row level security;
alter table public.prayer_statistics enable row level security;

-- Visitors may read published prayers; nothing else.
create policy "Published aartis are readable by everyone" on public.artis for select to anon, authenticated using (is_published);
create policy "Published mantras are readable by everyone" on public.mantras for select to anon, authenticated using (is_published);
-- Categories are public.
create policy "Prayer categories are readable by everyone" on public.prayer_categories for select to anon, authenticated using (true);
-- Visitors may read published collections and their items.
create policy "Published collections are readable by everyone" on public.prayer_collections for select to anon, authenticated using (is_published);
create policy "Items of published collections are readable" on public.prayer_collection_items for select to anon, authenticated
  using (exists (select 1 from public.prayer_collections c where c.id = collection_id and c.is_published));
-- Statistics are written through record_prayer_view only and never read by visitors.

grant select on public.artis, public.mantras, public.prayer_categories, public.prayer_collections,
  public.prayer_collection_items to anon, authenticated;
grant all on public.artis, public.mantras, public.prayer_categories, public.prayer_collections,
  public.prayer_collection_items, public.prayer_statistics to service_role;

create trigger artis_touch before update on public.artis for each row execute function private.touch_updated_at();
create trigger mantras_touch before update on public.mantras for each row execute function private.touch_updated_at();

-- A prayer's recording (audio_url, video_url) may be a file served by the site itself
-- (/media/..., from public/media/) as well as an https address (a file in the Supabase
-- storage bucket prayer-media, or another host the Content-Security-Policy allows). Nothing
-- else: no other scheme, no relative path, no '..'.
create or replace function private.is_media_url(p text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p ~ '^https://[^\s"''<>]+$'
    or p ~ '^/media/([A-Za-z0-9_-][A-Za-z0-9._-]*/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$'
$$;

alter table public.artis
  add constraint artis_audio_url_check check (audio_url is null or private.is_media_url(audio_url)),
  add constraint artis_video_url_check check (video_url is null or private.is_media_url(video_url));
alter table public.mantras
  add constraint mantras_audio_url_check check (audio_url is null or private.is_media_url(audio_url)),
  add constraint mantras_video_url_check check (video_url is null or private.is_media_url(video_url));

-- Only the constraints call it; nobody else needs to.
revoke execute on function private.is_media_url(text) from public;

-- Read functions for aartis and mantras, and the view counter.
-- Functions that search text run as the owner (LIKE is not leakproof, so under row-level
-- security the trigram indexes could not be used) and filter published rows themselves.

-- A prayer as a card: what lists and 'More Prayers' show.
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
              from public.deities d where d.id = p_deity_id and d.is_published)
  )
$$;

-- Both kinds of prayer as one set, for the functions below.
create or replace view private.published_prayers as
  select 'aarti'::text as type, id, title, title_norm, prayer_type, language, difficulty_level, duration_minutes,
    popularity, tags, deity_id, updated_at
  from public.artis where is_published
  union all
  select 'mantra'::text, id, title, title_norm, prayer_type, language, difficulty_level, duration_minutes,
    popularity, tags, deity_id, updated_at
  from public.mantras where is_published;

-- Aartis or mantras (p_type), filtered by title text, language and difficulty, most popular
-- first, p_page_size a page with the exact total; a page past the last is clamped.
create or replace function public.search_prayers(
  p_type text,
  p_query text default null,
  p_language text default null,
  p_difficulty text default null,
  p_page integer default 1,
  p_page_size integer default 12
)
returns jsonb
language plpgsql
stable
security definer
set search_path = public
as $$
declare
  v_q text := nullif(private.norm_text(left(p_query, 100)), '');
  v_pattern text := '%' || private.like_escape(v_q) || '%';
  v_total integer;
  v_page record;
  v_data jsonb;
begin
  if p_type not in ('aarti', 'mantra') then
    raise exception 'p_type must be aarti or mantra' using errcode = '22023';
  end if;
  select count(*) into v_total from private.published_prayers p
  where p.type = p_type and (v_q is null or p.title_norm like v_pattern)
    and (p_language is null or p.language = p_language)
    and (p_difficulty is null or p.difficulty_level = p_difficulty);
  select * into v_page from private.page_bounds(p_page, p_page_size, v_total, 12, 48);

  select coalesce(jsonb_agg(private.prayer_card(x.type, x.id, x.title, x.prayer_type, x.language, x.difficulty_level,
      x.duration_minutes, x.popularity, x.tags, x.deity_id) order by x.popularity desc, x.title), '[]')
  into v_data
  from (
    select * from private.published_prayers p
    where p.type = p_type and (v_q is null or p.title_norm like v_pattern)
      and (p_language is null or p.language = p_language)
      and (p_difficulty is null or p.difficulty_level = p_difficulty)
    order by p.popularity desc, p.title
    limit v_page.page_size offset v_page.row_offset
  ) x;

  return jsonb_build_object('data', v_data, 'pagination', v_page.pagination);
end
$$;


-- /prayers: counts for both tabs, the first 6 of each, and the categories with their sizes.
create or replace function public.prayers_overview(
  p_query text default null,
  p_language text default null,
  p_difficulty text default null
)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  with q as (select nullif(private.norm_text(left(p_query, 100)), '') as q),
  matching as (
    select p.* from private.published_prayers p, q
    where (q.q is null or p.title_norm like '%' || private.like_escape(q.q) || '%')
      and (p_language is null or p.language = p_language)
      and (p_difficulty is null or p.difficulty_level = p_difficulty)
  ),
  ranked as (
    select m.*, row_number() over (partition by m.type order by m.popularity desc, m.title) as n from matching m
  )
  select jsonb_build_object(
    'aarti_count', (select count(*) from matching where type = 'aarti'),
    'mantra_count', (select count(*) from matching where type = 'mantra'),
    'aartis', coalesce((select jsonb_agg(private.prayer_card(r.type, r.id, r.title, r.prayer_type, r.language,
        r.difficulty_level, r.duration_minutes, r.popularity, r.tags, r.deity_id) order by r.n)
      from ranked r where r.type = 'aarti' and r.n <= 6), '[]'),
    'mantras', coalesce((select jsonb_agg(private.prayer_card(r.type, r.id, r.title, r.prayer_type, r.language,
        r.difficulty_level, r.duration_minutes, r.popularity, r.tags, r.deity_id) order by r.n)
      from ranked r where r.type = 'mantra' and r.n <= 6), '[]'),
    'categories', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'description', c.description,
        'color', c.color, 'prayer_count', (
          select count(distinct coalesce('a' || i.aarti_id, 'm' || i.mantra_id))
          from public.prayer_collections pc join public.prayer_collection_items i on i.collection_id = pc.id
          where pc.category = c.id and pc.is_published)) order by c.name)
      from public.prayer_categories c), '[]')
  )
$$;

-- One aarti or mantra with everything its page shows, or null.
create or replace function public.get_prayer(p_type text, p_id integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = public
as $$
declare
  v jsonb;
  v_deity text;
begin
  if p_type = 'aarti' then
    select to_jsonb(a) - 'title_norm' - 'is_published', a.deity_id into v, v_deity
    from public.artis a where a.id = p_id and a.is_published;
  elsif p_type = 'mantra' then
    select to_jsonb(m) - 'title_norm' - 'is_published', m.deity_id into v, v_deity
    from public.mantras m where m.id = p_id and m.is_published;
  else
    return null;
  end if;
  if v is null then
    return null;
  end if;
  return v || jsonb_build_object(
    'type', p_type,
    'deity', (select jsonb_build_object('id', d.id, 'name', d.name, 'sanskrit_name', d.sanskrit_name,
        'image_url', d.image_url, 'region', d.region, 'region_name', r.name,
        'cultural_tradition', d.cultural_tradition, 'cultural_tradition_name', c.name)
      from public.deities d
      left join public.regions r on r.id = d.region
      left join public.cultural_traditions c on c.id = d.cultural_tradition
      where d.id = v_deity and d.is_published),
    'more_prayers', coalesce((
      select jsonb_agg(private.prayer_card(x.type, x.id, x.title, x.prayer_type, x.language, x.difficulty_level,
        x.duration_minutes, x.popularity, x.tags, x.deity_id) order by x.popularity desc, x.title)
      from (
        select * from private.published_prayers p
        where p.deity_id = v_deity and not (p.type = p_type and p.id = p_id)
        order by p.popularity desc, p.title
        limit 6
      ) x), '[]')
  );
end
$$;

-- All prayers of a deity, for its page.
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
  where p.deity_id = p_deity_id
$$;

-- A prayer category with its published collections and their prayers in order, or null.
create or replace function public.get_prayer_category(p_id text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select jsonb_build_object(
    'id', c.id, 'name', c.name, 'description', c.description, 'color', c.color, 'updated_at', c.updated_at,
    'collections', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', pc.id, 'name', pc.name, 'description', pc.description, 'popularity', pc.popularity,
          'prayers', coalesce((
            select jsonb_agg(private.prayer_card(p.type, p.id, p.title, p.prayer_type, p.language, p.difficulty_level,
                p.duration_minutes, p.popularity, p.tags, p.deity_id) order by i.sequence_order)
            from public.prayer_collection_items i
            join private.published_prayers p
              on (p.type = 'aarti' and p.id = i.aarti_id) or (p.type = 'mantra' and p.id = i.mantra_id)
            where i.collection_id = pc.id), '[]'))
        order by pc.popularity desc, pc.name)
      from public.prayer_collections pc
      where pc.category = c.id and pc.is_published), '[]')
  )
  from public.prayer_categories c
  where c.id = p_id
$$;

-- Every published prayer and category with its last change, for static generation and the sitemap.
create or replace function public.list_prayer_ids()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select jsonb_build_object(
    'prayers', coalesce((select jsonb_agg(jsonb_build_object('type', type, 'id', id, 'title', title, 'updated_at', updated_at)
      order by type, id) from private.published_prayers), '[]'),
    'categories', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'updated_at', updated_at) order by id)
      from public.prayer_categories), '[]')
  )
$$;

-- A prayer view is counted at most 60 times a minute per visitor, in the database, so the limit
-- holds however many servers the site runs (a limit kept in each server's memory multiplied
-- with them). The answer says which: 'counted', 'missing' (no such prayer) or 'limited'.
create or replace function public.record_prayer_view(p_type text, p_id integer, p_visitor_hash text default null)
returns text
language plpgsql
volatile
security definer
set search_path = public
as $$
begin
  if p_type not in ('aarti', 'mantra')
     or not exists (select 1 from private.published_prayers p where p.type = p_type and p.id = p_id) then
    return 'missing';
  end if;
  -- A reader opens a few prayers a minute; 60 is far beyond that and stops scripted inflation.
  if not private.allow('prayer_view', p_visitor_hash, 60, interval '1 minute') then
    return 'limited';
  end if;
  insert into public.prayer_statistics as s (prayer_type, prayer_id, views_count, last_viewed)
  values (p_type, p_id, 1, now())
  on conflict (prayer_type, prayer_id)
  do update set views_count = s.views_count + 1, last_viewed = now();
  return 'counted';
end
$$;

revoke all on private.published_prayers from public;
revoke execute on function private.prayer_card(text, integer, text, text, text, text, integer, integer, text[], text) from public;
revoke execute on function public.search_prayers(text, text, text, text, integer, integer), public.prayers_overview(text, text, text),
  public.get_prayer(text, integer), public.prayers_for_deity(text), public.get_prayer_category(text), public.list_prayer_ids()
  from public;
grant execute on function public.search_prayers(text, text, text, text, integer, integer), public.prayers_overview(text, text, text),
  public.get_prayer(text, integer), public.prayers_for_deity(text), public.get_prayer_category(text), public.list_prayer_ids()
  to anon, authenticated, service_role;
revoke execute on function public.record_prayer_view(text, integer, text) from public;
grant execute on function public.record_prayer_view(text, integer, text) to anon, authenticated, service_role;

-- The languages the prayer filters offer: only those with a published aarti or mantra, with
-- how many of each kind, so a visitor never picks a language that lists nothing.
create or replace function public.prayer_languages()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object('language', l.language, 'aarti_count', l.aartis, 'mantra_count', l.mantras)
    order by l.language), '[]')
  from (
    select p.language, count(*) filter (where p.type = 'aarti') as aartis, count(*) filter (where p.type = 'mantra') as mantras
    from private.published_prayers p
    group by p.language
  ) l
$$;

-- Visitors may call it; it reads only published prayers.
revoke execute on function public.prayer_languages() from public;
grant execute on function public.prayer_languages() to anon, authenticated, service_role;
