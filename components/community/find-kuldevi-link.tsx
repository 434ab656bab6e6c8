import Link from 'next/link';
import { FIND_KULDEVI_PATH } from '@/lib/urls/community';

/** The way to the page on how families find a kuldevi they do not know: one line where a search ends without one. */
export function FindKuldeviLink({ className = '' }: { className?: string }) {
  return (
    <p className={className}>
      <Link href={FIND_KULDEVI_PATH} className="font-semibold text-saffron-700 underline underline-offset-2 hover:text-maroon-900">
        Don&apos;t know your kuldevi? How families find it
      </Link>
    </p>
  );
}
