import { DeityAartiLink } from '@/components/prayer/deity-aarti-link';
import { CardShrines } from '@/components/shrine/card-shrines';
import { SourceLink } from '@/components/ui/source-link';
import { ConfidenceBadge, SourceBadge } from '@/components/surname/answer-parts';
import { SourceQuote } from '@/components/surname/answer-summary';
import { enAttr, Marked, PageLinkTo } from '@/components/surname/lang-parts';
import type { Association } from '@/lib/data/surnames';
import { listIn, textIn, translationsOf } from '@/lib/data/languages';
import { notRecorded, type Narrowing } from '@/lib/ui/surname-answer';
import { pageKit, type SurnameKit, type SurnameTexts } from '@/lib/ui/surname-language';
import { scriptLang } from '@/lib/ui/script-lang';
import { AnswerTrail } from '@/components/family-word/answer-trail';
import { getAssociationTrails, type AssociationTrail } from '@/lib/data/family-word';
import { associationKeyOf } from '@/lib/validation/family-word';

/**
 * The place a row's source gives, for a row that points to no shrine; '' for one that does: its
 * place is the shrine's, which the card names above (never shown as where the families live).
 * `show` gives each place's name as the page shows it.
 */
export function sourcePlace(
  a: Pick<Association, 'town_village' | 'state_province' | 'country' | 'shrine_id'>,
  show: (place: string) => string = (p) => p,
): string {
  if (a.shrine_id) return '';
  return [a.town_village !== 'various' ? a.town_village : '', a.state_province, a.country].filter(Boolean).map(show).join(', ');
}

/**
 * The rows of one deity card that read the same way (one source, kind, confidence and place):
 * one line naming all their gotras, so a community listed gotra by gotra is not one card each.
 */
function sourceLines(items: Association[]) {
  const lines = new Map<string, { first: Association; gotras: string[]; rows: Association[] }>();
  for (const a of items) {
    const key = [a.source_url, a.source_label, a.source, a.confidence_level, sourcePlace(a), a.subclan_of, a.scope, a.community].join('|');
    const line = lines.get(key) ?? { first: a, gotras: [], rows: [] };
    if (a.gotra && !line.gotras.includes(a.gotra)) line.gotras.push(a.gotra);
    line.rows.push(a);
    lines.set(key, line);
  }
  return [...lines.values()];
}

const keyOf = (a: Association) => associationKeyOf({ surname: a.surname, community: a.community, gotra: a.gotra, deity_id: a.deity.id });

/** Families' word on a line's associations together: their confirmations summed, their regions and history merged. */
function lineTrail(rows: Association[], trails: Record<string, AssociationTrail>): AssociationTrail | undefined {
  const own = rows.map((r) => trails[keyOf(r)]).filter((t): t is AssociationTrail => t !== undefined);
  if (!own.length) return undefined;
  return {
    confirmed: own.reduce((n, t) => n + t.confirmed, 0),
    regions: [...new Set(own.flatMap((t) => t.regions))].sort(),
    history: own.flatMap((t) => t.history).sort((a, b) => a.on.localeCompare(b.on)),
  };
}

/** A deity's facts and description as the page's language has them: on another language's page only what is written in it. */
async function deityTexts(kit: SurnameKit, d: Association['deity']) {
  if (kit.lang === 'en') {
    return {
      description: d.description,
      facts: [
        ['type', d.type_name ?? ''],
        ['attributes', d.attributes.join(', ')],
        ['symbols', d.symbols.join(', ')],
        ['festivals', d.festivals.join(', ')],
        ['worship', d.worship_methods.join(', ')],
      ] as const,
    };
  }
  const [texts, reference] = await Promise.all([translationsOf(kit.lang, 'deity', [d.id]), kit.reference()]);
  const own = texts[d.id];
  // A list is shown only when every one of its items is written in the language.
  const all = (names: (string | null)[]) => (names.every(Boolean) ? names.join(', ') : '');
  return {
    description: own ? textIn(own, 'description', '') : '',
    facts: [
      ['type', reference.type(d.type) ?? ''],
      [
        'attributes',
        own
          ? all(
              listIn(
                own,
                'attributes',
                d.attributes.map(() => ''),
              ),
            )
          : '',
      ],
      [
        'symbols',
        own
          ? all(
              listIn(
                own,
                'symbols',
                d.symbols.map(() => ''),
              ),
            )
          : '',
      ],
      ['festivals', all(d.festivals.map(reference.festival))],
      ['worship', all(d.worship_methods.map(reference.worship))],
    ] as const,
  };
}

async function Facts({ facts }: { facts: Awaited<ReturnType<typeof deityTexts>>['facts'] }) {
  const { t } = await pageKit();
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term}>
            <dt className="font-semibold text-muted">{t.facts[term]}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** One line of "Where this comes from": gotras, place, whose row it is, the source and how sure. */
async function SourceLine({
  a,
  gotras,
  narrowing,
  texts,
  trail,
}: {
  a: Association;
  gotras: string[];
  narrowing: Narrowing;
  texts: SurnameTexts;
  trail: AssociationTrail | undefined;
}) {
  const kit = await pageKit();
  const { t, lang } = kit;
  const place = sourcePlace(a, kit.place);
  const unrecorded = notRecorded(a, narrowing);
  const shownGotras = lang === 'en' ? gotras : gotras.map(kit.gotra).sort(kit.compare);
  return (
    <li className="rounded-lg bg-saffron-50 p-3 text-sm">
      {a.scope === 'family' ? (
        <p className="font-semibold text-maroon-900">
          <Marked lang={lang} text={t.oneFamily(kit.community(a.community))} />
        </p>
      ) : null}
      {shownGotras.length ? (
        <p className="text-ink">
          <span className="font-semibold">{`${t.gotraTerm(shownGotras.length)}:`}</span> <Marked lang={lang} text={shownGotras.join(', ')} />
        </p>
      ) : null}
      {place ? (
        <p className="text-ink">
          <span className="font-semibold">{t.placeGiven}</span> <Marked lang={lang} text={place} />
        </p>
      ) : null}
      {a.subclan_of ? (
        <p className="text-ink">
          <Marked lang={lang} text={t.subclanOf(lang === 'en' ? a.subclan_of : kit.surname(a.subclan_of))} />
        </p>
      ) : null}
      {unrecorded.length ? <p className="font-semibold text-saffron-800">{unrecorded.map((u) => t.unrecorded[u]).join('; ')}</p> : null}
      {/* An inferred row rests on a rule its source gives for the whole community, not on this surname. */}
      {a.source === 'inferred' ? <p className="text-ink">{t.inferred(kit.deity(a.deity.id, a.deity.name))}</p> : null}
      <SourceQuote texts={texts} url={a.source_url} about={[a.deity.id]} />
      <p className="text-ink">
        <span className="font-semibold">{t.source}</span>{' '}
        <span {...enAttr(lang)}>
          <SourceLink url={a.source_url} label={a.source_label} />
        </span>
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t.sourceAndConfidence}>
        <li>
          <SourceBadge source={a.source} />
        </li>
        <li>
          <ConfidenceBadge level={a.confidence_level} />
        </li>
      </ul>
      <AnswerTrail about={{ surname: a.surname, community: a.community, gotra: a.gotra, deityId: a.deity.id }} trail={trail} />
    </li>
  );
}

/**
 * One deity of one community: what the deity is, then every gotra, place and source it covers.
 * On a page in another language: the deity's name in its script, its description and facts only
 * where they are written in the language, and its page in the language when it is written in it.
 */
export async function DeityCard({ items, narrowing, texts }: { items: Association[]; narrowing: Narrowing; texts: SurnameTexts }) {
  const kit = await pageKit();
  const { t, lang } = kit;
  const d = items[0]!.deity;
  const name = kit.deity(d.id, d.name);
  // The second line: the native name on English pages; the English name on the others.
  const second = lang === 'en' ? d.sanskrit_name : d.name !== name ? d.name : '';
  const { description, facts } = await deityTexts(kit, d);
  const trails = await getAssociationTrails(items.map(keyOf), `deity:${d.id}`);
  return (
    <article data-deity-card={d.id} className="min-w-0 rounded-xl border border-saffron-200 bg-white p-5 break-words shadow-sm">
      <h3 className="text-xl font-semibold text-maroon-900">{name}</h3>
      {second ? (
        <p className="text-lg text-saffron-800" lang={lang === 'en' ? scriptLang(second) : 'en'}>
          {second}
        </p>
      ) : null}
      <CardShrines items={items} />
      {description ? <p className="mt-2 text-ink">{description}</p> : null}
      <Facts facts={facts} />
      <h4 className="mt-4 text-sm font-semibold tracking-wide text-muted uppercase">{t.whereFrom}</h4>
      <ul className="mt-2 space-y-3">
        {sourceLines(items).map(({ first, gotras, rows }) => (
          <SourceLine key={first.id} a={first} gotras={gotras} narrowing={narrowing} texts={texts} trail={lineTrail(rows, trails)} />
        ))}
      </ul>
      <DeityAartiLink deityId={d.id} name={name} />
      <PageLinkTo
        to={kit.page('deity', d.id, `/deity/${d.id}`)}
        inEnglish={kit.inEnglish}
        className="mt-3 inline-block font-semibold text-saffron-700 underline-offset-4 hover:underline"
      >
        {t.learnMore(name)}
      </PageLinkTo>
    </article>
  );
}
