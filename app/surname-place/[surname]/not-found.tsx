import { Suspense } from 'react';
import { SurnameNotFoundRoute } from '@/components/surname/surname-not-found-route';

export default function NotFound() {
  return (
    <Suspense>
      <SurnameNotFoundRoute />
    </Suspense>
  );
}
