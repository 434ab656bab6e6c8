import { NextResponse, type NextRequest } from 'next/server';

/**
 * One canonical URL per surname: /surname/{lower-case-with-hyphens}. Other casings and
 * spacings (/surname/Patel, /surname/de%20souza) answer 301 to it, keeping the query.
 * Pure string work, so it costs nothing on the way to cached pages.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const raw = pathname.slice('/surname/'.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return NextResponse.next();
  }
  const canonical = decoded
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!canonical || canonical === decoded) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `/surname/${canonical}`;
  return NextResponse.redirect(url, 301);
}

export const config = {
  matcher: '/surname/:surname+',
};
