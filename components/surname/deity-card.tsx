import Link from 'next/link';
import { DeityAartiLink } from '@/components/prayer/deity-aarti-link';
import { CardShrines } from '@/components/temple/card-shrines';
import { SourceLink } from '@/components/ui/source-link';
import { ConfidenceBadge, SourceBadge } from '@/components/surname/answer-parts';
import type { Association } from '@/lib/data/surnames';
import { notRecorded, type Narrowing } from '@/lib/ui/surname-answer';
import { scriptLang } from '@/lib/ui/script-lang';

/**
 * The place a row's source gives, for a row that points to no shrine; '' for one that does: its
 * place is the shrine's, which the card names above (never shown as where the families live).
 */
export function sourcePlace(a: Pick<Association, 'town_village' | 'state_province' | 'country' | 'temple_id'>): string {
  if (a.temple_id) return '';
  return [a.town_village !== 'various' ? a.town_village : '', a.state_province, a.country].filter(Boolean).join(', ');
}

/**
 * The rows of one deity card that read the same way (one source, kind, confidence and place):
 * one line naming all their gotras, so a community listed gotra by gotra is not one card each.
 */
function sourceLines(items: Association[]) {
  const lines = new Map<string, { first: Association; gotras: string[] }>();
  for (const a of items) {
    const key = [a.source_url, a.source_label, a.source, a.confidence_level, sourcePlace(a), a.subclan_of, a.scope, a.community].join('|');
    const line = lines.get(key) ?? { first: a, gotras: [] };
    if (a.gotra && !line.gotras.includes(a.gotra)) line.gotras.push(a.gotra);
    lines.set(key, line);
  }
  return [...lines.values()];
}

function Facts({ deity: d }: { deity: Association['deity'] }) {
  const facts: [string, string][] = [
    ['Type', d.type_name ?? ''],
    ['Attributes', d.attributes.join(', ')],
    ['Symbols', d.symbols.join(', ')],
    ['Festivals', d.festivals.join(', ')],
    ['Worship', d.worship_methods.join(', ')],
  ];
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term}>
            <dt className="font-semibold text-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** One line of "Where this comes from": gotras, place, whose row it is, the source and how sure. */
function SourceLine({ a, gotras, narrowing }: { a: Association; gotras: string[]; narrowing: Narrowing }) {
  const place = sourcePlace(a);
  const unrecorded = notRecorded(a, narrowing);
  return (
    <li className="rounded-lg bg-saffron-50 p-3 text-sm">
      {a.scope === 'family' ? (
        <p className="font-semibold text-maroon-900">{`One family's: ${a.community}. Other families of the name may keep another.`}</p>
      ) : null}
      {gotras.length ? (
        <p className="text-ink">
          <span className="font-semibold">{gotras.length === 1 ? 'Gotra' : 'Gotras'}:</span> {gotras.join(', ')}
        </p>
      ) : null}
      {place ? (
        <p className="text-ink">
          <span className="font-semibold">Place the source gives:</span> {place}
        </p>
      ) : null}
      {a.subclan_of ? <p className="text-ink">{`Listed as a sub-clan name of the ${a.subclan_of} clan.`}</p> : null}
      {unrecorded.length ? <p className="font-semibold text-saffron-800">{unrecorded.join('; ')}</p> : null}
      {/* An inferred row rests on a rule its source gives for the whole community, not on this surname. */}
      {a.source === 'inferred' ? (
        <p className="text-ink">{"We applied the community's rule to this surname: no source names this surname with her."}</p>
      ) : null}
      <p className="text-ink">
        <span className="font-semibold">Source:</span> <SourceLink url={a.source_url} label={a.source_label} />
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Source and confidence">
        <li>
          <SourceBadge source={a.source} />
        </li>
        <li>
          <ConfidenceBadge level={a.confidence_level} />
        </li>
      </ul>
    </li>
  );
}

/** One deity of one community: what the deity is, then every gotra, place and source it covers. */
export function DeityCard({ items, narrowing }: { items: Association[]; narrowing: Narrowing }) {
  const d = items[0]!.deity;
  return (
    <article data-deity-card={d.id} className="min-w-0 rounded-xl border border-saffron-200 bg-white p-5 break-words shadow-sm">
      <h3 className="text-xl font-semibold text-maroon-900">{d.name}</h3>
      {d.sanskrit_name ? (
        <p className="text-lg text-saffron-800" lang={scriptLang(d.sanskrit_name)}>
          {d.sanskrit_name}
        </p>
      ) : null}
      <CardShrines items={items} />
      <p className="mt-2 text-ink">{d.description}</p>
      <Facts deity={d} />
      <h4 className="mt-4 text-sm font-semibold tracking-wide text-muted uppercase">Where this comes from</h4>
      <ul className="mt-2 space-y-3">
        {sourceLines(items).map(({ first, gotras }) => (
          <SourceLine key={first.id} a={first} gotras={gotras} narrowing={narrowing} />
        ))}
      </ul>
      <DeityAartiLink deityId={d.id} name={d.name} />
      <Link href={`/deity/${d.id}`} className="mt-3 inline-block font-semibold text-saffron-700 underline-offset-4 hover:underline">
        Learn more about {d.name}
      </Link>
    </article>
  );
}
