'use client';

/** Prints the page (its print stylesheet keeps what is meant for paper); offered only with scripts. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="js-only rounded-lg border border-saffron-600 px-3 py-2 text-sm font-semibold text-saffron-800 hover:bg-saffron-100 print:hidden"
    >
      {label}
    </button>
  );
}
