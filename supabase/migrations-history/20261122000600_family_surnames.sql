-- Surname to deity associations, the surname search view and educational content.
-- The same surname means different deities in different communities, so an association
-- is keyed by surname, community and gotra; every one names its source and confidence.

create table public.family_surnames (
  id bigint generated always as identity primary key,
  surname text not null check (char_length(surname) between 1 and 100),
  surname_norm text not null generated always as (private.norm_text(surname)) stored,
  community text not null default '' check (char_length(community) <= 120),
  gotra text not null default '' check (char_length(gotra) <= 120),
  deity_id text not null references public.deities (id),
  related_deity_id text references public.deities (id),
  region text references public.regions (id),
  cultural_tradition text references public.cultural_traditions (id),
  country text not null default 'India' check (char_length(country) between 1 and 80),
  state_province text not null default '' check (char_length(state_province) <= 80),
  town_village text not null default 'various' check (char_length(town_village) between 1 and 120),
  confidence_level integer not null check (confidence_level between 0 and 100),
  source text not null check (source in ('traditional', 'research', 'community', 'inferred')),
  source_ref text not null check (char_length(source_ref) between 1 and 500),
  notes text not null default '' check (char_length(notes) <= 2000),
  -- Derived associations may never claim medium or high confidence.
  constraint inferred_is_low_confidence check (source <> 'inferred' or confidence_level < 60),
  -- 'seed' rows come from data/ and are replaced by the seed; 'submission' rows were
  -- approved from visitor submissions and survive a reseed.
  origin text not null default 'seed' check (origin in ('seed', 'submission')),
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One association per surname, community, gotra and deity.
create unique index family_surnames_identity_idx
  on public.family_surnames (surname_norm, community, gotra, deity_id);
-- Exact lookups for the surname page, and prefix suggestions.
create index family_surnames_surname_idx on public.family_surnames (surname_norm text_pattern_ops, country, state_province);
-- Contains and similarity search.
create index family_surnames_surname_trgm_idx on public.family_surnames using gin (surname_norm extensions.gin_trgm_ops);
create index family_surnames_deity_idx on public.family_surnames (deity_id);
create index family_surnames_location_idx on public.family_surnames (country, state_province, town_village);

-- Other spellings and scripts of a surname (Agrawal for Agarwal, पटेल for Patel).
create table public.surname_aliases (
  id bigint generated always as identity primary key,
  surname text not null check (char_length(surname) between 1 and 100),
  alias text not null check (char_length(alias) between 1 and 100),
  alias_norm text not null generated always as (private.norm_text(alias)) stored,
  script text not null generated always as (private.script_of(alias)) stored,
  source_ref text not null default '' check (char_length(source_ref) <= 500),
  unique (surname, alias)
);
create index surname_aliases_alias_idx on public.surname_aliases (alias_norm text_pattern_ops);
create index surname_aliases_alias_trgm_idx on public.surname_aliases using gin (alias_norm extensions.gin_trgm_ops);

-- One row per surname and place, as the surname search lists them.
create view public.surname_search_results with (security_invoker = true) as
select
  fs.surname,
  fs.country,
  fs.state_province,
  fs.town_village,
  max(fs.confidence_level) as max_confidence,
  count(distinct fs.deity_id) as deity_count,
  (array_agg(d.name order by fs.confidence_level desc, d.name))[1:3] as primary_deities
from public.family_surnames fs
join public.deities d on d.id = fs.deity_id
where fs.is_published
group by fs.surname, fs.country, fs.state_province, fs.town_village;

-- How the family-deity tradition works in a region or community, shown on surname pages.
create table public.surname_educational_content (
  id bigint generated always as identity primary key,
  content_type text not null default 'surname_cultural_info' check (content_type in ('surname_cultural_info')),
  title text not null check (char_length(title) between 1 and 200),
  content text not null check (char_length(content) between 1 and 4000),
  source text not null default '' check (char_length(source) <= 500),
  region text references public.regions (id),
  community text not null default '' check (char_length(community) <= 120),
  is_published boolean not null default true,
  updated_at timestamptz not null default now()
);
create index surname_educational_content_lookup_idx
  on public.surname_educational_content (content_type, region) where is_published;

alter table public.family_surnames enable row level security;
alter table public.surname_aliases enable row level security;
alter table public.surname_educational_content enable row level security;

-- Visitors may read published associations; nothing else.
create policy "Published associations are readable by everyone" on public.family_surnames
  for select to anon, authenticated using (is_published);
-- Spellings are public knowledge.
create policy "Surname aliases are readable by everyone" on public.surname_aliases
  for select to anon, authenticated using (true);
-- Visitors may read published educational content.
create policy "Published educational content is readable by everyone" on public.surname_educational_content
  for select to anon, authenticated using (is_published);

grant select on public.family_surnames, public.surname_aliases, public.surname_educational_content,
  public.surname_search_results to anon, authenticated;
grant all on public.family_surnames, public.surname_aliases, public.surname_educational_content,
  public.surname_search_results to service_role;

create trigger family_surnames_touch before update on public.family_surnames for each row execute function private.touch_updated_at();
create trigger surname_educational_content_touch before update on public.surname_educational_content for each row execute function private.touch_updated_at();
