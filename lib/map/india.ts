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

export interface StateShape {
  id: string;
  name: string;
  path: string;
}

/** The state outlines, with coordinates rounded to a tenth of a unit (a fraction of a pixel). */
export const STATES: StateShape[] = (india as { locations: { id: string; name: string; path: string }[] }).locations.map((l) => ({
  id: l.id,
  name: l.name,
  path: l.path.replace(/-?\d+\.\d+(?:e-?\d+)?/g, (n) => String(Math.round(Number(n) * 10) / 10)),
}));

/**
 * Longitude and latitude to the map's units. The map is a Mercator projection whose scale and
 * offset the package does not state; they were fitted to the westmost, eastmost, northmost and
 * southmost points of 29 states against a longitude-latitude outline of the same states (median
 * error 0.4 units, about 2 km). lib/map/india.test.ts checks known towns fall inside their states.
 */
export function project(lat: number, lon: number): { x: number; y: number } {
  const lam = (lon * Math.PI) / 180;
  const merc = Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return { x: 1198.979 * lam - 0.397 * merc - 1425.776, y: 1.018 * lam - 1275.683 * merc + 846.075 };
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
