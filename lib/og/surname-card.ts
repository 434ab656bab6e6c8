import 'server-only';
import type { SurnameCard } from '../data/surnames';
import { layoutMessages } from '../i18n/messages/layout';
import type { SurnameKit } from '../ui/surname-language';
import { surnameCard, type CardContent } from './card-content';

/**
 * The surname's share image in the page's language: on English pages its card as it is (the
 * Latin name with its native ones); on the others all in the page's script (the surname and its
 * deities in it, the kind of page and the tagline in the language).
 */
export function surnameCardIn(card: SurnameCard, kit: Pick<SurnameKit, 'lang' | 't' | 'surname' | 'deity'>): CardContent {
  if (kit.lang === 'en') return surnameCard(card);
  return {
    label: card.shared ? kit.t.cardShared : kit.t.cardByCommunity,
    title: kit.surname(card.surname),
    items: card.deities.map((d) => ({ latin: kit.deity(d.id, d.name) })),
    footer: layoutMessages[kit.lang].tagline,
  };
}
