import { ErrorPage } from '@/components/layout/error-page';
import { notFoundPages } from '@/components/page-kinds';
import { errorPageMessages } from '@/lib/i18n/messages/errors';
import { decodedSlug } from '@/components/surname/surname-page';
import { slugKind } from '@/lib/pages/kinds.mjs';
import { firstParam } from '@/lib/validation/params';
import { cleanLine, cut } from '@/lib/validation/text';
import { languageOf } from '@/lib/i18n/page-language';

// A kind's "not found" page, which proxy.ts shows with status 404 at every address that is not
// one of the kind's pages (/deity/no-such-deity, /surname/zzqxvw...). Rendered per request, from
// no data but the address. The pages themselves cannot show it: Next.js answers notFound() in a
// cached page with an empty document whose text only scripts can show, which visitors without
// JavaScript, link previews and crawlers never see. Its title is set in not-found.tsx (Next.js
// takes a 404's metadata from there).
export const dynamic = 'force-dynamic';

type Params = Promise<{ lang: string; section: string; slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function MissingPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { lang, section, slug } = await languageOf(params);
  const kind = slugKind(section);
  // Rendered, not notFound(): this page is dynamic, and Next.js would send an empty document.
  if (!kind) return <ErrorPage lang={lang} detail={errorPageMessages[lang].notFound} />;
  return notFoundPages[kind].page({ slug: decodedSlug(slug), region: cut(cleanLine(firstParam((await searchParams).region)), 100) });
}
