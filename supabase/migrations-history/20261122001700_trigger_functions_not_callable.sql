-- Visitors execute only the functions granted to them one by one. private.touch_updated_at
-- was granted with every other text helper ("all functions in schema private"); it is a
-- trigger function, which runs with the rights of whoever changes the row (never a visitor:
-- they change no table directly), so nobody but the owner needs it.
revoke execute on function private.touch_updated_at() from public, anon, authenticated;
