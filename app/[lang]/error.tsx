'use client';

import { useEffect } from 'react';
import { ErrorPage } from '@/components/layout/error-page';
import { Button } from '@/components/ui/button';

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorPage
      detail={`Something went wrong while showing this page.${error.digest ? ` (Reference ${error.digest})` : ''}`}
      action={
        <Button type="button" onClick={reset} variant="outline" wide>
          Try Again
        </Button>
      }
    />
  );
}
