import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

/** 'Deity Not Found': the deity section's not-found page. */
export function DeityNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">Deity Not Found</h1>
      <p className="mt-4 text-lg text-ink">
        The deity you&apos;re looking for doesn&apos;t exist in our database. Please check the URL or explore our collection.
      </p>
      <Link href="/search" className={buttonClass({ wide: true, className: 'mt-8 inline-block' })}>
        Explore All Deities
      </Link>
    </div>
  );
}
