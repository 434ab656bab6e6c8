-- How common a surname is: its rank in a public count of surnames in the 2017 Indian
-- electoral rolls (data/sources/common-surnames.csv, family names only). "Did you mean"
-- offers the more common of two close spellings first.
create table public.surname_frequency (
  surname text primary key check (char_length(surname) between 1 and 100),
  surname_norm text not null unique generated always as (private.norm_text(surname)) stored,
  roll_rank integer not null check (roll_rank >= 1)
);
alter table public.surname_frequency enable row level security;
-- A public count, readable by everyone.
create policy "Surname frequency is readable by everyone" on public.surname_frequency
  for select to anon, authenticated using (true);
grant select on public.surname_frequency to anon, authenticated;
grant all on public.surname_frequency to service_role;
