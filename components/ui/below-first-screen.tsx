'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The parts of a page below its first screen. The browser lays each out only as it comes near the
 * viewport (`content-visibility: auto`, app/globals.css), so the first frame shapes only the text in
 * view. Once the page runs, the parts are laid out one per idle period: the page then has its real
 * geometry for whatever reads it (a link to a part, the scroll bar, tools that measure targets),
 * without one long task. Without JavaScript each part waits until it is scrolled near.
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const parts = [...(ref.current?.children ?? [])].filter((part) => part instanceof HTMLElement);
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 50));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    let handle = whenIdle(function next() {
      const part = parts.shift();
      if (!part) return;
      part.style.contentVisibility = 'visible';
      part.getBoundingClientRect(); // laid out now, in this idle period
      handle = whenIdle(next);
    });
    return () => cancel(handle);
  }, []);
  return (
    <div ref={ref} className="below-first-screen">
      {children}
    </div>
  );
}
