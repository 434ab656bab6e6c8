-- Communities: the groups the surname associations' `community` labels name, each with a
-- page at /community/{slug} that lists its gotras (or khaps, clans, aanknas), their kuldevis
-- and surnames. Built from the data by `npm run data:build` (data/communities.json); the rows
-- they list stay in family_surnames, found through the community's labels.

-- A community with a page. `division` is what the associations' gotra column is called for it
-- ('' when the page is not grouped by it); `surname_term` what one of its surnames is.
create table public.communities (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  name text not null check (char_length(name) between 1 and 120),
  native_name text not null default '' check (char_length(native_name) <= 120),
  also_called text[] not null default '{}' check (cardinality(also_called) <= 30),
  division text not null default '' check (char_length(division) <= 40),
  surname_term text not null default 'surname' check (char_length(surname_term) between 1 and 40),
  description text not null default '' check (char_length(description) <= 600),
  source_url text not null default '' check (source_url = '' or (source_url ~ '^https?://[^\s]+$' and char_length(source_url) <= 500)),
  source_label text not null default '' check (char_length(source_label) <= 160),
  -- A description always names its source.
  constraint description_has_source check (description = '' or (source_url <> '' and source_label <> '')),
  curated boolean not null default false,
  is_published boolean not null default true,
  updated_at timestamptz not null default now()
);

-- The association labels that are a community ("Maratha", "Maratha (Dewas Pawar)").
create table public.community_labels (
  label text primary key check (char_length(label) between 1 and 120),
  community_slug text not null references public.communities (slug) on delete cascade
);
create index community_labels_slug_idx on public.community_labels (community_slug);

-- A gotra-like spelling in a comparable form: letters only, no h, no doubled letters, no
-- final a (Kashyap = Kashyapa, Vasishtha = Vashishta), so a family's spelling finds the source's.
create or replace function private.gotra_key(p text)
returns text
language sql
immutable
parallel safe
as $$
  select regexp_replace(regexp_replace(replace(regexp_replace(private.norm_text(p), '[^a-z]', '', 'g'), 'h', ''), '(.)\1+', '\1', 'g'), 'a$', '')
$$;
revoke execute on function private.gotra_key(text) from public;
grant execute on function private.gotra_key(text) to service_role;

-- The divisions of each community page as its sources write them ("Kaundinya / Vatsa"), one
-- row per name in it, for search.
create table public.community_gotras (
  community_slug text not null references public.communities (slug) on delete cascade,
  gotra text not null check (char_length(gotra) between 1 and 120),
  part text not null check (char_length(part) between 1 and 120),
  part_key text not null generated always as (private.gotra_key(part)) stored,
  primary key (community_slug, gotra, part)
);
create index community_gotras_key_idx on public.community_gotras (part_key);

alter table public.communities enable row level security;
alter table public.community_labels enable row level security;
alter table public.community_gotras enable row level security;

-- Visitors may read published communities; nothing else.
create policy "Published communities are readable by everyone" on public.communities
  for select to anon, authenticated using (is_published);
-- Which labels form a community is public, as the community is.
create policy "Community labels are readable by everyone" on public.community_labels
  for select to anon, authenticated using (true);
-- The gotras of a community are public, as its page is.
create policy "Community gotras are readable by everyone" on public.community_gotras
  for select to anon, authenticated using (true);

grant select on public.communities, public.community_labels, public.community_gotras to anon, authenticated;
grant all on public.communities, public.community_labels, public.community_gotras to service_role;

create trigger communities_touch before update on public.communities for each row execute function private.touch_updated_at();
