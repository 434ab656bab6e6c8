'use client';

import { useEffect } from 'react';
import { useParams } from 'next/navigation';
import { ErrorPage } from '@/components/layout/error-page';
import { Button } from '@/components/ui/button';
import { errorPageMessages } from '@/lib/i18n/messages/errors';
import { languageCode } from '@/lib/pages/kinds.mjs';

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // The address's language (English addresses are /en/… inside): the boundary has no server parent to ask.
  const params = useParams<{ lang?: string }>();
  const lang = languageCode(params?.lang ?? '') ?? 'en';
  const t = errorPageMessages[lang];
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorPage
      lang={lang}
      detail={t.failed(error.digest)}
      action={
        <Button type="button" onClick={reset} variant="outline" wide>
          {t.tryAgain}
        </Button>
      }
    />
  );
}
