-- The surname page lists up to 10 related surnames of the same communities and country.
-- Without this index that was a scan of every association (127 ms at 200,000).
create index family_surnames_community_idx on public.family_surnames (community, country, surname) where is_published;
