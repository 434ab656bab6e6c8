-- Shrines: a family deity is a goddess or god at a place. One row per deity and place, built by
-- `npm run data:build` into data/temples.json (coordinates resolved there from a gazetteer and
-- committed); family_surnames rows point to the shrine their source names or implies.

create table public.temples (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 100),
  deity_id text not null references public.deities (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  native_name text not null default '' check (char_length(native_name) <= 200),
  town text not null default '' check (char_length(town) <= 120),
  district text not null default '' check (char_length(district) <= 120),
  state text not null default '' check (char_length(state) <= 120),
  country text not null default 'India' check (char_length(country) between 1 and 80),
  is_principal boolean not null default false,
  lat double precision check (lat between -90 and 90),
  lon double precision check (lon between -180 and 180),
  -- What the point is: the shrine itself (its encyclopedia article), its town or village, the
  -- area a gazetteer gives for the village, or the district town; null when not located.
  precision text check (precision in ('shrine', 'town', 'area', 'district')),
  -- The place whose point it is ("Bilara"), and where the point comes from ({label, url}).
  located_as text not null default '' check (char_length(located_as) <= 200),
  coord_source jsonb,
  -- How to get there ({text, source}) where a source says; fairs ({name, months, source}) and
  -- family rites ({name, note, source}) the shrine's sources record; its sources ({label, url}).
  way jsonb,
  fairs jsonb not null default '[]' check (jsonb_typeof(fairs) = 'array'),
  rites jsonb not null default '[]' check (jsonb_typeof(rites) = 'array'),
  sources jsonb not null default '[]' check (jsonb_typeof(sources) = 'array'),
  notes text[] not null default '{}',
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint temples_point check ((lat is null) = (lon is null) and (lat is null) = (precision is null))
);

-- A deity's shrines on its page; /temples lists every shrine by state.
create index temples_deity_idx on public.temples (deity_id, is_principal desc, position);
create index temples_state_idx on public.temples (country, state, name);

alter table public.temples enable row level security;

-- Shrines of published deities are readable; nothing else.
create policy "Temples of published deities are readable by everyone" on public.temples
  for select to anon, authenticated using (exists (select 1 from public.deities d where d.id = deity_id and d.is_published));

grant select on public.temples to anon, authenticated;
grant all on public.temples to service_role;

create trigger temples_touch before update on public.temples for each row execute function private.touch_updated_at();

-- The shrine an association points to, and why: 'source' (its source names the place),
-- 'community' (a source names the community's shrine), 'deity' (the deity's only shrine here).
alter table public.family_surnames
  add column temple_id text references public.temples (id) on delete set null,
  add column temple_basis text not null default '' check (temple_basis in ('', 'source', 'community', 'deity')),
  add constraint family_surnames_temple_basis check ((temple_id is null) = (temple_basis = ''));
create index family_surnames_temple_idx on public.family_surnames (temple_id) where temple_id is not null;
