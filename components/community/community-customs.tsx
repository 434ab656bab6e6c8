import Link from 'next/link';
import { SourceLink } from '@/components/ui/source-link';
import type { CommunityCustom } from '@/lib/data/surnames';

export const customText: Record<CommunityCustom['custom'], string> = {
  by_gotra: 'The kuldevi follows the gotra',
  by_clan: 'The kuldevi follows the clan',
  by_village: 'The family deity is the village’s',
  by_family: 'Each family keeps its own',
};

/**
 * How a community's families keep their kuldevi, as each source describes it, with the deities
 * that source names as commonly kept in the community: marked as such, never as a family's answer.
 */
export function CommunityCustoms({ name, customs, level = 'h3' }: { name: string; customs: CommunityCustom[]; level?: 'h2' | 'h3' }) {
  if (!customs.length) return null;
  const Heading = level;
  return (
    <section
      aria-label={`How ${name} families keep their kuldevi`}
      className="mt-3 rounded-lg border border-saffron-200 bg-white p-3"
      data-customs={name}
    >
      <Heading className="font-semibold text-maroon-900">{`How ${name} families keep their kuldevi`}</Heading>
      <ul className="mt-2 space-y-3">
        {customs.map((c) => (
          <li key={`${c.community}|${c.custom}|${c.source_url}`} className="text-ink">
            <p className="font-semibold">{customText[c.custom]}</p>
            <p className="mt-1">{c.detail}</p>
            {c.deities.length ? (
              <p className="mt-1 text-sm" data-commonly-kept>
                {'Commonly kept in the community, as this source names them (not a family’s answer): '}
                {c.deities.map((d, i) => (
                  <span key={d.id}>
                    {i ? ', ' : ''}
                    <Link href={`/deity/${d.id}`} className="font-semibold text-saffron-700 underline-offset-4 hover:underline">
                      {d.name}
                    </Link>
                  </span>
                ))}
              </p>
            ) : null}
            <p className="mt-1 text-sm text-muted">
              Source: <SourceLink url={c.source_url} label={c.source_label} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
