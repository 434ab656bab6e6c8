import 'server-only';
import { listDeityCards, searchDeities, type DeitySearch, type DeitySearchResult, type ReferenceLists } from '@/lib/data/deities';
import { PAGE_SIZE } from '@/lib/data/paging';
import { textIn } from '@/lib/data/languages';
import type { Language } from '@/lib/pages/kinds.mjs';
import { isIndicScript, latinName } from '@/lib/ui/latin-name';
import { namesIn, referenceIn } from './content';
import { compareIn } from './format';

/**
 * Explore's deities for a page in `lang`. A search keeps the database's order (best match
 * first); a name typed in an Indian script that matches none is looked up as families spell it
 * in Latin letters. Without a search, a page in another language than English lists the
 * deities in its own alphabetical order of their names in its script, 12 a page.
 */
export async function searchDeitiesIn(lang: Language, search: DeitySearch): Promise<DeitySearchResult> {
  if (search.query) {
    const result = await searchDeities(search);
    if (result.pagination.total > 0 || !isIndicScript(search.query)) return result;
    const latin = latinName(search.query);
    return latin.length >= 2 && latin !== search.query ? searchDeities({ ...search, query: latin }) : result;
  }
  if (lang === 'en') return searchDeities(search);
  const [cards, names] = await Promise.all([listDeityCards(search.region, search.type, search.tradition), namesIn(lang)]);
  const compare = compareIn(lang);
  const name = (c: { id: string; name: string }) => names.of('deity', c.id) ?? c.name;
  const sorted = [...cards].sort((a, b) => compare(name(a), name(b)));
  const total = sorted.length;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, search.page), totalPages);
  return {
    data: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    pagination: { page, pageSize: PAGE_SIZE, total, totalPages },
  };
}

/** Explore's three filter lists in `lang`: names in the language where written (else English, `english`), in its order. */
export async function filterListsIn(
  lang: Language,
  lists: ReferenceLists,
): Promise<Record<'regions' | 'deity_types' | 'cultural_traditions', { id: string; name: string; english?: boolean }[]>> {
  if (lang === 'en') return { regions: lists.regions, deity_types: lists.deity_types, cultural_traditions: lists.cultural_traditions };
  const reference = await referenceIn(lang);
  const compare = compareIn(lang);
  const list = (items: { id: string; name: string }[], own: Record<string, Record<string, string | string[]>>) =>
    items
      .map((o) => {
        const name = textIn(own[o.id], 'name', o.name);
        return { id: o.id, name, english: name === o.name };
      })
      .sort((a, b) => compare(a.name, b.name));
  return {
    regions: list(lists.regions, reference.regions),
    deity_types: list(lists.deity_types, reference.deity_types),
    cultural_traditions: list(lists.cultural_traditions, reference.cultural_traditions),
  };
}
