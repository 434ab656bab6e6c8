-- Visitor text is cleaned in SQL exactly as the site cleans it (lib/validation/text.ts), for
-- calls that do not come through the site: with Supabase, anyone holding the publishable key
-- can call the write functions directly. The first version kept C1 control characters,
-- bidirectional overrides and isolates, zero-width spaces and byte-order marks, leading line
-- breaks, and line breaks inside one-line fields (names, towns, emails, search terms); a fuzz
-- test of the functions stored all of them. Same order as the site: removals, spaces folded,
-- NFC, trimmed. A test checks that both give the same text for generated input.

create or replace function private.clean(p text)
returns text
language sql
immutable
parallel safe
as $$
  select regexp_replace(
    normalize(
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(coalesce(p, ''),
        '\r\n?', E'\n', 'g'),
        '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]', '', 'g'),
        '<[^>]*>', ' ', 'g'),
        '[<>]', '', 'g'),
        '[ \t]+', ' ', 'g'),
      NFC),
    -- What JavaScript's trim() removes (the rest of its set is gone already).
    '^[ \n\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+|[ \n\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+$', '', 'g')
$$;

-- One-line fields: every run of whitespace (JavaScript's \s, as left by clean) becomes one space.
create or replace function private.clean_line(p text)
returns text
language sql
immutable
parallel safe
as $$
  select regexp_replace(private.clean(p), '[ \n\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+', ' ', 'g')
$$;

-- Family information offered through the submission dialog; stored as 'pending'.
create or replace function public.submit_family_info(
  p_user_name text,
  p_user_town text,
  p_user_region text,
  p_kuldevta_info text,
  p_user_email text default null,
  p_search_term text default null,
  p_user_agent text default null,
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
  v_name text := private.clean_line(p_user_name);
  v_town text := private.clean_line(p_user_town);
  v_region text := private.clean_line(p_user_region);
  v_info text := private.clean(p_kuldevta_info);
  v_email text := nullif(lower(private.clean_line(p_user_email)), '');
  v_term text := nullif(rtrim(left(private.clean_line(p_search_term), 100)), '');
  v_id bigint;
begin
  if char_length(v_name) not between 2 and 100 then return private.invalid('userName', 'Name must be between 2 and 100 characters'); end if;
  if char_length(v_town) not between 2 and 100 then return private.invalid('userTown', 'Town must be between 2 and 100 characters'); end if;
  if char_length(v_region) not between 2 and 100 then return private.invalid('userRegion', 'Region must be between 2 and 100 characters'); end if;
  if char_length(v_info) not between 10 and 2000 then
    return private.invalid('kuldevtaInfo', 'Kuldevta information must be between 10 and 2000 characters');
  end if;
  if v_email is not null and (char_length(v_email) > 254 or v_email !~ '^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$') then
    return private.invalid('userEmail', 'Invalid email address');
  end if;
  if p_idempotency_key is not null then
    select id into v_id from public.form_submissions where idempotency_key = p_idempotency_key;
    if found then return jsonb_build_object('status', 'stored', 'id', v_id, 'duplicate', true); end if;
  end if;
  if not private.allow('submission', p_visitor_hash, 5, interval '10 minutes') then
    return jsonb_build_object('status', 'rate_limited');
  end if;
  insert into public.form_submissions (search_term, user_name, user_town, user_region, user_email, kuldevta_info,
    user_agent, idempotency_key, visitor_hash)
  values (v_term, v_name, v_town, v_region, v_email, v_info, left(p_user_agent, 500), p_idempotency_key, p_visitor_hash)
  on conflict (idempotency_key) do nothing
  returning id into v_id;
  if v_id is null then
    select id into v_id from public.form_submissions where idempotency_key = p_idempotency_key;
    return jsonb_build_object('status', 'stored', 'id', v_id, 'duplicate', true);
  end if;
  return jsonb_build_object('status', 'stored', 'id', v_id);
end
$$;

-- A message from the contact page.
create or replace function public.submit_contact_message(
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_user_agent text default null,
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
  v_name text := rtrim(left(private.clean_line(p_name), 200));
  v_email text := lower(private.clean_line(p_email));
  v_subject text := private.clean_line(p_subject);
  v_message text := private.clean(p_message);
  v_id bigint;
begin
  if v_name = '' then return private.invalid('name', 'Name is required'); end if;
  if v_email = '' then return private.invalid('email', 'Email is required'); end if;
  if char_length(v_email) > 254 or v_email !~ '^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$' then return private.invalid('email', 'Invalid email address'); end if;
  if v_subject not in ('general', 'technical', 'content', 'feedback', 'spiritual', 'other') then
    return private.invalid('subject', 'Subject is required');
  end if;
  if v_message = '' then return private.invalid('message', 'Message is required'); end if;
  if char_length(v_message) > 5000 then return private.invalid('message', 'Message must not exceed 5000 characters'); end if;
  if p_idempotency_key is not null then
    select id into v_id from public.contact_messages where idempotency_key = p_idempotency_key;
    if found then return jsonb_build_object('status', 'stored', 'id', v_id, 'duplicate', true); end if;
  end if;
  if not private.allow('contact', p_visitor_hash, 5, interval '10 minutes') then
    return jsonb_build_object('status', 'rate_limited');
  end if;
  insert into public.contact_messages (name, email, subject, message, user_agent, idempotency_key, visitor_hash)
  values (v_name, v_email, v_subject, v_message, left(p_user_agent, 500), p_idempotency_key, p_visitor_hash)
  returning id into v_id;
  return jsonb_build_object('status', 'stored', 'id', v_id);
end
$$;

-- One search a visitor made (section 5's search-term rules apply); at most 60 a minute.
create or replace function public.track_search(
  p_search_term text,
  p_search_type text,
  p_results_found boolean,
  p_result_count integer,
  p_filters jsonb default '{}'::jsonb,
  p_user_agent text default null,
  p_visitor_hash text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, private
as $$
declare
  v_term text := private.clean_line(p_search_term);
begin
  if char_length(v_term) < 2 then return private.invalid('searchTerm', 'Search term must be at least 2 characters long'); end if;
  if char_length(v_term) > 100 then return private.invalid('searchTerm', 'Search term must not exceed 100 characters'); end if;
  if v_term ~* '\m(select|insert|update|delete|drop|union|exec|declare)\M' or v_term ~ '[;()]' then
    return private.invalid('searchTerm', 'Invalid search term');
  end if;
  if p_search_type is null or p_search_type not in ('surname', 'deity') then return private.invalid('searchType', 'Invalid search type'); end if;
  if p_result_count is null or p_result_count < 0 then return private.invalid('resultCount', 'Invalid result count'); end if;
  if p_filters is null or jsonb_typeof(p_filters) <> 'object' or pg_column_size(p_filters) > 2000 then
    return private.invalid('filters', 'Invalid filters');
  end if;
  if not private.allow('search', p_visitor_hash, 60, interval '1 minute') then
    return jsonb_build_object('status', 'rate_limited');
  end if;
  insert into public.search_analytics (search_term, search_type, results_found, result_count, filters, user_agent, visitor_hash)
  values (v_term, p_search_type, coalesce(p_results_found, p_result_count > 0), p_result_count, p_filters, left(p_user_agent, 500), p_visitor_hash);
  return jsonb_build_object('status', 'stored');
end
$$;

revoke execute on function private.clean(text), private.clean_line(text) from public, anon, authenticated;
