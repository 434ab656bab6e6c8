-- What visitors send: family information, contact messages, search events, and the
-- emails the site sends about them. Row-level security is on with no policy for
-- visitors: they can never read these rows back. Inserts go through security-definer
-- functions (see the visitor write migrations), which validate again.

-- Information a family offers about its deity; reviewed before anything is shown.
create table public.form_submissions (
  id bigint generated always as identity primary key,
  search_term text check (search_term is null or char_length(search_term) between 1 and 100),
  user_name text not null check (char_length(user_name) between 2 and 100),
  user_town text not null check (char_length(user_town) between 2 and 100),
  user_region text not null check (char_length(user_region) between 2 and 100),
  user_email text check (user_email is null or (char_length(user_email) <= 254 and user_email = lower(user_email)
    and user_email ~ '^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$')),
  kuldevta_info text not null check (char_length(kuldevta_info) between 10 and 2000),
  user_agent text check (user_agent is null or char_length(user_agent) <= 500),
  status text not null default 'pending' check (status in ('pending', 'reviewed', 'approved', 'rejected')),
  review_note text not null default '' check (char_length(review_note) <= 2000),
  reviewed_at timestamptz,
  family_surname_id bigint references public.family_surnames (id) on delete set null,
  idempotency_key uuid unique,
  visitor_hash text check (visitor_hash is null or char_length(visitor_hash) <= 128),
  created_at timestamptz not null default now()
);
create index form_submissions_status_idx on public.form_submissions (status, created_at);
create index form_submissions_visitor_idx on public.form_submissions (visitor_hash, created_at);

-- A message sent from the contact page.
create table public.contact_messages (
  id bigint generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) <= 254 and email ~ '^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$'),
  subject text not null check (subject in ('general', 'technical', 'content', 'feedback', 'spiritual', 'other')),
  message text not null check (char_length(message) between 1 and 5000),
  user_agent text check (user_agent is null or char_length(user_agent) <= 500),
  status text not null default 'new' check (status in ('new', 'reviewed', 'answered', 'closed')),
  idempotency_key uuid unique,
  visitor_hash text check (visitor_hash is null or char_length(visitor_hash) <= 128),
  created_at timestamptz not null default now()
);
create index contact_messages_status_idx on public.contact_messages (status, created_at);
create index contact_messages_visitor_idx on public.contact_messages (visitor_hash, created_at);

-- One search a visitor made, for understanding what families look for.
create table public.search_analytics (
  id bigint generated always as identity primary key,
  search_term text not null check (char_length(search_term) between 2 and 100),
  search_type text not null check (search_type in ('surname', 'deity')),
  results_found boolean not null,
  result_count integer not null check (result_count >= 0),
  filters jsonb not null default '{}'::jsonb check (jsonb_typeof(filters) = 'object' and pg_column_size(filters) <= 2000),
  user_agent text check (user_agent is null or char_length(user_agent) <= 500),
  visitor_hash text check (visitor_hash is null or char_length(visitor_hash) <= 128),
  created_at timestamptz not null default now()
);
create index search_analytics_created_idx on public.search_analytics (created_at);
create index search_analytics_term_idx on public.search_analytics (search_type, search_term);
create index search_analytics_visitor_idx on public.search_analytics (visitor_hash, created_at);

-- Emails the site sends. In embedded mode this is where they go (nothing is lost and an
-- operator can read them); in production it records what was handed to the email function.
create table public.email_outbox (
  id bigint generated always as identity primary key,
  from_address text not null check (char_length(from_address) <= 320),
  to_address text not null check (char_length(to_address) <= 320),
  subject text not null check (char_length(subject) <= 300),
  html text not null check (char_length(html) <= 100000),
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  error text not null default '' check (char_length(error) <= 2000),
  contact_message_id bigint references public.contact_messages (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_outbox_status_idx on public.email_outbox (status, created_at);

alter table public.form_submissions enable row level security;
alter table public.contact_messages enable row level security;
alter table public.search_analytics enable row level security;
alter table public.email_outbox enable row level security;
-- No policies for anon or authenticated: visitors can neither read nor change these rows.

revoke all on public.form_submissions, public.contact_messages, public.search_analytics, public.email_outbox
  from anon, authenticated, public;
grant all on public.form_submissions, public.contact_messages, public.search_analytics, public.email_outbox
  to service_role;

-- The only writes visitors can make, each one function that checks again what the server
-- action checked (lengths, formats), strips markup, enforces a per-visitor rate limit, and
-- makes a double click store one row (idempotency key). They run as the owner: visitors
-- hold no privilege on the tables themselves and can read nothing back.

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
  v_refused jsonb;
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
  v_refused := private.admit_write('public.form_submissions', p_idempotency_key, 'submission', p_visitor_hash, 5, interval '10 minutes');
  if v_refused is not null then return v_refused; end if;
  insert into public.form_submissions (search_term, user_name, user_town, user_region, user_email, kuldevta_info,
    user_agent, idempotency_key, visitor_hash)
  values (v_term, v_name, v_town, v_region, v_email, v_info, left(p_user_agent, 500), p_idempotency_key, p_visitor_hash)
  on conflict (idempotency_key) do nothing
  returning id into v_id;
  if v_id is null then
    -- The same key stored by a call that ran at the same time.
    select id into v_id from public.form_submissions where idempotency_key = p_idempotency_key;
    return private.stored(v_id, true);
  end if;
  return private.stored(v_id);
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
  v_refused jsonb;
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
  v_refused := private.admit_write('public.contact_messages', p_idempotency_key, 'contact', p_visitor_hash, 5, interval '10 minutes');
  if v_refused is not null then return v_refused; end if;
  insert into public.contact_messages (name, email, subject, message, user_agent, idempotency_key, visitor_hash)
  values (v_name, v_email, v_subject, v_message, left(p_user_agent, 500), p_idempotency_key, p_visitor_hash)
  returning id into v_id;
  return private.stored(v_id);
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
  v_refused jsonb;
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
  v_refused := private.admit_write(null, null, 'search', p_visitor_hash, 60, interval '1 minute');
  if v_refused is not null then return v_refused; end if;
  insert into public.search_analytics (search_term, search_type, results_found, result_count, filters, user_agent, visitor_hash)
  values (v_term, p_search_type, coalesce(p_results_found, p_result_count > 0), p_result_count, p_filters, left(p_user_agent, 500), p_visitor_hash);
  return jsonb_build_object('status', 'stored');
end
$$;

revoke execute on function public.submit_family_info(text, text, text, text, text, text, text, uuid, text),
  public.submit_contact_message(text, text, text, text, text, uuid, text),
  public.track_search(text, text, boolean, integer, jsonb, text, text) from public;
grant execute on function public.submit_family_info(text, text, text, text, text, text, text, uuid, text),
  public.submit_contact_message(text, text, text, text, text, uuid, text),
  public.track_search(text, text, boolean, integer, jsonb, text, text) to anon, authenticated, service_role;
