-- The per-visitor limit holds under concurrent requests: counting and recording an event are
-- one step per bucket and visitor. Without the lock, requests arriving together all counted
-- the same events and all went through (30 at once stored 17 to 28 rows against a limit of 5).
-- The lock is the transaction's own and ends with it; other visitors and buckets never wait.
create or replace function private.allow(p_bucket text, p_visitor text, p_max integer, p_window interval)
returns boolean
language plpgsql
volatile
set search_path = private, public
as $$
declare
  v_count integer;
begin
  if p_visitor is null or p_visitor = '' then
    return true;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(p_bucket || chr(31) || p_visitor, 0));
  -- Old events are kept for a day at most (the privacy policy says so).
  delete from private.rate_events where created_at < now() - interval '1 day' and random() < 0.05;
  select count(*) into v_count from private.rate_events
  where bucket = p_bucket and visitor_hash = p_visitor and created_at > now() - p_window;
  if v_count >= p_max then
    return false;
  end if;
  insert into private.rate_events (bucket, visitor_hash) values (p_bucket, p_visitor);
  return true;
end
$$;
revoke execute on function private.allow(text, text, integer, interval) from public, anon, authenticated;
