import { leadItems, type FoundNames } from './lead';

/** A suggestion of the deity box that leads to a family's page: a surname, a community, a gotra. */
export interface FamilySuggestion {
  kind: 'family';
  id: string;
  name: string;
  /** What it is: "Family name: see the Jadhav family's kuldevta". */
  note: string;
  href: string;
}

/** At most this many family suggestions come before the deities. */
export const FAMILY_SUGGESTIONS = 2;

/**
 * The deity box's family suggestions: the names the text is, or starts with, each to its
 * page (a gotra of several communities to the search that lists them), best first.
 */
export function familySuggestions(found: FoundNames): FamilySuggestion[] {
  return leadItems(found, { exactOnly: false })
    .map((item) => ({
      kind: 'family' as const,
      id: item.key,
      name: item.name,
      note: `${{ surname: 'Family name', community: 'Community', gotra: 'Gotra' }[item.kind]}: ${lowerFirst(item.main?.text ?? 'see the communities with this gotra')}`,
      href: item.main?.href ?? `/search?q=${encodeURIComponent(item.name)}`,
    }))
    .slice(0, FAMILY_SUGGESTIONS);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
