import type { Metadata } from 'next';
import { ErrorPage } from '@/components/layout/error-page';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

export default function NotFound() {
  return <ErrorPage detail="404 Not Found: the page you asked for does not exist." />;
}
