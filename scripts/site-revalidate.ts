// Asks the running site (NEXT_PUBLIC_SITE_URL, default http://localhost:3000) to render again
// the cached pages that read the named data, through POST /api/revalidate with
// KULDEVTA_REVALIDATE_SECRET.
export type RevalidateBody = { all: true } | { tags: string[] };

export const revalidateSecret = () => process.env.KULDEVTA_REVALIDATE_SECRET || undefined;
export const siteUrl = () => process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000';

export async function revalidateOnSite(body: RevalidateBody, secret: string): Promise<Response> {
  return fetch(new URL('/api/revalidate', siteUrl()), {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}
