export const ROUTE_HEADER: string;
export const missingSections: readonly ['deity', 'aarti', 'mantra', 'category', 'surname', 'community', 'temple'];
export type MissingSection = (typeof missingSections)[number];
export function missingSection(value: string): MissingSection | null;
export const routeRewrites: { source: string; has: { type: 'header'; key: string; value: string }[]; destination: string }[];
