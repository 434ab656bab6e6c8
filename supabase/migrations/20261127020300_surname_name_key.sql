-- A sound key for Indian surnames typed in Latin letters, for "Did you mean": spellings of one
-- name share it (Jadav and Jadhav, Kulkarny and Kulkarni, Chouhan and Chauhan), and its first
-- sound is kept apart (Khanna is not Kanna, Shinde is not Sinde). Aspirates after the first
-- sound (dh, kh), doubled letters, long vowels written twice, w/v, z/j, ph/f, a final y and a
-- final a after a consonant (Srivastav, Srivastava) fold together; vowels stay (Salunkhe is
-- not Solanki).
create or replace function private.name_key(p text)
returns text
language plpgsql
immutable
parallel safe
set search_path = pg_catalog
as $$
declare
  s text := regexp_replace(lower(coalesce(p, '')), '[^a-z]', '', 'g');
  f text;
  r text;
begin
  if s = '' then
    return '';
  end if;
  s := replace(replace(replace(replace(replace(s, 'ph', 'f'), 'w', 'v'), 'z', 'j'), 'q', 'k'), 'ck', 'k');
  s := replace(replace(s, 'x', 'ks'), 'shr', 'sr');
  s := regexp_replace(s, 'y$', 'i');
  s := replace(replace(replace(replace(s, 'ee', 'i'), 'oo', 'u'), 'ou', 'o'), 'au', 'o');
  s := replace(replace(s, 'ai', 'e'), 'ae', 'e');
  f := substring(s from '^([^aeiou]+|[aeiou])');
  r := substr(s, char_length(f) + 1);
  f := regexp_replace(f, '(.)\1+', '\1', 'g');
  r := regexp_replace(r, '([^aeiouh])h', '\1', 'g');
  r := regexp_replace(r, '([aeiou])h([aeiou]|$)', '\1\2', 'g');
  r := regexp_replace(r, '(.)\1+', '\1', 'g');
  if char_length(f || r) >= 5 then
    r := regexp_replace(r, '([^aeiou])a$', '\1');
  end if;
  return f || r;
end
$$;

-- The first sound of a name as the key writes it, its first vowel included ('kha' for Khanna,
-- 'ja' for Jadhav): Chopra is not Chapra, Mehra's 'me' is kept.
create or replace function private.first_sound(p text)
returns text
language sql
immutable
parallel safe
set search_path = pg_catalog
as $$
  select coalesce(substring(private.name_key(p) from '^([^aeiou]*[aeiou]?)'), '')
$$;

alter table public.surname_keys
  add column name_key text not null generated always as (private.name_key(surname_norm)) stored,
  add column first_sound text not null generated always as (private.first_sound(surname_norm)) stored;
-- "Did you mean" compares the typed name with the names of the same first sound only.
create index surname_keys_first_sound_idx on public.surname_keys (first_sound, name_key);

revoke execute on function private.name_key(text), private.first_sound(text) from public;
-- Called by the search functions (which run as the owner) and when a surname key is written.
grant execute on function private.name_key(text), private.first_sound(text) to service_role;
