import Link from 'next/link';
import type { PrayerKind } from '@/lib/urls/prayer';
import { buttonClass } from '@/components/ui/button';

/** 'Aarti not found' / 'Mantra not found' with a way back to the prayers. */
export function PrayerNotFound({ kind }: { kind: PrayerKind }) {
  const label = kind === 'aarti' ? 'Aarti' : 'Mantra';
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">{`${label} not found`}</h1>
      <p className="mt-4 text-lg text-ink">{`There is no ${kind} at this address. It may have moved, or the link may be incomplete.`}</p>
      <Link href="/prayers" className={buttonClass({ wide: true, className: 'mt-8 inline-block' })}>
        Back to Prayers
      </Link>
    </div>
  );
}
