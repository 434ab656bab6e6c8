import Link from 'next/link';

/** 'Shrine Not Found': the shrine section's not-found page. */
export function TempleNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">Shrine Not Found</h1>
      <p className="mt-4 text-ink">There is no shrine at this address.</p>
      <Link href="/temples" className="mt-6 inline-block font-semibold text-saffron-800 underline underline-offset-4">
        All shrines by state
      </Link>
    </div>
  );
}
