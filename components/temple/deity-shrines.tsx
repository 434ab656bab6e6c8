import Link from 'next/link';
import { surnameCount } from '@/components/surname/surname-chip';
import { FamilyList } from '@/components/temple/family-list';
import { placeLine, ShrineMap } from '@/components/temple/shrine-map';
import type { DeityTemples } from '@/lib/data/temples';

/**
 * A deity as a family of shrines: each shrine with the families whose association points to it,
 * then the families whose source names no shrine. Every sentence counts what the lists show.
 */
export function DeityShrines({ name, data }: { name: string; data: DeityTemples }) {
  if (!data.shrines.length) return null;
  return (
    <section aria-labelledby="deity-shrines-heading" className="mt-8 min-w-0 rounded-2xl bg-white p-6 break-words shadow-sm">
      <h2 id="deity-shrines-heading" className="text-2xl font-bold text-maroon-900">
        {`Shrines of ${name}`}
      </h2>
      <p className="mt-2 text-ink">
        {`${data.shrines.length} ${data.shrines.length === 1 ? 'shrine' : 'shrines'} in our sources. A family's ${name} is the one of its own shrine: each shrine is listed with the families who name it.`}
      </p>
      <ShrineMap label={`Map of the shrines of ${name}`} shrines={data.shrines} />
      <ul className="mt-6 space-y-5">
        {data.shrines.map((s) => {
          const n = surnameCount(s.families);
          const listId = `shrine-families-${s.id}`;
          return (
            <li key={s.id} className="rounded-lg border border-saffron-200 p-4">
              <h3 className="text-lg font-semibold">
                <Link href={`/temple/${s.id}`} className="text-saffron-800 underline-offset-4 hover:underline">
                  {s.name}
                </Link>
              </h3>
              <p className="text-sm text-muted">{placeLine(s)}</p>
              {n ? (
                <>
                  <p
                    className="mt-2 text-sm text-ink"
                    data-count={n}
                    data-count-of={listId}
                  >{`${n} ${n === 1 ? 'surname' : 'surnames'} in ${s.families.length} ${s.families.length === 1 ? 'community' : 'communities'}:`}</p>
                  <FamilyList groups={s.families} id={listId} />
                </>
              ) : (
                <p className="mt-2 text-sm text-muted">No family in our sources names this shrine yet.</p>
              )}
            </li>
          );
        })}
      </ul>
      {data.unplaced.length ? (
        <div className="mt-6">
          <h3 className="text-lg font-semibold text-maroon-900">Families whose source names no shrine</h3>
          <p className="mt-1 text-sm text-ink" data-count={surnameCount(data.unplaced)} data-count-of="shrine-families-unplaced">
            {`${surnameCount(data.unplaced)} ${surnameCount(data.unplaced) === 1 ? 'surname' : 'surnames'} in ${data.unplaced.length} ${data.unplaced.length === 1 ? 'community' : 'communities'} name ${name} without saying which shrine; ask your elders which one your family visits.`}
          </p>
          <FamilyList groups={data.unplaced} id="shrine-families-unplaced" />
        </div>
      ) : null}
    </section>
  );
}
