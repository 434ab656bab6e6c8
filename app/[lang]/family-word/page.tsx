import type { Metadata } from 'next';
import Link from 'next/link';
import { ConfirmForm, CorrectForm, PrayerForm } from '@/components/family-word/family-word-forms';
import { AnswerHistory } from '@/components/family-word/answer-trail';
import { getDeity } from '@/lib/data/deities';
import { getAssociationTrails } from '@/lib/data/family-word';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { pageMetadata } from '@/lib/seo/metadata';
import { associationKeyOf, associationRef } from '@/lib/validation/family-word';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const TITLES = {
  confirm: 'Our family keeps this deity',
  correct: 'Ours is different',
  prayer: "Send your kuldevi's prayer",
} as const;

export const metadata: Metadata = pageMetadata({
  title: 'Your family’s word',
  description:
    'Confirm or correct a family deity our sources name for your surname, or send the prayer sung at your family’s shrine. A reviewer reads every one first.',
  path: '/family-word',
  noindex: true,
});

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** Where a family confirms or corrects one answer, or sends its kuldevi's prayer: a form for each, and the answer's history. */
export default async function FamilyWordPage({ params: route, searchParams }: { params: LanguageParams; searchParams: SearchParams }) {
  await languageOf(route);
  const raw = await searchParams;
  const kind = first(raw.kind);
  const about = associationRef.safeParse({
    surname: first(raw.surname),
    community: first(raw.community),
    gotra: first(raw.gotra),
    deityId: first(raw.deity),
  });
  const deity = about.success || /^[a-z0-9-]{1,100}$/.test(first(raw.deity)) ? await getDeity(first(raw.deity)) : null;
  if (!(kind in TITLES) || !deity || (kind !== 'prayer' && !about.success)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-3xl font-bold text-maroon-900">Your family’s word</h1>
        <p className="mt-4 rounded-lg bg-red-50 p-4 text-red-900" role="alert">
          This link does not name an answer or a deity on our site. Open the surname’s page and use its links “Our family keeps this deity” or “Ours
          is different”.
        </p>
        <p className="mt-4">
          <Link href="/surname-search" className="font-semibold text-saffron-800 underline underline-offset-4">
            Find your surname
          </Link>
        </p>
      </div>
    );
  }
  const k = kind as keyof typeof TITLES;
  const a = about.success ? about.data : null;
  const key = a ? associationKeyOf({ surname: a.surname, community: a.community, gotra: a.gotra, deity_id: a.deityId }) : null;
  const slug = a ? a.surname.toLowerCase().trim().replace(/\s+/g, '-') : '';
  const trail = key ? (await getAssociationTrails([key], `deity:${deity.id}`))[key] : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-maroon-900">{TITLES[k]}</h1>
      {a ? (
        <p className="mt-3 text-ink">
          {`Our sources name ${deity.name} for the ${a.surname} families of the ${a.community || 'community not stated'}${a.gotra ? `, ${a.gotra} gotra` : ''}.`}{' '}
          <Link href={`/surname/${encodeURIComponent(slug)}`} className="text-saffron-800 underline underline-offset-4">
            {`Back to the ${a.surname} page`}
          </Link>
        </p>
      ) : (
        <p className="mt-3 text-ink">
          {`The aarti or stuti your family sings to ${deity.name} at its shrine, with where its text comes from (a temple booklet, a book). Only traditional texts are published, with your source named.`}
        </p>
      )}
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
        {k === 'confirm' && a ? <ConfirmForm about={a} /> : null}
        {k === 'correct' && a ? <CorrectForm about={a} /> : null}
        {k === 'prayer' ? <PrayerForm deityId={deity.id} /> : null}
      </div>
      {trail ? <AnswerHistory trail={trail} open /> : null}
    </div>
  );
}
