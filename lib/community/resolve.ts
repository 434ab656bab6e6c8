import { baseName } from '../urls/community';

/** What a link to a community page needs to know of it. */
export interface CommunityRef {
  slug: string;
  name: string;
  also_called: string[];
  labels: string[];
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The community page a label names, as the surname cards, deity pages and search show it: a
 * label of the community's rows ("Maratha (Dewas Pawar)"), or, for labels written elsewhere
 * (the shared-surname list's "Kunbi (Jadhav Kunbi of Vidarbha)"), the community whose name or
 * other name is the label, with or without its bracketed remark. Null: no page.
 */
export function communityResolver<T extends CommunityRef>(communities: T[]): (label: string) => T | null {
  const byLabel = new Map<string, T>();
  const byName = new Map<string, T>();
  for (const c of communities) {
    for (const label of c.labels) byLabel.set(label, c);
    for (const name of [c.name, ...c.also_called]) if (!byName.has(fold(name))) byName.set(fold(name), c);
  }
  return (label) => byLabel.get(label.trim()) ?? byName.get(fold(label)) ?? byName.get(fold(baseName(label))) ?? null;
}
