/** Prayer URLs: /aarti/{title-slug}-{id} and /mantra/{title-slug}-{id}. */
export const prayerKinds = ['aarti', 'mantra'] as const;
export type PrayerKind = (typeof prayerKinds)[number];

export function titleSlug(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/g, '') || 'prayer'
  );
}

export function prayerSlug(title: string, id: number): string {
  return `${titleSlug(title)}-${id}`;
}

export function prayerPath(kind: PrayerKind, title: string, id: number): string {
  return `/${kind}/${prayerSlug(title, id)}`;
}

/** The id is the last hyphen-separated piece; null when there is none or it is not a number. */
export function idFromSlug(slug: string): number | null {
  const last = slug.slice(slug.lastIndexOf('-') + 1);
  if (!/^[1-9][0-9]{0,9}$/.test(last)) return null;
  const id = Number(last);
  return id <= 2_147_483_647 ? id : null;
}

export const languageNames: Record<string, string> = {
  sanskrit: 'Sanskrit',
  hindi: 'Hindi',
  gujarati: 'Gujarati',
  marathi: 'Marathi',
  tamil: 'Tamil',
  telugu: 'Telugu',
  kannada: 'Kannada',
  malayalam: 'Malayalam',
  bengali: 'Bengali',
  punjabi: 'Punjabi',
  english: 'English',
  other: 'Other',
};

/** BCP 47 tags for the original text, so browsers pick the right font and screen readers the right voice. */
export const languageTags: Record<string, string> = {
  sanskrit: 'sa',
  hindi: 'hi',
  gujarati: 'gu',
  marathi: 'mr',
  tamil: 'ta',
  telugu: 'te',
  kannada: 'kn',
  malayalam: 'ml',
  bengali: 'bn',
  punjabi: 'pa',
  english: 'en',
  other: 'und',
};

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function prayerListHref(base: string, p: { q?: string; language?: string; difficulty?: string; kind?: string; tab?: string; page?: number }) {
  const search = new URLSearchParams();
  if (p.q) search.set('q', p.q);
  if (p.language) search.set('language', p.language);
  if (p.difficulty) search.set('difficulty', p.difficulty);
  if (p.kind) search.set('kind', p.kind);
  if (p.tab && p.tab !== 'all') search.set('tab', p.tab);
  if (p.page && p.page > 1) search.set('page', String(p.page));
  const qs = search.toString();
  return qs ? `${base}?${qs}` : base;
}

/** A prayer kind (prayer_type) in the plural, as list headings and counts name it. */
const kindPlurals: Record<string, string> = {
  Aarti: 'Aartis',
  Mantra: 'Mantras',
  Stotra: 'Stotras',
  Bhajan: 'Bhajans',
  Kirtan: 'Kirtans',
  Shloka: 'Shlokas',
  Sukta: 'Suktas',
  Kavach: 'Kavach',
  Chalisa: 'Chalisas',
  Stuti: 'Stutis',
  Ashtak: 'Ashtaks',
};

export function kindPlural(kind: string): string {
  return kindPlurals[kind] ?? `${kind}s`;
}

/** "1 bhajan", "9 stotras". */
export function kindCount(kind: string, n: number): string {
  return `${n} ${(n === 1 ? kind : kindPlural(kind)).toLowerCase()}`;
}

/** "32 prayers: 21 aartis, 9 stotras, 1 bhajan and 1 kavach"; one kind alone is just "21 aartis". */
export function kindsSummary(kinds: { prayer_type: string; count: number }[]): string {
  const parts = kinds.map((k) => kindCount(k.prayer_type, k.count));
  if (parts.length <= 1) return parts[0] ?? '';
  const total = kinds.reduce((sum, k) => sum + k.count, 0);
  return `${total} prayers: ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
