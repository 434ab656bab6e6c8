-- A prayer's recording (audio_url, video_url) may be a file served by the site itself
-- (/media/..., from public/media/) as well as an https address (a file in the Supabase
-- storage bucket prayer-media, or another host the Content-Security-Policy allows). Nothing
-- else: no other scheme, no relative path, no '..'.
do $$
declare
  r record;
begin
  for r in
    select c.conrelid::regclass as tbl, c.conname
    from pg_constraint c
    where c.conrelid in ('public.artis'::regclass, 'public.mantras'::regclass)
      and c.contype = 'c'
      and (pg_get_constraintdef(c.oid) like '%audio_url%' or pg_get_constraintdef(c.oid) like '%video_url%')
  loop
    execute format('alter table %s drop constraint %I', r.tbl, r.conname);
  end loop;
end
$$;

create or replace function private.is_media_url(p text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p ~ '^https://[^\s"''<>]+$'
    or p ~ '^/media/([A-Za-z0-9_-][A-Za-z0-9._-]*/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$'
$$;

alter table public.artis
  add constraint artis_audio_url_check check (audio_url is null or private.is_media_url(audio_url)),
  add constraint artis_video_url_check check (video_url is null or private.is_media_url(video_url));
alter table public.mantras
  add constraint mantras_audio_url_check check (audio_url is null or private.is_media_url(audio_url)),
  add constraint mantras_video_url_check check (video_url is null or private.is_media_url(video_url));

-- Only the constraints call it; nobody else needs to.
revoke execute on function private.is_media_url(text) from public;
