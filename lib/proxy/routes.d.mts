export const ROUTE_HEADER: string;
export const routeRewrites: { source: string; has: { type: 'header'; key: string; value: string }[]; destination: string }[];
export const plumbingPrefixes: readonly string[];
