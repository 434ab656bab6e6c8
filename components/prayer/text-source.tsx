/**
 * Where the prayer's text was read, so a family can check each line against it. Nothing for
 * the prayers added before sources were recorded.
 */
export function TextSource({ url, label }: { url: string; label: string }) {
  if (!url || !label) return null;
  return (
    <p className="mt-4 text-sm text-muted" data-testid="text-source">
      Text as read at{' '}
      <a href={url} rel="noopener" className="font-semibold text-saffron-700 underline underline-offset-4 hover:no-underline">
        {label}
      </a>
    </p>
  );
}
