import type { Metadata } from 'next';
import { FamilyCardForm } from '@/components/family/family-card-form';
import { FamilyCardView } from '@/components/family/family-card-view';
import { deityNames, resolveFamilyCard } from '@/lib/almanac/family';
import { getDeityShrines, type ShrineCard } from '@/lib/data/shrines';
import { languageOf, type LanguageParams } from '@/lib/i18n/page-language';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { FAMILY_SIDES, readFamilyCard, type FamilySide } from '@/lib/validation/family-card';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const title = 'Your Family Card';
const description =
  "Keep your family's kuldevi in one place: the family you were born into and the one you married into, each with its shrine, its next festival days and its rites, as a link to keep and a calendar to subscribe to.";

// A card is a person's own: never indexed, rendered for each link.
export const metadata: Metadata = pageMetadata({ title, description, path: '/family', noindex: true });

function paramsOf(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') params.set(key, first);
  }
  return params;
}

export default async function FamilyPage({ params: route, searchParams }: { params: LanguageParams; searchParams: SearchParams }) {
  await languageOf(route);
  const params = paramsOf(await searchParams);
  const { input, errors, given } = readFamilyCard(params);
  const deities = await deityNames();
  const resolved = given && !errors.form ? await resolveFamilyCard(input, errors) : null;
  const ok = resolved && resolved.families.length > 0 && !errors.form && Object.keys(errors.fields).length === 0;
  // The shrines of each kuldevi already known, offered in the form.
  const shrines: Partial<Record<FamilySide, ShrineCard[]>> = {};
  for (const side of FAMILY_SIDES) {
    const family = resolved?.families.find((f) => f.side === side);
    if (family) shrines[side] = (await getDeityShrines(family.deity.id)).shrines;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-maroon-900">{title}</h1>
      <p className="mt-3 text-ink">{description}</p>
      {ok ? (
        <FamilyCardView
          families={resolved.families}
          link={absoluteUrl(`/family?${resolved.query}`)}
          feed={`/calendar/family.ics?${resolved.query}`}
          query={resolved.query}
        />
      ) : null}
      <h2 className="mt-10 text-xl font-bold text-maroon-900">{ok ? 'Change the card' : 'Make your card'}</h2>
      <FamilyCardForm input={input} errors={errors} deities={deities} shrines={shrines} />
    </div>
  );
}
