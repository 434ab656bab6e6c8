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
