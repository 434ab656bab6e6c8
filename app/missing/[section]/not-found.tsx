import type { Metadata } from 'next';
import { ErrorPage } from '@/components/layout/error-page';
import { missingSection, type MissingSection } from '@/lib/proxy/routes.mjs';

const titles: Record<MissingSection, string> = {
  deity: 'Deity Not Found',
  aarti: 'Aarti not found',
  mantra: 'Mantra not found',
  category: 'Category not found',
  surname: 'No Information Found',
  community: 'Community Not Found',
  temple: 'Shrine Not Found',
};

// Every /missing/ page answers 404, and Next.js takes a 404's title from the nearest
// not-found.tsx: this one names what was not found.
export async function generateMetadata({ params }: { params: Promise<{ section: string }> }): Promise<Metadata> {
  const section = missingSection((await params).section);
  const title = section ? titles[section] : 'Page Not Found';
  return { title, robots: { index: false } };
}

export default function NotFound() {
  return <ErrorPage detail="404 Not Found: the page you asked for does not exist." />;
}
