import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

/** The default error page: 'Unexpected Application Error!' with a way back home. */
export function ErrorPage({ detail, action }: { detail: string; action?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-ink">{detail}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {action}
        <Link href="/" className={buttonClass({ wide: true })}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}
