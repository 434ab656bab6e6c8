'use client';

import { useEffect } from 'react';
import { ErrorPage } from '@/components/layout/error-page';

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorPage
      detail={`Something went wrong while showing this page.${error.digest ? ` (Reference ${error.digest})` : ''}`}
      action={
        <button type="button" onClick={reset} className="rounded-lg border border-saffron-700 px-6 py-3 font-semibold text-saffron-700">
          Try Again
        </button>
      }
    />
  );
}
