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
  audio_url text check (audio_url is null or audio_url ~ '^https://'),
  video_url text check (video_url is null or video_url ~ '^https://'),
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
