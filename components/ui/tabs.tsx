'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Accessible tabs (arrow keys, Home, End). Every panel is rendered on the server and stays
 * in the HTML; only the inactive ones are hidden, so crawlers and find-in-page see them all.
 * Without JavaScript every panel is shown under its own heading and the tab bar is not
 * (globals.css). The labels wrap onto a second row rather than scroll out of sight on a
 * phone, and the bar is not printed.
 */
export function Tabs({ items, label, defaultTab }: { items: TabItem[]; label: string; defaultTab?: string }) {
  const [active, setActive] = useState(defaultTab ?? items[0]?.id);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    setActive(item.id);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-saffron-200">
        {items.map((item, i) => {
          const selected = item.id === active;
          return (
            <button
              key={item.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              id={`${base}-tab-${item.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(item.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`border-b-2 px-3 py-3 font-semibold whitespace-nowrap sm:px-4 ${
                selected ? 'border-saffron-700 text-saffron-800' : 'border-transparent text-muted hover:text-maroon-900'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={`${base}-panel-${item.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${item.id}`}
          // Hidden by globals.css only while scripts run: without them every panel is shown.
          data-active={item.id === active}
          tabIndex={0}
          className="py-6"
        >
          <h2 className="nojs-only mb-4 text-2xl font-bold text-maroon-900">{item.label}</h2>
          {item.content}
        </div>
      ))}
    </div>
  );
}
