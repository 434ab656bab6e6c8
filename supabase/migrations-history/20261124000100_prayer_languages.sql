-- The languages the prayer filters offer: only those with a published aarti or mantra, with
-- how many of each kind, so a visitor never picks a language that lists nothing.
create or replace function public.prayer_languages()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object('language', l.language, 'aarti_count', l.aartis, 'mantra_count', l.mantras)
    order by l.language), '[]')
  from (
    select p.language, count(*) filter (where p.type = 'aarti') as aartis, count(*) filter (where p.type = 'mantra') as mantras
    from private.published_prayers p
    group by p.language
  ) l
$$;

-- Visitors may call it; it reads only published prayers.
revoke execute on function public.prayer_languages() from public;
grant execute on function public.prayer_languages() to anon, authenticated, service_role;
