import Link from 'next/link';
import { MAP_ATTRIBUTION, MAP_HEIGHT, MAP_STATE_LINES, MAP_WIDTH, onMap, osmUrl, project } from '@/lib/map/india';
import { isSpellingOf } from '@/lib/map/spelling';

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

/** "Bilara, Jodhpur district, Rajasthan": the shrine's place as the data gives it. */
export function placeLine(t: Pick<MapShrine, 'town' | 'district' | 'state' | 'country'>): string {
  return [t.town, t.district && t.district !== t.town ? `${t.district} district` : '', t.state, t.country !== 'India' ? t.country : '']
    .filter(Boolean)
    .join(', ');
}

/** What the map point is, in a reader's words: the shrine, or the town or district town whose point it is. */
export function precisionText(t: Pick<MapShrine, 'precision' | 'located_as' | 'town'>): string {
  // the map's own spelling of the place, said so when it differs from the source's
  const spelled = isSpellingOf(t.located_as, t.town) ? ` (spelled ${t.located_as} on the map)` : '';
  switch (t.precision) {
    case 'shrine':
      return "the shrine's own location";
    case 'town':
      return spelled ? `the town of ${t.town}${spelled}` : `the town of ${t.located_as}`;
    case 'area':
      return spelled ? `an approximate point for the area of ${t.town}${spelled}` : `an approximate point for the area of ${t.located_as}`;
    case 'district':
      return `the district town of ${t.located_as}; ${t.town} itself is not yet on the map`;
    default:
      return 'not yet placed on the map';
  }
}

/** A search on OpenStreetMap for a place not yet on our map: its town, district and state as the sources give them. */
export function osmSearchUrl(t: Pick<MapShrine, 'town' | 'district' | 'state' | 'country'>): string {
  const query = [t.town, t.district, t.state, t.country].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/**
 * India's states with shrines as dots, drawn on the server (no tile server, no script), and
 * beside it the same shrines as a list, each with its OpenStreetMap link: the list is what
 * screen readers and text browsers read. `current` is drawn larger.
 */
export function ShrineMap({ shrines, current, label, list = true }: { shrines: MapShrine[]; current?: string; label: string; list?: boolean }) {
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
                {shared(s) > 1
                  ? `${shared(s)} shrines at this point, ${placeLine(s)}`
                  : `${s.name}${s.deityName ? ` (${s.deityName})` : ''}: ${placeLine(s)}`}
              </title>
            </circle>
          ))}
        </svg>
        <figcaption className="mt-1 text-xs text-muted">
          {`${drawn.length} of ${shrines.length} ${shrines.length === 1 ? 'shrine' : 'shrines'} on the map`}
          {points < drawn.length ? `, at ${points} ${points === 1 ? 'point' : 'points'}: shrines placed at one town's point are one dot` : ''}
          {`. ${MAP_ATTRIBUTION}; ${MAP_STATE_LINES} Places: GeoNames (CC BY 4.0).`}
        </figcaption>
      </div>
      {list ? (
        <ul className="min-w-0 space-y-2 text-sm break-words" aria-label={`${label}: list`}>
          {shrines.map((s) => (
            <li key={s.id}>
              {s.id === current ? (
                <span className="font-semibold">{s.name}</span>
              ) : (
                <Link href={`/temple/${s.id}`} className="font-semibold text-saffron-800 underline-offset-4 hover:underline">
                  {s.name}
                </Link>
              )}
              {s.deityName ? <span className="text-muted">{` (${s.deityName})`}</span> : null}
              <span className="block text-muted">{placeLine(s)}</span>
              {s.lat !== null && s.lon !== null ? (
                <span className="block">
                  <a href={osmUrl(s.lat, s.lon)} className="text-saffron-800 underline underline-offset-4" rel="external">
                    {`OpenStreetMap at ${s.lat.toFixed(4)}, ${s.lon.toFixed(4)}`}
                  </a>
                  <span className="text-muted">{` (${precisionText(s)}${shared(s) > 1 ? `, shared with ${shared(s) - 1} more ${shared(s) === 2 ? 'shrine' : 'shrines'}` : ''})`}</span>
                </span>
              ) : (
                <span className="block text-muted">
                  {'Not yet placed on the map. '}
                  <a href={osmSearchUrl(s)} className="text-saffron-800 underline underline-offset-4" rel="external">
                    Search OpenStreetMap for the place
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
