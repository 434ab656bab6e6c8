import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

/** The error state of a page whose data could not be loaded: a message and a way on. */
export function LoadError({ heading, message, href, action }: { heading?: ReactNode; message: string; href: string; action: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center" role="alert">
      {heading ? <h1 className="text-2xl font-bold text-maroon-900">{heading}</h1> : null}
      <p className="mt-4 text-lg text-ink">{message}</p>
      {/* A full page load: a retry must ask the server again, not replay the client cache. */}
      <a href={href} className={buttonClass({ className: 'mt-6 inline-block' })}>
        {action}
      </a>
    </div>
  );
}
