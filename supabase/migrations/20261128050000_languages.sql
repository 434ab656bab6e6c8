-- The content in Hindi, Marathi and Gujarati, beside the English it translates: one row a text
-- (an item's field in a language), written in data/translations/ and loaded by the seed. A value
-- is a text, or a list of texts where the English field is a list.
create table public.translations (
  kind text not null check (kind ~ '^[a-z_]{1,30}$'),
  item_id text not null check (char_length(item_id) between 1 and 200),
  lang text not null check (lang in ('hi', 'mr', 'gu')),
  field text not null check (field ~ '^[a-z_]{1,40}$'),
  value jsonb not null check (jsonb_typeof(value) in ('string', 'array')),
  primary key (kind, item_id, lang, field)
);
alter table public.translations enable row level security;
create policy "Translations are readable by everyone" on public.translations for select to anon, authenticated using (true);
grant select on public.translations to anon, authenticated;
grant all on public.translations to service_role;

-- The pages written in a language: those whose main content is written in it (the content
-- build decides, from the translations, and writes the list). Surname pages, whose answer is
-- made of sentences the site writes in every language, are in every language and not listed.
create table public.page_languages (
  kind text not null check (kind in ('deity', 'community', 'shrine', 'category')),
  item_id text not null check (char_length(item_id) between 1 and 200),
  lang text not null check (lang in ('hi', 'mr', 'gu')),
  primary key (kind, item_id, lang)
);
alter table public.page_languages enable row level security;
create policy "The languages of pages are readable by everyone" on public.page_languages for select to anon, authenticated using (true);
grant select on public.page_languages to anon, authenticated;
grant all on public.page_languages to service_role;

-- The texts of some items of a kind in a language: {item id: {field: value}}.
create or replace function public.translations_of(p_lang text, p_kind text, p_ids text[])
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_object_agg(t.item_id, t.fields), '{}'::jsonb)
  from (
    select item_id, jsonb_object_agg(field, value) as fields
    from public.translations
    where lang = p_lang and kind = p_kind and item_id = any(p_ids)
    group by item_id
  ) t
$$;

-- Every text of a kind in a language (the reference lists: festivals, ways of worship, regions).
create or replace function public.translations_of_kind(p_lang text, p_kind text)
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_object_agg(t.item_id, t.fields), '{}'::jsonb)
  from (
    select item_id, jsonb_object_agg(field, value) as fields
    from public.translations
    where lang = p_lang and kind = p_kind
    group by item_id
  ) t
$$;

-- The pages written in each language, by kind: {lang: {kind: [ids]}}.
create or replace function public.written_pages()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_object_agg(l.lang, l.kinds), '{}'::jsonb)
  from (
    select k.lang, jsonb_object_agg(k.kind, k.ids) as kinds
    from (select lang, kind, jsonb_agg(item_id order by item_id) as ids from public.page_languages group by lang, kind) k
    group by k.lang
  ) l
$$;

-- The languages other than English one page is written in.
create or replace function public.page_languages_of(p_kind text, p_id text)
returns text[]
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(array_agg(lang order by lang), '{}') from public.page_languages where kind = p_kind and item_id = p_id
$$;

-- Every published prayer and category with its last change, as before, and each prayer's language.
create or replace function public.list_prayer_ids()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select jsonb_build_object(
    'prayers', coalesce((select jsonb_agg(jsonb_build_object('type', type, 'id', id, 'title', title, 'language', language, 'updated_at', updated_at)
      order by type, id) from private.published_prayers), '[]'),
    'categories', coalesce((select jsonb_agg(jsonb_build_object('id', id, 'updated_at', updated_at) order by id)
      from public.prayer_categories), '[]')
  )
$$;

revoke execute on function public.translations_of(text, text, text[]), public.translations_of_kind(text, text), public.written_pages(),
  public.page_languages_of(text, text) from public;
grant execute on function public.translations_of(text, text, text[]), public.translations_of_kind(text, text), public.written_pages(),
  public.page_languages_of(text, text) to anon, authenticated, service_role;
