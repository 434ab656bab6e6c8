import type { Metadata } from 'next';
import { ErrorPage } from '@/components/layout/error-page';
import { notFoundPages } from '@/components/page-kinds';
import { slugKind } from '@/lib/pages/kinds.mjs';
import { languageOf } from '@/lib/i18n/page-language';

// Every /missing/ page answers 404, and Next.js takes a 404's title from the nearest
// not-found.tsx: this one names what was not found.
export async function generateMetadata({ params }: { params: Promise<{ lang: string; section: string }> }): Promise<Metadata> {
  const kind = slugKind((await languageOf(params)).section);
  return { title: kind ? notFoundPages[kind].title : 'Page Not Found', robots: { index: false } };
}

export default function NotFound() {
  return <ErrorPage detail="404 Not Found: the page you asked for does not exist." />;
}
