'use client';

import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { FamilyInfoForm } from './family-info-form';
import { buttonClass } from '@/components/ui/button';
import { submitInformationHref, submitTitles } from '@/lib/urls/submit-information';

interface Props {
  /** The button that opens the dialog. */
  trigger: string;
  title?: (typeof submitTitles)[keyof typeof submitTitles];
  /** The search that led the visitor here, saved with the submission. */
  searchTerm?: string;
  /**
   * The dialog's words in the page's language, on a page in another language than English: its
   * heading, description and close button; the form itself (and its page, where the opener
   * leads without JavaScript) is written in English only, and is marked so.
   */
  texts?: { title: string; description: string; close: string; formInEnglish: string };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The submission dialog: modal, background scroll locked, focus kept inside and returned
 * to the opener on close, Escape closes. Its opener is a link to the same form on its own page
 * (/submit-information), which is where it leads without JavaScript.
 */
export function SubmissionDialog({ trigger, title = submitTitles.name, searchTerm, texts }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const opener = openerRef.current;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const nodes = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = nodes[0];
      const last = nodes[nodes.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  return (
    <>
      <a
        ref={openerRef}
        href={submitInformationHref({ term: searchTerm, for: title === submitTitles.kuldevta ? 'kuldevta' : 'name' })}
        className={buttonClass({})}
        aria-haspopup="dialog"
        hrefLang={texts ? 'en' : undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          // A plain click opens the dialog; a new tab or window still gets the page.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {trigger}
      </a>
      {open ? (
        <div className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4" onClick={() => setOpen(false)}>
          <div
            ref={dialogRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-desc`}
            className="max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-xl"
            onClick={(e) => e.stopPropagation()}
          >
            <div className="flex items-start justify-between gap-4">
              <h2 id={`${id}-title`} className="text-xl font-bold text-maroon-900">
                {texts?.title ?? title}
              </h2>
              <button
                type="button"
                onClick={() => setOpen(false)}
                aria-label={texts?.close ?? 'Close'}
                className="rounded-md p-1 text-muted hover:bg-saffron-100"
              >
                <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            <p id={`${id}-desc`} className="mt-2 text-muted">
              {texts
                ? `${texts.description} ${texts.formInEnglish}`
                : "Help us expand our database by sharing information about your family's Kuldevta."}
            </p>
            {texts ? (
              <div lang="en">
                <FamilyInfoForm searchTerm={searchTerm} onDone={close} />
              </div>
            ) : (
              <FamilyInfoForm searchTerm={searchTerm} onDone={close} />
            )}
          </div>
        </div>
      ) : null}
    </>
  );
}
