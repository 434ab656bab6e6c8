'use client';

import { useLinkStatus } from 'next/link';

/** Shown inside a link while the page it leads to is loading (client navigation). */
export function LinkPending({ text }: { text: string }) {
  const { pending } = useLinkStatus();
  return pending ? (
    <span role="status" className="mt-1 block text-sm font-normal text-muted">
      {text}
    </span>
  ) : null;
}
