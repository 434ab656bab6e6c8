import Link from 'next/link';
import { site } from '@/lib/site';
import { SiteNav } from './site-nav';

export function SiteHeader() {
  return (
    <header className="relative border-b border-saffron-200 bg-white/95 print:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 text-xl font-bold text-saffron-800">
          <span aria-hidden="true" className="grid h-9 w-9 place-items-center rounded-full bg-saffron-700 text-white">
            ॐ
          </span>
          {site.name}
        </Link>
        <SiteNav />
      </div>
    </header>
  );
}
