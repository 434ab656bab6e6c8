-- A prayer view is counted at most 60 times a minute per visitor, in the database, so the limit
-- holds however many servers the site runs (a limit kept in each server's memory multiplied
-- with them). The answer says which: 'counted', 'missing' (no such prayer) or 'limited'.
drop function if exists public.record_prayer_view(text, integer);

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

revoke execute on function public.record_prayer_view(text, integer, text) from public;
grant execute on function public.record_prayer_view(text, integer, text) to anon, authenticated, service_role;
