-- Deities, with their festivals, worship methods, aliases and principal temples.

-- A family deity. `id` is the readable slug used in /deity/{id}.
create table public.deities (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 80),
  name text not null check (char_length(name) between 1 and 100),
  sanskrit_name text not null default '' check (char_length(sanskrit_name) <= 100),
  alternative_names text[] not null default '{}' check (cardinality(alternative_names) <= 40),
  description text not null check (char_length(description) between 1 and 400),
  long_description text not null default '' check (char_length(long_description) <= 4000),
  region text not null references public.regions (id),
  type text not null references public.deity_types (id),
  cultural_tradition text not null references public.cultural_traditions (id),
  image_url text check (image_url is null or image_url ~ '^(https://|/)'),
  popularity integer not null default 0 check (popularity between 0 and 100),
  popularity_basis text not null default '' check (char_length(popularity_basis) <= 400),
  attributes text[] not null default '{}' check (cardinality(attributes) <= 20),
  symbols text[] not null default '{}' check (cardinality(symbols) <= 20),
  associated_families text[] not null default '{}' check (cardinality(associated_families) <= 60),
  sub_regions text[] not null default '{}' check (cardinality(sub_regions) <= 30),
  sources text[] not null default '{}',
  is_published boolean not null default true,
  search_text text generated always as (
    private.norm_text(name || ' ' || sanskrit_name || ' ' || private.join_text(alternative_names) || ' '
      || description || ' ' || private.join_text(attributes))
  ) stored,
  name_norm text generated always as (private.norm_text(name)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Explore filters by region, type and tradition and sorts by name; home sorts by popularity.
create index deities_region_idx on public.deities (region, name) where is_published;
create index deities_type_idx on public.deities (type, name) where is_published;
create index deities_tradition_idx on public.deities (cultural_tradition, name) where is_published;
create index deities_name_idx on public.deities (name) where is_published;
create index deities_popularity_idx on public.deities (popularity desc, name) where is_published;
-- Explore's contains search over names, descriptions and attributes.
create index deities_search_trgm_idx on public.deities using gin (search_text extensions.gin_trgm_ops);

-- Festivals of a deity, in the order the deity page lists them.
create table public.deity_festivals (
  deity_id text not null references public.deities (id) on delete cascade,
  festival_id text not null references public.festivals (id),
  position smallint not null default 0,
  primary key (deity_id, festival_id)
);
create index deity_festivals_festival_idx on public.deity_festivals (festival_id);

-- Worship methods of a deity, numbered on the deity page.
create table public.deity_worship_methods (
  deity_id text not null references public.deities (id) on delete cascade,
  worship_method_id text not null references public.worship_methods (id),
  position smallint not null default 0,
  primary key (deity_id, worship_method_id)
);
create index deity_worship_methods_method_idx on public.deity_worship_methods (worship_method_id);

-- Every name a deity is known by, in Latin and native scripts, for suggestions:
-- the name itself, the Sanskrit or native name, alternative names and spellings from sources.
create table public.deity_aliases (
  id bigint generated always as identity primary key,
  deity_id text not null references public.deities (id) on delete cascade,
  alias text not null check (char_length(alias) between 1 and 120),
  kind text not null check (kind in ('name', 'native', 'alternative', 'source')),
  script text not null generated always as (private.script_of(alias)) stored,
  alias_norm text not null generated always as (private.norm_text(alias)) stored,
  source_ref text not null default '' check (char_length(source_ref) <= 500),
  -- The deity's popularity and published flag, kept in step by the triggers below, so the
  -- policy is a column test and the best matches are picked before any join.
  popularity integer not null default 0,
  deity_published boolean not null default true,
  unique (deity_id, alias)
);
create index deity_aliases_deity_idx on public.deity_aliases (deity_id);
-- Suggestions match any part of any alias.
create index deity_aliases_trgm_idx on public.deity_aliases using gin (alias_norm extensions.gin_trgm_ops);
-- Prefixes: the btree holds what suggestion candidates need, so they are read from the
-- index alone. starts_with() uses it (PostgreSQL 15+) and, unlike LIKE, not the trigram
-- index, whose '  m' and ' ma' trigrams make two-letter prefixes costly.
create index deity_aliases_prefix_idx on public.deity_aliases (alias_norm text_pattern_ops)
  include (popularity, deity_id, id) where deity_published;
-- Published aliases in popularity order, for walks that stop after enough matches.
create index deity_aliases_popular_idx on public.deity_aliases (popularity desc, deity_id, id)
  include (alias_norm) where deity_published;
-- The same per first two characters: two-character prefixes in popularity order.
create index deity_aliases_start_idx on public.deity_aliases (left(alias_norm, 2), popularity desc, deity_id, id)
  include (alias_norm) where deity_published;
-- A fixed pseudo-random order (a hash of the id), whose first rows are an unbiased sample.
create index deity_aliases_sample_idx on public.deity_aliases (hashint8(id))
  include (id, alias_norm) where deity_published;

-- Temples of a deity; the principal ones are shown on the deity page.
create table public.deity_temples (
  id bigint generated always as identity primary key,
  deity_id text not null references public.deities (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  town text not null default '' check (char_length(town) <= 120),
  district text not null default '' check (char_length(district) <= 120),
  state text not null default '' check (char_length(state) <= 120),
  country text not null default 'India' check (char_length(country) <= 80),
  is_principal boolean not null default false,
  source_ref text not null default '' check (char_length(source_ref) <= 500),
  note text not null default '' check (char_length(note) <= 1000),
  position smallint not null default 0
);
create index deity_temples_deity_idx on public.deity_temples (deity_id, position);

alter table public.deities enable row level security;
alter table public.deity_festivals enable row level security;
alter table public.deity_worship_methods enable row level security;
alter table public.deity_aliases enable row level security;
alter table public.deity_temples enable row level security;

-- Visitors may read published deities; nothing else.
create policy "Published deities are readable by everyone" on public.deities
  for select to anon, authenticated using (is_published);
-- Details of a deity are readable when the deity is.
create policy "Festivals of published deities are readable" on public.deity_festivals
  for select to anon, authenticated using (exists (select 1 from public.deities d where d.id = deity_id and d.is_published));
create policy "Worship methods of published deities are readable" on public.deity_worship_methods
  for select to anon, authenticated using (exists (select 1 from public.deities d where d.id = deity_id and d.is_published));
-- Aliases carry their deity's published flag: a column test, not a lookup per row.
create policy "Aliases of published deities are readable" on public.deity_aliases
  for select to anon, authenticated using (deity_published);
create policy "Temples of published deities are readable" on public.deity_temples
  for select to anon, authenticated using (exists (select 1 from public.deities d where d.id = deity_id and d.is_published));

grant select on public.deities, public.deity_festivals, public.deity_worship_methods, public.deity_aliases, public.deity_temples
  to anon, authenticated;
grant all on public.deities, public.deity_festivals, public.deity_worship_methods, public.deity_aliases, public.deity_temples
  to service_role;

create trigger deities_touch before update on public.deities for each row execute function private.touch_updated_at();

-- A new or moved alias takes its deity's popularity and published flag.
create or replace function private.alias_from_deity()
returns trigger
language plpgsql
as $$
begin
  select d.popularity, d.is_published into new.popularity, new.deity_published
  from public.deities d where d.id = new.deity_id;
  return new;
end
$$;
create trigger deity_aliases_from_deity before insert or update of deity_id on public.deity_aliases
  for each row execute function private.alias_from_deity();

-- A deity's new popularity or published flag reaches its aliases.
create or replace function private.deity_to_aliases()
returns trigger
language plpgsql
as $$
begin
  update public.deity_aliases
  set popularity = new.popularity, deity_published = new.is_published
  where deity_id = new.id;
  return null;
end
$$;
create trigger deities_to_aliases after update of popularity, is_published on public.deities
  for each row when (old.popularity is distinct from new.popularity or old.is_published is distinct from new.is_published)
  execute function private.deity_to_aliases();

revoke execute on function private.alias_from_deity(), private.deity_to_aliases() from public;
