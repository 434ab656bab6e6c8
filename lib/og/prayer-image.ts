import 'server-only';
import { getPrayer } from '../data/prayers';
import { namesIn } from '../i18n/content';
import { layoutMessages } from '../i18n/messages/layout';
import { prayerMessages } from '../i18n/messages/prayer';
import type { Language } from '../pages/kinds.mjs';
import { capitalize, idFromSlug, languageNames, prayerSlug, type PrayerKind } from '../urls/prayer';
import { firstLine, prayerCard } from './card-content';
import { cardImage } from './image-route';

/** The share image of /aarti/{slug} or /mantra/{slug}: the canonical slug only, 404 otherwise; in the page's language. */
export async function prayerImageResponse(kind: PrayerKind, slug: string, lang: Language = 'en'): Promise<Response> {
  const id = idFromSlug(slug);
  const prayer = id === null ? null : await getPrayer(kind, id);
  const found = prayer && prayerSlug(prayer.title, prayer.id) === slug ? prayer : null;
  if (lang === 'en' || !found) return cardImage(found, prayerCard);
  const t = prayerMessages[lang];
  const names = await namesIn(lang);
  const deity = found.deity ? (names.of('deity', found.deity.id) ?? found.deity.name) : null;
  const language = t.languages[found.language] ?? languageNames[found.language] ?? capitalize(found.language);
  return cardImage(found, (p) => ({
    label: t.seo.cardLabel(kind === 'aarti', language),
    title: p.title,
    native: firstLine(p.local_script),
    subtitle: t.seo.cardSubtitle(p.prayer_type, deity),
    footer: layoutMessages[lang].tagline,
  }));
}
