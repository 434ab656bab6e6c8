import Link from 'next/link';
import { FamilyNameLead } from '@/components/community/family-name-lead';
import { FindKuldeviLink } from '@/components/community/find-kuldevi-link';
import { DidYouMean } from '@/components/surname/surname-results';
import { buttonClass } from '@/components/ui/button';
import { searchSurnames, type SurnameSearch } from '@/lib/data/surnames';
import { DbUnavailableError } from '@/lib/db';
import { log } from '@/lib/server/log';
import { isIndicScript, latinName } from '@/lib/ui/latin-name';
import { leadingCommunities } from '@/lib/ui/surname-answer';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Marked } from '@/components/surname/lang-parts';
import { languageCodes } from '@/lib/pages/kinds.mjs';
import { pageKit } from '@/lib/ui/surname-language';
import { surnamePath } from '@/lib/validation/surname';

function titleCase(s: string): string {
  return s.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** The surname as a visitor wrote it, from an address's last part ("de-souza" is "De Souza"). */
export function surnameFromSlug(slug: string): string {
  return titleCase(slug.replace(/[-_]+/g, ' ').replace(/[<>]/g, '').trim().slice(0, 100));
}

/**
 * The pages a name without one may mean: the surname its Latin spelling is (शाह is Shah), and
 * close spellings of it, each labelled with the communities its page leads with. None when the
 * database cannot be asked: the rest of the page still answers.
 */
async function closeSpellings(surname: string): Promise<SurnameSearch['suggestions']> {
  const latin = latinName(surname);
  try {
    const found = await searchSurnames({ surname: latin, country: '', state: '', town: '', community: '' });
    const same = found.surnames
      .filter((m) => m.slug !== surname.toLowerCase())
      .map((m) => ({
        surname: m.surname,
        slug: m.slug,
        more_common: false,
        communities: leadingCommunities(m.associations, m.communities, m.carriers),
      }));
    return [...same, ...found.suggestions].slice(0, 6);
  } catch (error) {
    if (!(error instanceof DbUnavailableError)) throw error;
    log.error('[surname] close spellings not looked up', { error });
    return [];
  }
}

/**
 * The surname section's not-found page, naming the surname (and place) asked for when known,
 * and never a dead end: the surname its Latin spelling is (a name typed in its own script),
 * close spellings, the communities and gotras the name is where our sources say so, and how
 * families find a kuldevi they do not know. proxy.ts answers it with a 404 so that surnames we
 * know nothing about are not indexed. In the page's language, its links in it.
 */
export async function SurnameNotFound({ slug = '', region = '' }: { slug?: string; region?: string }) {
  const kit = await pageKit();
  const { t, lang } = kit;
  const surname = surnameFromSlug(slug);
  const spellings = surname ? await closeSpellings(surname) : [];
  const where = region ? kit.place(region) : '';
  const lead = surname ? <FamilyNameLead query={isIndicScript(surname) ? latinName(surname) : surname} surnames={false} /> : null;
  return (
    <>
      <LanguageSwitch path={slug ? surnamePath(slug, region) : '/surname-search'} available={languageCodes} />
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-maroon-900">{t.noInformation}</h1>
        <p className="mt-4 text-lg wrap-anywhere text-ink">
          <Marked lang={lang} text={surname ? t.noInformationFor(surname, where) : t.noInformationForThis(where)} />
        </p>
        <div className="mt-6 text-left">
          {spellings.length ? <DidYouMean suggestions={spellings} /> : null}
          {/* The lead's sentences are the site search's, written in English only for now: marked as such. */}
          {lead && lang !== 'en' ? <div lang="en">{lead}</div> : lead}
          <FindKuldeviLink className="mt-4" />
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href={kit.href('/surname-search')} className={buttonClass({ wide: true })}>
            {t.searchBySurname}
          </Link>
          <Link href={kit.href('/search')} className={buttonClass({ variant: 'outline', wide: true })}>
            {t.exploreDeities}
          </Link>
        </div>
      </div>
    </>
  );
}
