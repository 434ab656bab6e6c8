import { SurnameChip } from '@/components/surname/surname-chip';
import type { FamilyGroups } from '@/lib/data/shrines';
import { namesIn } from '@/lib/i18n/content';
import { pageLanguage } from '@/lib/i18n/page-language';
import { baseName } from '@/lib/urls/community';

/**
 * Surnames by community, each with its gotras, linking to the surname's page. On a page in
 * another language than English: surnames in its script, communities and gotras where the
 * names file gives them (a community's label left in English is marked so).
 */
export async function FamilyList({ groups, id }: { groups: FamilyGroups; id?: string }) {
  const lang = pageLanguage();
  const names = await namesIn(lang);
  return (
    <ul id={id} className="mt-3 space-y-3">
      {groups.map((g) => {
        const community = lang === 'en' ? g.community : (names.of('community', g.community) ?? names.of('community', baseName(g.community)));
        return (
          <li key={g.community}>
            <span className="font-semibold text-maroon-900" lang={community === null ? 'en' : undefined}>
              {community ?? g.community}
            </span>{' '}
            <span className="text-muted">({g.surnames.length})</span>
            <ul className="mt-1 flex flex-wrap gap-2">
              {g.surnames.map((s) => (
                <SurnameChip key={s.slug} slug={s.slug} surname={lang === 'en' ? s.surname : names.show('surname', s.surname)}>
                  {s.gotras.length ? (
                    <span className="text-muted">{` · ${s.gotras.map((gotra) => names.of('gotra', gotra) ?? gotra).join(', ')}`}</span>
                  ) : null}
                </SurnameChip>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
