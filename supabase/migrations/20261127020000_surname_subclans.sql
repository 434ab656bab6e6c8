-- A clan book lists its sub-clan (kul) names, and some are also the surname of a large
-- community (the Jadhav chapter's "पाटेल" is not the Gujarati Patel). Such a row names the
-- clan it was listed under; pages show it as "also a sub-clan name among Maratha Jadhavs",
-- never first.
alter table public.family_surnames
  add column subclan_of text not null default '' check (char_length(subclan_of) <= 100);
