-- Which communities carry a surname most, as a source states it (the surname's encyclopedia
-- article, a community history): rank 1 for the most families. Surname pages and search order
-- a surname's communities by it first. `communities` holds every label the other tables give
-- that one community ("Leva Patel", "Leva (Leuva) Patidar").
create table public.surname_carriers (
  id bigint generated always as identity primary key,
  surname text not null check (char_length(surname) between 1 and 100),
  surname_norm text not null generated always as (private.norm_text(surname)) stored,
  communities text[] not null check (cardinality(communities) between 1 and 10),
  rank integer not null check (rank between 1 and 99),
  statement text not null check (char_length(statement) between 1 and 240),
  source_url text not null check (source_url ~ '^https?://[^\s]+$' and char_length(source_url) <= 500),
  source_label text not null check (char_length(source_label) between 1 and 160)
);
create index surname_carriers_surname_idx on public.surname_carriers (surname_norm);
alter table public.surname_carriers enable row level security;
-- Sourced statements about surnames are public, like the associations they order.
create policy "Surname carriers are readable by everyone" on public.surname_carriers
  for select to anon, authenticated using (true);
grant select on public.surname_carriers to anon, authenticated;
grant all on public.surname_carriers to service_role;
