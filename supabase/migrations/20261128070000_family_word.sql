-- Families' word on the answers: a family confirms an association ("our family keeps her"),
-- corrects it ("ours is different", with how they know), or sends the prayer sung at their
-- shrine. Each waits for review; what a reviewer approves is written to the repository's data
-- (data/sources/families/) and loaded from there, so a rebuild keeps it. An association found
-- wrong is kept, deprecated with its reason, and never offered as an answer.

-- An association's identity across rebuilds: its surname, community, gotra and deity.
create or replace function private.association_key(p_surname text, p_community text, p_gotra text, p_deity_id text)
returns text
language sql
immutable
parallel safe
as $$
  select lower(private.clean_line(p_surname)) || '|' || lower(private.clean_line(p_community)) || '|'
    || lower(private.clean_line(p_gotra)) || '|' || coalesce(p_deity_id, '')
$$;
revoke execute on function private.association_key(text, text, text, text) from public, anon, authenticated;

create index family_surnames_association_key_idx on public.family_surnames (private.association_key(surname, community, gotra, deity_id));

-- What families sent, pending until reviewed. Visitors write it only through the functions
-- below and read nothing back.
create table public.family_word (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('confirm', 'correct', 'prayer')),
  association_key text check (association_key is null or char_length(association_key) <= 500),
  surname text not null default '' check (char_length(surname) <= 100),
  community text not null default '' check (char_length(community) <= 120),
  gotra text not null default '' check (char_length(gotra) <= 100),
  deity_id text not null check (char_length(deity_id) between 1 and 100),
  region text not null check (char_length(region) between 2 and 100),
  town text not null default '' check (char_length(town) <= 100),
  -- A correction: deity, shrine, community, gotra, how, link, reason. A prayer: title,
  -- language, text, source, link. A confirmation: the family's own gotra.
  detail jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object' and octet_length(detail::text) <= 20000),
  visitor_hash text not null check (char_length(visitor_hash) between 1 and 128),
  idempotency_key uuid unique,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  review_note text not null default '' check (char_length(review_note) <= 2000),
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  check ((kind = 'prayer') = (association_key is null))
);
-- One confirmation of an association from one visitor (a rejected one does not count).
create unique index family_word_one_confirmation_idx on public.family_word (association_key, visitor_hash) where kind = 'confirm' and status <> 'rejected';
-- The reviewer's queue: pending items by what they concern, in order.
create index family_word_queue_idx on public.family_word (status, association_key, id);
create index family_word_deity_idx on public.family_word (status, deity_id, id) where kind = 'prayer';
alter table public.family_word enable row level security;
grant all on public.family_word to service_role;

-- Confirmations a reviewer approved: counted on the page with their regions, never names.
create table public.association_confirmations (
  id bigint generated always as identity primary key,
  association_key text not null check (char_length(association_key) <= 500),
  region text not null check (char_length(region) between 2 and 100),
  confirmed_on date not null
);
create index association_confirmations_key_idx on public.association_confirmations (association_key);
alter table public.association_confirmations enable row level security;
create policy "Approved confirmations are readable by everyone" on public.association_confirmations for select to anon, authenticated using (true);
grant select on public.association_confirmations to anon, authenticated;
grant all on public.association_confirmations to service_role;

-- Each association's history: added (from which source), its confidence changed, confirmed,
-- corrected, deprecated, each dated.
create table public.association_history (
  id bigint generated always as identity primary key,
  association_key text not null check (char_length(association_key) <= 500),
  happened_on date not null,
  event text not null check (event in ('added', 'confidence', 'confirmed', 'corrected', 'deprecated')),
  detail text not null default '' check (char_length(detail) <= 600),
  source_label text not null default '' check (char_length(source_label) <= 200),
  source_url text not null default '' check (char_length(source_url) <= 500)
);
create index association_history_key_idx on public.association_history (association_key, happened_on);
alter table public.association_history enable row level security;
create policy "Association history is readable by everyone" on public.association_history for select to anon, authenticated using (true);
grant select on public.association_history to anon, authenticated;
grant all on public.association_history to service_role;

-- Associations a reviewer found wrong: kept with the reason, shown folded as what earlier
-- sources said, never an answer.
create table public.deprecated_associations (
  association_key text primary key check (char_length(association_key) <= 500),
  surname text not null,
  surname_slug text not null generated always as (private.surname_slug(surname)) stored,
  community text not null,
  gotra text not null default '',
  deity_id text not null,
  confidence_level integer not null,
  source_label text not null default '',
  source_url text not null default '',
  reason text not null check (char_length(reason) between 5 and 600),
  deprecated_on date not null
);
create index deprecated_associations_slug_idx on public.deprecated_associations (surname_slug);
alter table public.deprecated_associations enable row level security;
create policy "Deprecated associations are readable by everyone" on public.deprecated_associations for select to anon, authenticated using (true);
grant select on public.deprecated_associations to anon, authenticated;
grant all on public.deprecated_associations to service_role;

-- Prayers families sent for their kuldevi, approved (traditional texts only), with where their
-- text comes from.
create table public.family_prayers (
  id bigint generated always as identity primary key,
  deity_id text not null references public.deities (id) on delete cascade,
  title text not null check (char_length(title) between 2 and 200),
  language text not null check (char_length(language) between 2 and 40),
  text text not null check (char_length(text) between 10 and 8000),
  source text not null check (char_length(source) between 3 and 300),
  source_url text not null default '' check (char_length(source_url) <= 500),
  region text not null default '' check (char_length(region) <= 100),
  approved_on date not null
);
create index family_prayers_deity_idx on public.family_prayers (deity_id);
alter table public.family_prayers enable row level security;
create policy "Approved family prayers are readable by everyone" on public.family_prayers for select to anon, authenticated using (true);
grant select on public.family_prayers to anon, authenticated;
grant all on public.family_prayers to service_role;

-- The association of these fields, when it is one the site answers with.
create or replace function private.known_association(p_key text)
returns boolean
language sql
stable
set search_path = public, private
as $$
  select exists (select 1 from public.family_surnames fs where private.association_key(fs.surname, fs.community, fs.gotra, fs.deity_id) = p_key)
$$;
revoke execute on function private.known_association(text) from public, anon, authenticated;

-- The checks every family write makes after its own: an idempotency key already stored answers
-- as that row; then the visitor's limit (a confirmation, a correction or a prayer: 20 an hour).
create or replace function private.admit_family_word(p_idempotency_key uuid, p_visitor_hash text)
returns jsonb
language sql
volatile
set search_path = public, private
as $$
  select private.admit_write('public.family_word', p_idempotency_key, 'family_word', p_visitor_hash, 20, interval '1 hour')
$$;
revoke execute on function private.admit_family_word(uuid, text) from public, anon, authenticated;

-- "Our family keeps her": one confirmation of an association, with the family's region
-- (required), town and gotra (optional). Once per visitor and association: a second is
-- answered as stored, not stored again.
create or replace function public.confirm_association(
  p_surname text,
  p_community text,
  p_gotra text,
  p_deity_id text,
  p_region text,
  p_town text default null,
  p_family_gotra text default null,
  p_idempotency_key uuid default null,
  p_visitor_hash text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, private
as $$
declare
  v_key text := private.association_key(p_surname, p_community, p_gotra, p_deity_id);
  v_region text := private.clean_line(p_region);
  v_town text := private.clean_line(p_town);
  v_gotra text := private.clean_line(p_family_gotra);
  v_refused jsonb;
  v_id bigint;
begin
  if p_visitor_hash is null or p_visitor_hash = '' then return private.invalid('form', 'This could not be counted: please try again.'); end if;
  if not private.known_association(v_key) then return private.invalid('form', 'This association is not one we show: it may have changed. Reload the page and try again.'); end if;
  if char_length(v_region) not between 2 and 100 then return private.invalid('region', 'Region must be between 2 and 100 characters'); end if;
  if char_length(v_town) > 100 then return private.invalid('town', 'Town must be at most 100 characters'); end if;
  if char_length(v_gotra) > 100 then return private.invalid('gotra', 'Gotra must be at most 100 characters'); end if;
  v_refused := private.admit_family_word(p_idempotency_key, p_visitor_hash);
  if v_refused is not null then return v_refused; end if;
  select id into v_id from public.family_word
  where kind = 'confirm' and association_key = v_key and visitor_hash = p_visitor_hash and status <> 'rejected';
  if v_id is not null then return private.stored(v_id, true); end if;
  insert into public.family_word (kind, association_key, surname, community, gotra, deity_id, region, town, detail, visitor_hash, idempotency_key)
  values ('confirm', v_key, private.clean_line(p_surname), private.clean_line(p_community), private.clean_line(p_gotra), p_deity_id,
    v_region, v_town, jsonb_build_object('family_gotra', v_gotra), p_visitor_hash, p_idempotency_key)
  on conflict do nothing
  returning id into v_id;
  if v_id is null then
    select id into v_id from public.family_word
    where (idempotency_key = p_idempotency_key) or (kind = 'confirm' and association_key = v_key and visitor_hash = p_visitor_hash and status <> 'rejected');
    return private.stored(v_id, true);
  end if;
  return private.stored(v_id);
end
$$;

-- "Ours is different": what the family keeps (deity, shrine, community, gotra) and how they
-- know it (elders, the family priest's or genealogist's register, a book or a site with its
-- link), with the reason, which is required.
create or replace function public.correct_association(
  p_surname text,
  p_community text,
  p_gotra text,
  p_deity_id text,
  p_their_deity text,
  p_their_shrine text,
  p_their_community text,
  p_their_gotra text,
  p_how text,
  p_link text,
  p_reason text,
  p_region text,
  p_town text default null,
  p_idempotency_key uuid default null,
  p_visitor_hash text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, private
as $$
declare
  v_key text := private.association_key(p_surname, p_community, p_gotra, p_deity_id);
  v_deity text := private.clean_line(p_their_deity);
  v_shrine text := private.clean_line(p_their_shrine);
  v_community text := private.clean_line(p_their_community);
  v_gotra text := private.clean_line(p_their_gotra);
  v_link text := private.clean_line(p_link);
  v_reason text := private.clean(p_reason);
  v_region text := private.clean_line(p_region);
  v_town text := private.clean_line(p_town);
  v_refused jsonb;
  v_id bigint;
begin
  if p_visitor_hash is null or p_visitor_hash = '' then return private.invalid('form', 'This could not be sent: please try again.'); end if;
  if not private.known_association(v_key) then return private.invalid('form', 'This association is not one we show: it may have changed. Reload the page and try again.'); end if;
  if char_length(v_deity) not between 2 and 100 then return private.invalid('deity', 'Say which deity your family keeps (2 to 100 characters)'); end if;
  if char_length(v_shrine) > 150 then return private.invalid('shrine', 'Shrine must be at most 150 characters'); end if;
  if char_length(v_community) > 120 then return private.invalid('community', 'Community must be at most 120 characters'); end if;
  if char_length(v_gotra) > 100 then return private.invalid('gotra', 'Gotra must be at most 100 characters'); end if;
  if p_how is null or p_how not in ('elders', 'register', 'book', 'site') then return private.invalid('how', 'Say how your family knows it'); end if;
  if p_how in ('book', 'site') and char_length(v_link) = 0 then return private.invalid('link', 'Name the book, or give the site''s address'); end if;
  if char_length(v_link) > 300 then return private.invalid('link', 'The book or address must be at most 300 characters'); end if;
  if p_how = 'site' and v_link !~ '^https?://[^\s]+$' then return private.invalid('link', 'Give the site''s full address, starting with https://'); end if;
  if char_length(v_reason) not between 10 and 2000 then return private.invalid('reason', 'Say why, in 10 to 2000 characters: the reason is required'); end if;
  if char_length(v_region) not between 2 and 100 then return private.invalid('region', 'Region must be between 2 and 100 characters'); end if;
  if char_length(v_town) > 100 then return private.invalid('town', 'Town must be at most 100 characters'); end if;
  v_refused := private.admit_family_word(p_idempotency_key, p_visitor_hash);
  if v_refused is not null then return v_refused; end if;
  insert into public.family_word (kind, association_key, surname, community, gotra, deity_id, region, town, detail, visitor_hash, idempotency_key)
  values ('correct', v_key, private.clean_line(p_surname), private.clean_line(p_community), private.clean_line(p_gotra), p_deity_id, v_region, v_town,
    jsonb_build_object('deity', v_deity, 'shrine', v_shrine, 'community', v_community, 'gotra', v_gotra, 'how', p_how, 'link', v_link, 'reason', v_reason),
    p_visitor_hash, p_idempotency_key)
  on conflict (idempotency_key) do nothing
  returning id into v_id;
  if v_id is null then
    select id into v_id from public.family_word where idempotency_key = p_idempotency_key;
    return private.stored(v_id, true);
  end if;
  return private.stored(v_id);
end
$$;

-- The aarti or stuti sung at a family's shrine, with where its text comes from.
create or replace function public.send_family_prayer(
  p_deity_id text,
  p_title text,
  p_language text,
  p_text text,
  p_source text,
  p_link text,
  p_region text,
  p_idempotency_key uuid default null,
  p_visitor_hash text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, private
as $$
declare
  v_title text := private.clean_line(p_title);
  v_language text := private.clean_line(p_language);
  v_text text := private.clean(p_text);
  v_source text := private.clean_line(p_source);
  v_link text := private.clean_line(p_link);
  v_region text := private.clean_line(p_region);
  v_refused jsonb;
  v_id bigint;
begin
  if p_visitor_hash is null or p_visitor_hash = '' then return private.invalid('form', 'This could not be sent: please try again.'); end if;
  if not exists (select 1 from public.deities where id = p_deity_id and is_published) then return private.invalid('form', 'This deity is not one we show. Reload the page and try again.'); end if;
  if char_length(v_title) not between 2 and 200 then return private.invalid('title', 'Title must be between 2 and 200 characters'); end if;
  if char_length(v_language) not between 2 and 40 then return private.invalid('language', 'Say the prayer''s language'); end if;
  if char_length(v_text) not between 10 and 8000 then return private.invalid('text', 'The prayer''s text must be between 10 and 8000 characters'); end if;
  if char_length(v_source) not between 3 and 300 then return private.invalid('source', 'Say where the text comes from (a temple booklet, a book): 3 to 300 characters'); end if;
  if char_length(v_link) > 300 or (v_link <> '' and v_link !~ '^https?://[^\s]+$') then return private.invalid('link', 'Give the full address, starting with https://, or leave it empty'); end if;
  if char_length(v_region) not between 2 and 100 then return private.invalid('region', 'Region must be between 2 and 100 characters'); end if;
  v_refused := private.admit_family_word(p_idempotency_key, p_visitor_hash);
  if v_refused is not null then return v_refused; end if;
  insert into public.family_word (kind, deity_id, region, detail, visitor_hash, idempotency_key)
  values ('prayer', p_deity_id, v_region,
    jsonb_build_object('title', v_title, 'language', v_language, 'text', v_text, 'source', v_source, 'link', v_link), p_visitor_hash, p_idempotency_key)
  on conflict (idempotency_key) do nothing
  returning id into v_id;
  if v_id is null then
    select id into v_id from public.family_word where idempotency_key = p_idempotency_key;
    return private.stored(v_id, true);
  end if;
  return private.stored(v_id);
end
$$;

-- What pages show beside each association: how many families confirmed it and their regions,
-- and its history, by association key.
create or replace function public.association_trails(p_keys text[])
returns jsonb
language sql
stable
security definer
set search_path = public, private
as $$
  select coalesce(jsonb_object_agg(k.key, jsonb_build_object(
      'confirmed', (select count(*) from public.association_confirmations c where c.association_key = k.key),
      'regions', coalesce((select jsonb_agg(distinct c.region) from public.association_confirmations c where c.association_key = k.key), '[]'::jsonb),
      'history', coalesce((select jsonb_agg(jsonb_build_object('on', h.happened_on, 'event', h.event, 'detail', h.detail,
          'source_label', h.source_label, 'source_url', h.source_url) order by h.happened_on, h.id)
        from public.association_history h where h.association_key = k.key), '[]'::jsonb)
    )), '{}'::jsonb)
  from (select distinct unnest(p_keys[1:200]) as key) k
$$;

-- What earlier sources said for a surname and a reviewer found wrong, with why.
create or replace function public.earlier_associations(p_surname_slug text)
returns jsonb
language sql
stable
security definer
set search_path = public, private
as $$
  select coalesce(jsonb_agg(jsonb_build_object('key', d.association_key, 'surname', d.surname, 'community', d.community, 'gotra', d.gotra,
      'deity_id', d.deity_id, 'deity_name', coalesce(de.name, d.deity_id), 'confidence_level', d.confidence_level,
      'source_label', d.source_label, 'source_url', d.source_url, 'reason', d.reason, 'deprecated_on', d.deprecated_on)
    order by d.community, d.deity_id), '[]'::jsonb)
  from public.deprecated_associations d left join public.deities de on de.id = d.deity_id
  where d.surname_slug = p_surname_slug
$$;

-- The prayers families sent for a deity, approved, with their sources.
create or replace function public.family_prayers_for(p_deity_id text)
returns jsonb
language sql
stable
security definer
set search_path = public, private
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'title', p.title, 'language', p.language, 'text', p.text, 'source', p.source,
      'source_url', p.source_url, 'region', p.region, 'approved_on', p.approved_on) order by p.approved_on, p.id), '[]'::jsonb)
  from public.family_prayers p where p.deity_id = p_deity_id
$$;

revoke execute on function public.confirm_association(text, text, text, text, text, text, text, uuid, text),
  public.correct_association(text, text, text, text, text, text, text, text, text, text, text, text, text, uuid, text),
  public.send_family_prayer(text, text, text, text, text, text, text, uuid, text),
  public.association_trails(text[]), public.earlier_associations(text), public.family_prayers_for(text) from public;
grant execute on function public.confirm_association(text, text, text, text, text, text, text, uuid, text),
  public.correct_association(text, text, text, text, text, text, text, text, text, text, text, text, text, uuid, text),
  public.send_family_prayer(text, text, text, text, text, text, text, uuid, text),
  public.association_trails(text[]), public.earlier_associations(text), public.family_prayers_for(text) to anon, authenticated, service_role;
