import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

/** 'Community Not Found': the community section's not-found page. */
export function CommunityNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-maroon-900">Community Not Found</h1>
      <p className="mt-4 text-lg text-ink">We have no page for this community. The list of communities shows every one we have.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/community" className={buttonClass({ wide: true })}>
          All Communities
        </Link>
        <Link href="/surname-search" className={buttonClass({ variant: 'outline' })}>
          Find by Surname
        </Link>
      </div>
    </div>
  );
}
