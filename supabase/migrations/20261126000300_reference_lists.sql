-- The five reference lists that deities point to. Content is published by the seed;
-- visitors may read every row and change none.

create table public.regions (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 60),
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 500),
  updated_at timestamptz not null default now()
);

create table public.cultural_traditions (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 60),
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 500),
  updated_at timestamptz not null default now()
);

create table public.deity_types (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 60),
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 500),
  updated_at timestamptz not null default now()
);

create table public.festivals (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 60),
  name text not null check (char_length(name) between 1 and 100),
  timing text not null default '' check (char_length(timing) <= 200),
  description text not null default '' check (char_length(description) <= 500),
  updated_at timestamptz not null default now()
);

create table public.worship_methods (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 60),
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 500),
  updated_at timestamptz not null default now()
);

-- Lists are read ordered by name.
create index regions_name_idx on public.regions (name);
create index cultural_traditions_name_idx on public.cultural_traditions (name);
create index deity_types_name_idx on public.deity_types (name);
create index festivals_name_idx on public.festivals (name);
create index worship_methods_name_idx on public.worship_methods (name);

alter table public.regions enable row level security;
alter table public.cultural_traditions enable row level security;
alter table public.deity_types enable row level security;
alter table public.festivals enable row level security;
alter table public.worship_methods enable row level security;

-- Reference lists are public knowledge: anyone may read them.
create policy "Reference lists are readable by everyone" on public.regions for select to anon, authenticated using (true);
create policy "Reference lists are readable by everyone" on public.cultural_traditions for select to anon, authenticated using (true);
create policy "Reference lists are readable by everyone" on public.deity_types for select to anon, authenticated using (true);
create policy "Reference lists are readable by everyone" on public.festivals for select to anon, authenticated using (true);
create policy "Reference lists are readable by everyone" on public.worship_methods for select to anon, authenticated using (true);

grant select on public.regions, public.cultural_traditions, public.deity_types, public.festivals, public.worship_methods
  to anon, authenticated;
grant all on public.regions, public.cultural_traditions, public.deity_types, public.festivals, public.worship_methods
  to service_role;

create trigger regions_touch before update on public.regions for each row execute function private.touch_updated_at();
create trigger cultural_traditions_touch before update on public.cultural_traditions for each row execute function private.touch_updated_at();
create trigger deity_types_touch before update on public.deity_types for each row execute function private.touch_updated_at();
create trigger festivals_touch before update on public.festivals for each row execute function private.touch_updated_at();
create trigger worship_methods_touch before update on public.worship_methods for each row execute function private.touch_updated_at();
