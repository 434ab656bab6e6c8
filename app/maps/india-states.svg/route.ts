import { outlineSvg } from '@/lib/map/india';

// The outline every shrine map draws its dots on: one static file the browser caches, rather
// than the same large paths inline in every page that shows a map.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(outlineSvg(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800',
    },
  });
}
