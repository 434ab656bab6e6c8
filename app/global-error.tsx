'use client';

import './globals.css';

/** Replaces the root layout when it fails itself, so it brings its own html and body. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <main className="mx-auto max-w-2xl px-4 py-20 text-center">
          <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
          <p className="mt-4">Something went wrong.{error.digest ? ` (Reference ${error.digest})` : ''}</p>
          {/* A full page load on purpose: the app's own router may be what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="mt-8 inline-block underline">
            Go to Home
          </a>
        </main>
      </body>
    </html>
  );
}
