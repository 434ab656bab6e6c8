import { PageLink } from '@/components/ui/page-link';
import { namesIn, shrineName, type Names } from '@/lib/i18n/content';
import { englishIn } from '@/lib/i18n/english';
import { shrineMessages } from '@/lib/i18n/messages/shrine';
import { pageLanguage } from '@/lib/i18n/page-language';
import { MAP_ATTRIBUTION, MAP_HEIGHT, MAP_STATE_LINES, MAP_WIDTH, onMap, osmUrl, project } from '@/lib/map/india';
import { isSpellingOf } from '@/lib/map/spelling';
import type { Language } from '@/lib/pages/kinds.mjs';

export interface MapShrine {
  id: string;
  name: string;
  deityName?: string;
  town: string;
  district: string;
  state: string;
  country: string;
  lat: number | null;
  lon: number | null;
  precision: 'shrine' | 'town' | 'area' | 'district' | null;
  located_as: string;
}

type Place = Pick<MapShrine, 'town' | 'district' | 'state' | 'country'>;
type Located = Pick<MapShrine, 'precision' | 'located_as' | 'town'>;

/** "Bilara, Jodhpur district, Rajasthan": the shrine's place as the data gives it. */
export function placeLine(t: Place): string {
  return placeLineIn('en', null)(t);
}

/**
 * The shrine's place in a language: each name in the page's script where the names give one
 * (`names`), else as the data gives it, with the language's word for a district.
 */
export function placeLineIn(lang: Language, names: Names | null): (t: Place) => string {
  const place = (name: string) => (names ? names.show('place', name) : name);
  const t = shrineMessages[lang];
  return (p) =>
    [
      place(p.town),
      p.district && p.district !== p.town ? t.district(place(p.district)) : '',
      place(p.state),
      p.country !== 'India' ? countryIn(lang, names)(p.country) : '',
    ]
      .filter(Boolean)
      .join(', ');
}

/** A country's name in a language: the names file's, else the language's own word for it, else as the data gives it. */
export function countryIn(lang: Language, names: Names | null): (country: string) => string {
  return (country) => names?.of('place', country) ?? shrineMessages[lang].countries[country] ?? country;
}

/** What the map point is, in a reader's words: the shrine, or the town or district town whose point it is. */
export function precisionText(t: Located): string {
  return precisionIn('en', null)(t);
}

/** The same in a language (the town by its name in the page's script; the map's own spelling as the map writes it). */
export function precisionIn(lang: Language, names: Names | null): (t: Located) => string {
  return (t) =>
    shrineMessages[lang].point({
      precision: t.precision,
      // the map's own spelling of the place, said so when it differs from the source's
      spelled: isSpellingOf(t.located_as, t.town),
      town: names ? names.show('place', t.town) : t.town,
      located: t.located_as,
    });
}

/** A search on OpenStreetMap for a place not yet on our map: its town, district and state as the sources give them. */
export function osmSearchUrl(t: Place): string {
  const query = [t.town, t.district, t.state, t.country].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/**
 * India's states with shrines as dots, drawn on the server (no tile server, no script), and
 * beside it the same shrines as a list, each with its OpenStreetMap link: the list is what
 * screen readers and text browsers read. `current` is drawn larger. In the page's language:
 * the shrines' names (the names file's, else the English ones), their deities' names as given.
 */
export async function ShrineMap({ shrines, current, label, list = true }: { shrines: MapShrine[]; current?: string; label: string; list?: boolean }) {
  const lang = pageLanguage();
  const t = shrineMessages[lang].map;
  const names = await namesIn(lang);
  const placeOf = placeLineIn(lang, names);
  const precisionOf = precisionIn(lang, names);
  const nameOf = (s: MapShrine) => shrineName(names, s.name);
  const drawn = shrines
    .filter((s) => s.lat !== null && s.lon !== null)
    .map((s) => ({ s, p: project(s.lat!, s.lon!) }))
    .filter(({ p }) => onMap(p))
    .sort((a, b) => Number(a.s.id === current) - Number(b.s.id === current));
  // Shrines placed at one point (a district town's) are one dot, which says how many it holds.
  const atPoint = new Map<string, number>();
  for (const { s } of drawn) atPoint.set(`${s.lat},${s.lon}`, (atPoint.get(`${s.lat},${s.lon}`) ?? 0) + 1);
  const shared = (s: MapShrine) => atPoint.get(`${s.lat},${s.lon}`) ?? 1;
  const points = atPoint.size;
  return (
    <figure className="mt-4 grid gap-4 md:grid-cols-[minmax(0,22rem)_1fr]">
      <div>
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          className="h-auto w-full max-w-md rounded-lg border border-saffron-200 bg-sky-50"
          role="img"
          aria-label={label}
          data-testid="shrine-map"
        >
          <image href="/maps/india-states.svg" x="0" y="0" width={MAP_WIDTH} height={MAP_HEIGHT} />
          {/* plain dots: the links, OpenStreetMap's included, are in the list beside the map */}
          {drawn.map(({ s, p }) => (
            <circle
              key={s.id}
              cx={p.x.toFixed(1)}
              cy={p.y.toFixed(1)}
              r={s.id === current ? 9 : 5}
              fill={s.id === current ? '#7f1d1d' : '#b45309'}
              stroke="#fff"
              strokeWidth={s.id === current ? 2.5 : 1.5}
              data-shrine={s.id}
            >
              <title>
                {shared(s) > 1 ? t.atPoint(shared(s), placeOf(s)) : `${nameOf(s)}${s.deityName ? ` (${s.deityName})` : ''}: ${placeOf(s)}`}
              </title>
            </circle>
          ))}
        </svg>
        <figcaption className="mt-1 text-xs text-muted">
          {t.onMap(drawn.length, shrines.length)}
          {points < drawn.length ? t.points(points) : ''}
          {lang === 'en' ? t.credits(MAP_ATTRIBUTION, MAP_STATE_LINES) : t.credits(t.outline, t.lines)}
        </figcaption>
      </div>
      {list ? (
        <ul className="min-w-0 space-y-2 text-sm break-words" aria-label={t.list(label)}>
          {shrines.map((s) => (
            <li key={s.id}>
              {s.id === current ? (
                <span className="font-semibold" lang={englishIn(lang, nameOf(s))}>
                  {nameOf(s)}
                </span>
              ) : (
                <PageLink path={`/temple/${s.id}`} className="font-semibold text-saffron-800 underline-offset-4 hover:underline">
                  <span lang={englishIn(lang, nameOf(s))}>{nameOf(s)}</span>
                </PageLink>
              )}
              {s.deityName ? <span className="text-muted">{` (${s.deityName})`}</span> : null}
              <span className="block text-muted">{placeOf(s)}</span>
              {s.lat !== null && s.lon !== null ? (
                <span className="block">
                  <a href={osmUrl(s.lat, s.lon)} className="text-saffron-800 underline underline-offset-4" rel="external">
                    {t.osmAt(s.lat.toFixed(4), s.lon.toFixed(4))}
                  </a>
                  <span className="text-muted">{` (${precisionOf(s)}${shared(s) > 1 ? t.shared(shared(s) - 1) : ''})`}</span>
                </span>
              ) : (
                <span className="block text-muted">
                  {t.notPlaced}
                  <a href={osmSearchUrl(s)} className="text-saffron-800 underline underline-offset-4" rel="external">
                    {t.search}
                  </a>
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
