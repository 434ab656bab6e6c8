import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

/** The prayer-category section's not-found page. */
export function CategoryNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">Category not found</h1>
      <p className="mt-4 text-lg text-ink">There is no prayer category at this address.</p>
      <Link href="/prayers" className={buttonClass({ wide: true, className: 'mt-8 inline-block' })}>
        Back to Prayers
      </Link>
    </div>
  );
}
