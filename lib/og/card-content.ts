import 'server-only';
import type { Community } from '../data/communities';
import type { Deity } from '../data/deities';
import { communityDeities } from '../seo/community';
import type { Prayer } from '../data/prayers';
import type { SurnameCard } from '../data/surnames';
import type { Shrine } from '../data/shrines';
import { deityArt, emblemSvg } from '../ui/emblems';
import { capitalize, languageNames } from '../urls/prayer';
import { site } from '../server/site';

// What each share image says. Names come in Latin and in their own script; the alt text
// for each image is in lib/seo/images.ts, next to the page metadata that carries it.

export interface CardContent {
  /** The kind of page, e.g. "Family deity · Gujarat". */
  label: string;
  /** The name in Latin letters. */
  title: string;
  /** The same name in its own script. */
  native?: string;
  subtitle?: string;
  /** Named things with their native names, e.g. a surname's deities. */
  items?: { latin: string; native?: string }[];
  /** A picture beside the kind of page: a deity's emblem, as on its cards and page (SVG). */
  picture?: string;
  /** The line at the foot, in the card's language (the site's tagline in English otherwise). */
  footer?: string;
}

export function siteCard(): CardContent {
  return {
    label: 'Family deities of India',
    title: site.name,
    native: 'कुलदेवता',
    subtitle: 'Find the kuldevta or kuldevi your family worships by surname or deity name, with the source of every association.',
  };
}

export function deityCard(deity: Deity): CardContent {
  const region = deity.region_name ?? deity.region;
  return {
    label: region ? `Family deity · ${region}` : 'Family deity',
    title: deity.name,
    native: deity.sanskrit_name,
    subtitle: deity.description,
    // A deity with no image we may publish is shown by its emblem, on its share image too.
    picture: deity.image_url ? undefined : emblemSvg(deityArt(deity), 120),
  };
}

export function surnameCard(card: SurnameCard): CardContent {
  return {
    label: card.shared ? 'Surname · many communities, each its own deity' : 'Surname · family deities by community',
    title: card.surname,
    native: card.native_names.join(' · '),
    items: card.deities.map((d) => ({ latin: d.name, native: d.sanskrit_name })),
  };
}

export function communityCard(c: Community): CardContent {
  return {
    label: `Community · family deities by ${c.division || c.surname_term}`,
    title: c.name,
    native: c.native_name,
    items: communityDeities(c)
      .slice(0, 4)
      .map((d) => ({ latin: d.name, native: d.sanskrit_name })),
  };
}

/** The first line of the original text: what a reader recognises the prayer by. */
export function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

export function prayerCard(prayer: Prayer): CardContent {
  const language = languageNames[prayer.language] ?? capitalize(prayer.language);
  const deity = prayer.deity;
  return {
    label: `${prayer.type === 'aarti' ? 'Aarti' : 'Mantra'} · ${language}`,
    title: prayer.title,
    native: firstLine(prayer.local_script),
    subtitle: deity
      ? `${prayer.prayer_type} to ${deity.name}, with transliteration, translation and meaning.`
      : `${prayer.prayer_type} with transliteration, translation and meaning.`,
  };
}

export function shrineCard(shrine: Shrine): CardContent {
  return {
    label: `Shrine of ${shrine.deity.name}`,
    title: shrine.name,
    native: shrine.native_name || shrine.deity.sanskrit_name,
    subtitle: [shrine.town, shrine.district && shrine.district !== shrine.town ? `${shrine.district} district` : '', shrine.state, shrine.country]
      .filter(Boolean)
      .join(', '),
  };
}
