import Link from 'next/link';
import type { DeityCard as DeityCardData } from '@/lib/data/deities';
import { FavoriteButton } from '@/components/dashboard/favorite-button';
import { favoriteButtonTexts } from '@/components/deity/favorite-texts';
import { favoriteSnapshot } from '@/lib/dashboard/store';
import { deityCardsIn } from '@/lib/i18n/content';
import { writtenLinks, type PageLink } from '@/lib/i18n/links';
import { deityMessages } from '@/lib/i18n/messages/deity';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { pageLanguage } from '@/lib/i18n/page-language';
import type { Language } from '@/lib/pages/kinds.mjs';
import { deityArt } from '@/lib/ui/emblems';
import { scriptLang } from '@/lib/ui/script-lang';
import { DeityImage } from './deity-image';

/** A deity's card as a page in some language shows it: its texts in that language where written (else marked English), and where it links. */
export interface ShownDeityCard {
  /** The card as the database gives it (English): the emblem and the saved favourite are drawn from it. */
  english: DeityCardData;
  /** The card in the page's language: its name in the page's script, the Latin name as `sanskrit_name`. */
  shown: DeityCardData;
  /** The description and the region are the English ones, on a page in another language. */
  englishDescription: boolean;
  englishRegion: boolean;
  link: PageLink;
}

/** Deities' cards (as the database gives them, in English) as a page in `lang` shows them. */
export async function deityCardsShown(lang: Language, cards: DeityCardData[]): Promise<ShownDeityCard[]> {
  const [shown, link] = await Promise.all([deityCardsIn(lang, cards), writtenLinks(lang, 'deity')]);
  return cards.map((english, i) => {
    const card = shown[i]!;
    const other = lang !== 'en';
    return {
      english,
      shown: card,
      englishDescription: other && card.description === english.description,
      englishRegion: other && card.region_name === english.region_name,
      link: link(english.id, `/deity/${english.id}`),
    };
  });
}

/** Image or emblem, name, favorite toggle, description clamped to two lines, region, 'Learn More'. */
export function DeityCard({ card, headingLevel = 3 }: { card: ShownDeityCard; headingLevel?: 2 | 3 }) {
  const lang = pageLanguage();
  const t = deityMessages[lang];
  const { shown: deity, english, link } = card;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col rounded-xl border border-saffron-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <DeityImage name={deity.name} imageUrl={deity.image_url} art={deityArt(english)} size={64} className="rounded-lg" />
        <div className="min-w-0 flex-1">
          <Heading className="text-lg font-semibold break-words text-maroon-900">{deity.name}</Heading>
          {deity.sanskrit_name ? (
            <p className="text-base break-words text-muted" lang={scriptLang(deity.sanskrit_name)}>
              {deity.sanskrit_name}
            </p>
          ) : null}
        </div>
        <FavoriteButton deity={favoriteSnapshot(english)} texts={favoriteButtonTexts(lang, deity.name)} />
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-ink" lang={card.englishDescription ? 'en' : undefined}>
        {deity.description}
      </p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <span className="rounded-full bg-saffron-100 px-3 py-1 text-xs font-medium text-saffron-800" lang={card.englishRegion ? 'en' : undefined}>
          {deity.region_name}
        </span>
        <Link
          href={link.href}
          hrefLang={link.english ? 'en' : undefined}
          className="rounded-md px-2 py-1 text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline"
        >
          {t.card.learnMore}
          {link.english ? layoutMessages[lang].inEnglish : null}
          <span className="sr-only">{t.card.about(deity.name)}</span>
        </Link>
      </div>
    </article>
  );
}

/** Deities' cards (as the database gives them) in the page's language. */
export async function DeityGrid({ deities, headingLevel }: { deities: DeityCardData[]; headingLevel?: 2 | 3 }) {
  const cards = await deityCardsShown(pageLanguage(), deities);
  return <DeityCardList cards={cards} headingLevel={headingLevel} />;
}

/** Cards already made for the page (deityCardsShown), in the order given. */
export function DeityCardList({ cards, headingLevel }: { cards: ShownDeityCard[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.english.id} className="min-w-0">
          <DeityCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
