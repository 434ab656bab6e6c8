'use client';

import type { CSSProperties } from 'react';

// Styled inline, without the site's stylesheet: a stylesheet imported here would be written
// into every page's server-components payload (the client bundle of this component travels
// with each page), a second copy of the whole stylesheet in every page's HTML.
const main: CSSProperties = {
  maxWidth: '42rem',
  margin: '0 auto',
  padding: '5rem 1rem',
  textAlign: 'center',
  fontFamily: 'system-ui, sans-serif',
  color: '#1f1a17',
};

/** Replaces the root layout when it fails itself, so it brings its own html and body. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, backgroundColor: '#fffaf3' }}>
        <main style={main}>
          <h1 style={{ fontSize: '1.875rem', fontWeight: 700, color: '#4a1410' }}>Unexpected Application Error!</h1>
          <p style={{ marginTop: '1rem' }}>Something went wrong.{error.digest ? ` (Reference ${error.digest})` : ''}</p>
          {/* A full page load on purpose: the app's own router may be what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" style={{ display: 'inline-block', marginTop: '2rem', color: '#4a1410', textDecoration: 'underline' }}>
            Go to Home
          </a>
        </main>
      </body>
    </html>
  );
}
