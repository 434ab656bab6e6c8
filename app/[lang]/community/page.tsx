import type { Metadata } from 'next';
import Link from 'next/link';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { PageLink } from '@/components/ui/page-link';
import { listCommunities } from '@/lib/data/communities';
import { communityName, namesIn } from '@/lib/i18n/content';
import { englishIn } from '@/lib/i18n/english';
import { compareIn } from '@/lib/i18n/format';
import { communityMessages, termIn } from '@/lib/i18n/messages/community';
import { inLanguage, languageCodes } from '@/lib/pages/kinds.mjs';
import { breadcrumbList, collectionPage, graph, itemList } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { communityPath, FIND_KULDEVI_PATH } from '@/lib/urls/community';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { languagesOf } from '@/lib/i18n/static-params';

export function generateStaticParams() {
  return languagesOf('/community');
}

// The list of community pages: cached like them, refreshed with them.
export const revalidate = 86400;

const PATH = '/community';

export async function generateMetadata({ params }: { params: LanguageParams }): Promise<Metadata> {
  const { lang } = await languageOf(params);
  const t = communityMessages[lang].list;
  return pageMetadata({ title: t.name, description: t.description, path: PATH, lang, languages: languageCodes });
}

export default async function CommunitiesPage({ params }: { params: LanguageParams }) {
  const { lang } = await languageOf(params);
  const t = communityMessages[lang];
  const [english, names] = await Promise.all([listCommunities(), namesIn(lang)]);
  // Each community by its name in the page's script, in the language's order (English keeps the database's).
  const communities = english.map((c) => ({ ...c, shown: communityName(lang, names, c) }));
  if (lang !== 'en') communities.sort((a, b) => compareIn(lang)(a.shown, b.shown));
  return (
    <>
      <LanguageSwitch path={PATH} available={languageCodes} />
      <div className="mx-auto max-w-5xl px-4 py-8">
        <JsonLd
          data={graph(
            breadcrumbList([
              { name: t.home, path: '/' },
              { name: t.communities, path: PATH },
            ]),
            collectionPage(
              { name: t.list.name, description: t.list.description, path: PATH },
              itemList(
                t.communities,
                communities.map((c) => ({ name: c.shown, path: communityPath(c.slug) })),
              ),
            ),
          )}
        />
        <Breadcrumbs separator="/" items={[{ name: t.home, path: inLanguage(lang, '/') }, { name: t.communities }]} />
        <h1 className="mt-6 text-3xl font-bold text-maroon-900 sm:text-4xl">{t.list.name}</h1>
        <p className="mt-3 max-w-3xl text-lg text-ink">{t.list.intro}</p>
        <p className="mt-2">
          <Link href={inLanguage(lang, FIND_KULDEVI_PATH)} className="font-semibold text-saffron-700 underline underline-offset-2">
            {t.findKuldevi}
          </Link>
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {communities.map((c) => {
            const also = c.also_called.map((a) => names.show('community', a)).filter((a) => lang === 'en' || a !== c.shown);
            return (
              <li key={c.slug} className="min-w-0 rounded-xl border border-saffron-200 bg-white p-4 break-words shadow-sm">
                <h2 className="text-lg font-semibold text-maroon-900">
                  <PageLink path={communityPath(c.slug)} className="hover:underline">
                    <span lang={englishIn(lang, c.shown)}>{c.shown}</span>
                  </PageLink>
                </h2>
                <p className="text-sm text-muted">
                  {t.list.card(c.surnames, termIn(lang, c.surname_term), c.deities, c.division ? termIn(lang, c.division) : null)}
                </p>
                {also.length ? (
                  <p className="text-sm text-muted">
                    {t.list.alsoCalled}
                    {also.map((a, i) => (
                      <span key={a}>
                        {i ? ', ' : ''}
                        <span lang={englishIn(lang, a)}>{a}</span>
                      </span>
                    ))}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
