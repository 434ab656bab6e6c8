import Link from 'next/link';
import { BadgeLegend } from '@/components/surname/answer-parts';
import { AnswerSummary } from '@/components/surname/answer-summary';
import { CommunitySection } from '@/components/surname/community-section';
import { HowToFind } from '@/components/surname/how-to-find';
import { Marked } from '@/components/surname/lang-parts';
import { Narrow } from '@/components/surname/narrow';
import { SurnameSidebar } from '@/components/surname/surname-sidebar';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { LanguageSwitch } from '@/components/layout/language-switch';
import type { Association, SurnameDetail } from '@/lib/data/surnames';
import { listIn } from '@/lib/i18n/messages/surname';
import { languageCodes } from '@/lib/pages/kinds.mjs';
import { groupAnswer, type Narrowing } from '@/lib/ui/surname-answer';
import { pageKit, surnameTexts, type SurnameKit } from '@/lib/ui/surname-language';
import { surnamePath } from '@/lib/validation/surname';
import { EarlierAnswers } from '@/components/family-word/earlier-answers';

/**
 * Where the shown associations are: one place, or the states of one country, or the
 * countries. Never a place that only some of the families on the page come from.
 */
function placesShown(kit: SurnameKit, associations: Pick<Association, 'country' | 'state_province'>[]): string {
  const countries = [...new Set(associations.map((a) => a.country).filter(Boolean))];
  if (countries.length !== 1) return listIn(kit.lang, countries.map(kit.place));
  const states = [...new Set(associations.map((a) => a.state_province))];
  if (states.includes('') || states.length > 3) return kit.place(countries[0]!);
  return `${listIn(kit.lang, states.map(kit.place))}, ${kit.place(countries[0]!)}`;
}

export async function SurnameDetailView({
  detail,
  region,
  state,
  narrowing = {},
}: {
  detail: SurnameDetail;
  region: string;
  state: string;
  narrowing?: Pick<Narrowing, 'community' | 'gotra'>;
}) {
  const kit = await pageKit();
  const { t, lang } = kit;
  const texts = await surnameTexts(lang, detail);
  const s = kit.surname(detail.surname);
  const n: Narrowing = { state, ...narrowing };
  const groups = groupAnswer(detail.associations, detail.communities, detail.carriers, n, kit.order);
  const shown = groups.flatMap((g) => g.deities.flatMap((d) => d.rows));
  // Narrowed to a state, the rows that record one say where (the others are marked on their cards).
  const placed = state ? shown.filter((a) => a.state_province) : shown;
  const place = placed.length ? placesShown(kit, placed) : shown.length ? placesShown(kit, shown) : '';
  const narrowed = Boolean(region || state || narrowing.community || narrowing.gotra);
  const where = narrowed
    ? [
        narrowing.gotra ? kit.gotra(narrowing.gotra) : '',
        narrowing.community ? kit.community(narrowing.community) : '',
        state ? kit.place(state) : '',
        region ? kit.place(region) : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <>
      <LanguageSwitch path={surnamePath(detail.slug, region, state, narrowing)} available={languageCodes} />
      <div className="mx-auto max-w-6xl px-4 py-6">
        <Breadcrumbs
          separator="/"
          items={[{ name: t.home, path: kit.href('/') }, { name: t.surnameSearch, path: kit.href('/surname-search') }, { name: s }]}
        />
        <header className="mt-4 min-w-0 break-words">
          <h1 className="text-3xl font-bold text-maroon-900 sm:text-4xl">{t.title(s)}</h1>
          {place ? (
            <p className="mt-1 text-lg text-saffron-800">
              <Marked lang={lang} text={t.traditionalIn(place)} />
            </p>
          ) : null}
        </header>
        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            {groups.length ? <AnswerSummary surname={detail.surname} groups={groups} customs={detail.customs} texts={texts} /> : null}
            {groups.length ? <p className="mt-4 max-w-3xl rounded-lg bg-saffron-100 p-4 text-ink">{t.differ(s)}</p> : null}
            {groups.length ? (
              <Narrow
                detail={detail}
                groups={groupAnswer(detail.associations, detail.communities, detail.carriers, { state }, kit.order)}
                region={region}
                state={state}
                narrowing={n}
              />
            ) : null}
            {groups.length ? <BadgeLegend /> : null}
            <div className="mt-6">
              {groups.length ? (
                groups.map((g, i) => (
                  <CommunitySection
                    key={g.key}
                    surname={detail.surname}
                    g={g}
                    index={i}
                    narrowing={{ ...n, country: region }}
                    customs={detail.customs}
                    texts={texts}
                  />
                ))
              ) : (
                <div className="rounded-xl bg-white p-6 shadow-sm">
                  <h2 className="text-xl font-bold text-maroon-900">{t.noInformation}</h2>
                  <p className="mt-2 break-words text-ink">
                    <Marked lang={lang} text={t.noInformationFor(s, where)} />
                  </p>
                  <Link href={kit.href(surnamePath(detail.surname))} className="mt-3 inline-block font-semibold text-saffron-700 hover:underline">
                    {t.seeAllPlaces(s)}
                  </Link>
                </div>
              )}
            </div>
            <EarlierAnswers slug={detail.slug} />
            {groups.length > 1 ? <HowToFind surname={detail.surname} /> : null}
            {detail.educational.length ? (
              <section aria-labelledby="culture-heading" className="mt-10">
                <h2 id="culture-heading" className="text-2xl font-bold text-maroon-900">
                  {t.culture}
                </h2>
                <ul className="mt-4 space-y-6">
                  {detail.educational.map((e) => (
                    // Written in English only: marked as such on the other languages' pages.
                    <li key={e.title} className="min-w-0 rounded-xl bg-white p-5 break-words shadow-sm" lang={lang === 'en' ? undefined : 'en'}>
                      <h3 className="text-lg font-semibold text-maroon-900">{e.title}</h3>
                      <div className="prose-text mt-2 text-ink">
                        {e.content.split(/\n\s*\n/).map((p, i) => (
                          <p key={i}>{p}</p>
                        ))}
                      </div>
                      {e.source ? <p className="mt-2 text-sm break-words text-muted">Source: {e.source}</p> : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <SurnameSidebar detail={detail} region={region} />
        </div>
      </div>
    </>
  );
}
