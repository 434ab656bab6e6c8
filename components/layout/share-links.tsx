'use client';

import { usePathname } from 'next/navigation';

const networks = [
  {
    label: 'Facebook',
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.4.2-.5.5-.5z',
  },
  {
    label: 'Twitter',
    href: (url: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}`,
    path: 'M22 5.9c-.7.3-1.5.6-2.4.7.9-.5 1.5-1.3 1.8-2.3-.8.5-1.7.8-2.6 1a4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.7a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1.5 1.6 2 2.8 3.9 2.9A8.3 8.3 0 0 1 2 18.4 11.7 11.7 0 0 0 8.3 20c7.5 0 11.7-6.3 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2z',
  },
];

/**
 * The footer's social buttons. Kuldevta has no accounts on social networks, so instead of
 * buttons that lead nowhere they share the page being read (its address without the query).
 * Instagram, the third network, has no way to share a web address from a link, so it is not
 * offered. Plain links: they work without JavaScript.
 */
export function ShareLinks({ origin, label, shareOn }: { origin: string; label: string; shareOn: Record<string, string> }) {
  const url = origin + usePathname();
  return (
    <ul className="mt-4 flex gap-3" aria-label={label}>
      {networks.map((n) => (
        <li key={n.label}>
          <a
            href={n.href(url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={shareOn[n.label]}
            title={shareOn[n.label]}
            className="grid h-10 w-10 place-items-center rounded-full bg-white/10 hover:bg-white/20"
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
              <path d={n.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
