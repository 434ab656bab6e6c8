-- A contact message and the two emails it sends (the message to the support address, the
-- automatic reply to the visitor) are written together: the function that stores the message
-- also queues both emails in public.email_outbox, in its one transaction. Before, the server
-- queued each email after the message was stored, so a crash in between left a message
-- without its reply, and a retry with the same idempotency key was answered "duplicate" and
-- queued nothing. The email texts are built here from the stored (cleaned) fields, so the
-- outbox only ever holds what the contact form sends.

-- Text for an HTML email body: what a visitor typed goes through this.
create or replace function private.html_escape(p text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(coalesce(p, ''),
    '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
$$;

revoke execute on function private.html_escape(text) from public, anon, authenticated;

-- The support address and the site's name are the server's settings (SUPPORT_EMAIL), passed
-- by the server action with the message; the answer carries the queued emails, which the
-- server hands to the send-email function when it runs on Supabase.
drop function public.submit_contact_message(text, text, text, text, text, uuid, text);

create function public.submit_contact_message(
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_support_address text,
  p_site_name text,
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
  v_support text := lower(private.clean_line(p_support_address));
  v_site text := private.clean_line(p_site_name);
  v_from text;
  v_body text;
  v_refused jsonb;
  v_id bigint;
  v_emails jsonb;
begin
  if v_name = '' then return private.invalid('name', 'Name is required'); end if;
  if v_email = '' then return private.invalid('email', 'Email is required'); end if;
  if char_length(v_email) > 254 or v_email !~ '^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$' then return private.invalid('email', 'Invalid email address'); end if;
  if v_subject not in ('general', 'technical', 'content', 'feedback', 'spiritual', 'other') then
    return private.invalid('subject', 'Subject is required');
  end if;
  if v_message = '' then return private.invalid('message', 'Message is required'); end if;
  if char_length(v_message) > 5000 then return private.invalid('message', 'Message must not exceed 5000 characters'); end if;
  -- The server's own settings: wrong ones are its fault, never the visitor's.
  if char_length(v_support) > 254 or v_support !~ '^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$' then
    raise exception 'submit_contact_message: the support address is not an email address';
  end if;
  if char_length(v_site) not between 1 and 100 then
    raise exception 'submit_contact_message: the site name must be 1 to 100 characters';
  end if;
  v_refused := private.admit_write('public.contact_messages', p_idempotency_key, 'contact', p_visitor_hash, 5, interval '10 minutes');
  if v_refused is not null then return v_refused; end if;
  insert into public.contact_messages (name, email, subject, message, user_agent, idempotency_key, visitor_hash)
  values (v_name, v_email, v_subject, v_message, left(p_user_agent, 500), p_idempotency_key, p_visitor_hash)
  on conflict (idempotency_key) do nothing
  returning id into v_id;
  if v_id is null then
    -- The same key stored by a call that ran at the same time: its emails are queued with it.
    select id into v_id from public.contact_messages where idempotency_key = p_idempotency_key;
    return private.stored(v_id, true);
  end if;

  v_from := v_site || ' <' || v_support || '>';
  v_body := replace(private.html_escape(v_message), E'\n', '<br>');
  with queued as (
    insert into public.email_outbox (from_address, to_address, subject, html, status, contact_message_id)
    values
      (v_from, v_support, 'Contact Form: ' || v_subject,
        '<h2>New contact message</h2><p><strong>Name:</strong> ' || private.html_escape(v_name)
        || '</p><p><strong>Email:</strong> ' || private.html_escape(v_email)
        || '</p><p><strong>Subject:</strong> ' || v_subject
        || '</p><p><strong>Message:</strong></p><p>' || v_body || '</p>',
        'queued', v_id),
      (v_from, v_email, 'Thank you for contacting ' || v_site,
        '<p>Dear ' || private.html_escape(v_name) || ',</p><p>Thank you for writing to ' || private.html_escape(v_site)
        || '. We have received your message and aim to reply within 24 hours.</p><p>Your message:</p><blockquote>'
        || v_body || '</blockquote>',
        'queued', v_id)
    returning id, from_address, to_address, subject, html
  )
  select jsonb_agg(jsonb_build_object('id', id, 'from', from_address, 'to', to_address, 'subject', subject, 'html', html) order by id)
  into v_emails from queued;
  return private.stored(v_id) || jsonb_build_object('emails', v_emails);
end
$$;

-- What became of a queued email the server handed to the send-email function (Supabase):
-- 'sent', or 'failed' with the function's error. Only the message's sender knows its
-- idempotency key (the server makes one for a form that sent none), so nobody else can
-- change a row; a row already marked stays as it is.
create or replace function public.record_email_sent(p_idempotency_key uuid, p_email_id bigint, p_error text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, private
as $$
declare
  v_count integer;
begin
  update public.email_outbox o
  set status = case when p_error is null then 'sent' else 'failed' end,
      error = left(private.clean_line(coalesce(p_error, '')), 2000),
      sent_at = case when p_error is null then now() end
  from public.contact_messages m
  where o.id = p_email_id and o.status = 'queued' and o.contact_message_id = m.id and m.idempotency_key = p_idempotency_key;
  get diagnostics v_count = row_count;
  return jsonb_build_object('status', case when v_count = 1 then 'recorded' else 'unchanged' end);
end
$$;

revoke execute on function public.submit_contact_message(text, text, text, text, text, text, text, uuid, text),
  public.record_email_sent(uuid, bigint, text) from public;
grant execute on function public.submit_contact_message(text, text, text, text, text, text, text, uuid, text),
  public.record_email_sent(uuid, bigint, text) to anon, authenticated, service_role;
