import { CommunityNotFound } from '@/components/community/community-not-found';
import { DeityNotFound } from '@/components/deity/deity-not-found';
import { ErrorPage } from '@/components/layout/error-page';
import { CategoryNotFound } from '@/components/prayer/category-not-found';
import { PrayerNotFound } from '@/components/prayer/prayer-not-found';
import { SurnameNotFound } from '@/components/surname/surname-not-found';
import { TempleNotFound } from '@/components/temple/temple-not-found';
import { decodedSlug } from '@/components/surname/surname-page';
import { missingSection } from '@/lib/proxy/routes.mjs';
import { firstParam } from '@/lib/validation/params';
import { cleanLine, cut } from '@/lib/validation/text';

// A section's "not found" page, which proxy.ts shows with status 404 at every address that
// is not one of the section's pages (/deity/no-such-deity, /surname/zzqxvw...). Rendered per
// request, from no data. The pages themselves cannot show it: Next.js answers notFound() in
// a cached page with an empty document whose text only scripts can show, which visitors
// without JavaScript, link previews and crawlers never see. Its title is set in not-found.tsx
// (Next.js takes a 404's metadata from there).
export const dynamic = 'force-dynamic';

type Params = Promise<{ section: string; slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function MissingPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { section: raw, slug } = await params;
  switch (missingSection(raw)) {
    case 'deity':
      return <DeityNotFound />;
    case 'aarti':
      return <PrayerNotFound kind="aarti" />;
    case 'mantra':
      return <PrayerNotFound kind="mantra" />;
    case 'category':
      return <CategoryNotFound />;
    case 'community':
      return <CommunityNotFound />;
    case 'temple':
      return <TempleNotFound />;
    case 'surname':
      return <SurnameNotFound slug={decodedSlug(slug)} region={cut(cleanLine(firstParam((await searchParams).region)), 100)} />;
    default:
      // Rendered, not notFound(): this page is dynamic, and Next.js would send an empty document.
      return <ErrorPage detail="404 Not Found: the page you asked for does not exist." />;
  }
}
