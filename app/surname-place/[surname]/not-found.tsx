import { Suspense } from 'react';
import { SurnameNotFound } from '@/components/surname/surname-not-found';

export default function NotFound() {
  return (
    <Suspense>
      <SurnameNotFound />
    </Suspense>
  );
}
