import Link from 'next/link';
import { SurnameChip, surnameCount } from '@/components/surname/surname-chip';
import { communityForLabel } from '@/lib/data/communities';
import type { DeitySurnames as Groups } from '@/lib/data/surnames';
import { namesIn, type Names } from '@/lib/i18n/content';
import { compareIn } from '@/lib/i18n/format';
import { writtenLinks } from '@/lib/i18n/links';
import { deityMessages } from '@/lib/i18n/messages/deity';
import { layoutMessages } from '@/lib/i18n/messages/layout';
import { pageLanguage } from '@/lib/i18n/page-language';
import { baseName, communityPath } from '@/lib/urls/community';

/** Communities shown open; the rest are collapsed (a native disclosure: works without scripts). */
const OPEN_GROUPS = 3;

/** A community's label in the page's script: its name where the names file gives one, else the label itself. */
export function communityName(names: Names, label: string): string | null {
  return names.of('community', label) ?? names.of('community', baseName(label));
}

/**
 * The link from a deity page's community group to the page of the community `label` names;
 * nothing when that community has no page. In the page's language when that page is written
 * in it, else to the English page, marked.
 */
async function CommunityPageLink({ label, names }: { label: string; names: Names }) {
  const community = await communityForLabel(label);
  if (!community) return null;
  const lang = pageLanguage();
  const link = (await writtenLinks(lang, 'community'))(community.slug, communityPath(community.slug));
  const name = names.of('community', community.name) ?? community.name;
  return (
    <Link
      href={link.href}
      hrefLang={link.english ? 'en' : undefined}
      className="mt-2 inline-block text-sm font-semibold text-saffron-700 underline underline-offset-2 hover:text-maroon-900"
    >
      {deityMessages[lang].surnames.communityLink(name, community.division || community.surname_term)}
      {link.english ? layoutMessages[lang].inEnglish : null}
    </Link>
  );
}

/** The surnames that keep the deity as family deity, by community, each linking to its page. `name` is the deity's name as the page shows it. */
export async function DeitySurnames({ name, groups }: { name: string; groups: Groups }) {
  if (!groups.length) return null;
  const lang = pageLanguage();
  const t = deityMessages[lang].surnames;
  const names = await namesIn(lang);
  const compare = compareIn(lang);
  // Counted from the list below: a surname kept by two communities is one surname.
  const total = surnameCount(groups);
  return (
    <section aria-labelledby="deity-surnames-heading" className="mt-8 min-w-0 rounded-2xl bg-white p-6 break-words shadow-sm">
      <h2 id="deity-surnames-heading" className="text-2xl font-bold text-maroon-900">
        {t.heading(name)}
      </h2>
      <p className="mt-2 text-ink" data-count={total} data-count-of="deity-surnames">
        {t.summary(total, groups.length, name)}
      </p>
      <div id="deity-surnames" className="mt-4 space-y-3">
        {groups.map((g, i) => {
          const community = lang === 'en' ? g.community : communityName(names, g.community);
          const surnames = g.surnames.map((s) => ({ ...s, shown: names.show('surname', s.surname) }));
          if (lang !== 'en') surnames.sort((a, b) => compare(a.shown, b.shown));
          return (
            <details key={g.community} open={i < OPEN_GROUPS} className="rounded-lg border border-saffron-200 p-3">
              <summary className="cursor-pointer font-semibold text-maroon-900">
                {community ?? <span lang="en">{g.community}</span>} <span className="font-normal text-muted">({g.surnames.length})</span>
              </summary>
              <ul className="mt-2 flex flex-wrap gap-2">
                {surnames.map((s) => (
                  <SurnameChip key={s.slug} slug={s.slug} surname={s.shown} />
                ))}
              </ul>
              <CommunityPageLink label={g.community} names={names} />
            </details>
          );
        })}
      </div>
    </section>
  );
}
