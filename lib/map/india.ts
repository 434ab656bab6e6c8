import india from '@svg-maps/india';

/**
 * India's states as one SVG, drawn on the server from @svg-maps/india (MapSVG's map of India,
 * CC BY 4.0; see data/SOURCES.md). Its outer border is India's as the Survey of India draws it
 * (all of Jammu and Kashmir with Ladakh, and Arunachal Pradesh). Its state lines are older than
 * 2019 (Ladakh is drawn within Jammu and Kashmir).
 */
export const MAP_WIDTH = 612;
export const MAP_HEIGHT = 696;
export const MAP_ATTRIBUTION = 'Outline of India and its states: MapSVG (@svg-maps/india), CC BY 4.0';
/** Said under every map: the outline's state lines are those before 2019, while its outer border is India's own. */
export const MAP_STATE_LINES =
  "India's border as the Survey of India draws it; the state lines are those before 2019 (Ladakh is drawn within Jammu and Kashmir).";

export interface StateShape {
  id: string;
  name: string;
  path: string;
}

/** The state outlines, with coordinates rounded to a tenth of a unit (a fraction of a pixel). */
export const STATES: StateShape[] = (india as { locations: { id: string; name: string; path: string }[] }).locations.map((l) => ({
  id: l.id,
  name: l.name,
  path: l.path.replace(/-?\d*\.?\d+(?:e-?\d+)?/g, (n) => String(Math.round(Number(n) * 10) / 10)),
}));

/**
 * Longitude and latitude to the map's units. The map is a Mercator projection whose scale and
 * offset the package does not state: they were fitted so that 2,433 GeoNames towns of 31 states
 * fall inside their own state on this outline (93% do; the rest lie within a few units of it,
 * mostly on coasts and borders). lib/map/india.test.ts checks towns against their states.
 */
export function project(lat: number, lon: number): { x: number; y: number } {
  const lam = (lon * Math.PI) / 180;
  const merc = Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return { x: -1404.696 + 1182.218 * lam + 6.023 * merc, y: 860.413 - 17.021 * lam - 1195.015 * merc };
}

/** Whether a point falls on the map's canvas. */
export function onMap(p: { x: number; y: number }): boolean {
  return p.x >= 0 && p.x <= MAP_WIDTH && p.y >= 0 && p.y <= MAP_HEIGHT;
}

/** The whole outline as a standalone SVG document (served at /maps/india-states.svg). */
export function outlineSvg(): string {
  const paths = STATES.map((s) => `<path id="${s.id}" d="${s.path}"><title>${s.name}</title></path>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">` +
    `<g fill="#fdf3e1" stroke="#9a6b3a" stroke-width="0.6" stroke-linejoin="round">${paths}</g></svg>`
  );
}

/** OpenStreetMap at a point. */
export function osmUrl(lat: number, lon: number, zoom = 13): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/** A state's outline as polygons (the path's subpaths: relative moves and lines, closed). */
export function polygons(path: string): [number, number][][] {
  const tokens = path.match(/[mMlLzZ]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const rings: [number, number][][] = [];
  let ring: [number, number][] = [];
  let cmd = 'm';
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i]!;
    if (/[a-zA-Z]/.test(t)) {
      cmd = t;
      i++;
      if (t === 'z' || t === 'Z') {
        if (ring.length) rings.push(ring);
        ring = [];
        [x, y] = [sx, sy];
      }
      continue;
    }
    const dx = Number(t);
    const dy = Number(tokens[i + 1]);
    i += 2;
    const relative = cmd === 'm' || cmd === 'l';
    [x, y] = relative ? [x + dx, y + dy] : [dx, dy];
    if (cmd === 'm' || cmd === 'M') {
      if (ring.length) rings.push(ring);
      ring = [];
      [sx, sy] = [x, y];
      cmd = cmd === 'm' ? 'l' : 'L';
    }
    ring.push([x, y]);
  }
  if (ring.length) rings.push(ring);
  return rings;
}

const shapes = new Map<string, [number, number][][]>();

/** How far (in map units) a point is from a state's outline: 0 inside it. */
export function distanceToState(stateName: string, p: { x: number; y: number }): number {
  const state = STATES.find((s) => s.name.toLowerCase() === stateName.toLowerCase());
  if (!state) return Number.POSITIVE_INFINITY;
  let rings = shapes.get(state.id);
  if (!rings) {
    rings = polygons(state.path);
    shapes.set(state.id, rings);
  }
  let inside = false;
  let best = Number.POSITIVE_INFINITY;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) inside = !inside;
      const len = (xj - xi) ** 2 + (yj - yi) ** 2;
      const k = len ? Math.max(0, Math.min(1, ((p.x - xi) * (xj - xi) + (p.y - yi) * (yj - yi)) / len)) : 0;
      best = Math.min(best, Math.hypot(p.x - (xi + k * (xj - xi)), p.y - (yi + k * (yj - yi))));
    }
  }
  return inside ? 0 : best;
}
