-- Where each prayer's text was read: the page or book (an original, or a public repository
-- file at its commit), with the name a reader sees. get_prayer returns every column of the
-- row, so the prayer page receives both without a change to any read.

alter table public.artis
  add column text_source_url text not null default ''
    check (text_source_url = '' or (char_length(text_source_url) <= 500 and text_source_url ~ '^https?://[^\s"''<>]+$')),
  add column text_source_label text not null default '' check (char_length(text_source_label) <= 200),
  -- A label names the address beside it: both are given or neither.
  add constraint artis_text_source_pair check ((text_source_url = '') = (text_source_label = ''));

alter table public.mantras
  add column text_source_url text not null default ''
    check (text_source_url = '' or (char_length(text_source_url) <= 500 and text_source_url ~ '^https?://[^\s"''<>]+$')),
  add column text_source_label text not null default '' check (char_length(text_source_label) <= 200),
  add constraint mantras_text_source_pair check ((text_source_url = '') = (text_source_label = ''));
