/**
 * Where the prayer's text was read, so a family can check each line against it. Nothing for
 * the prayers added before sources were recorded.
 */
export function TextSource({
  url,
  label,
  lead = 'Text as read at',
  english = false,
}: {
  url: string;
  label: string;
  lead?: string;
  english?: boolean;
}) {
  if (!url || !label) return null;
  return (
    <p className="mt-4 text-sm text-muted" data-testid="text-source">
      {lead} {/* The source's name is its own (English) title: marked so on a page in another language. */}
      <a
        href={url}
        rel="noopener"
        lang={english ? 'en' : undefined}
        className="font-semibold text-saffron-700 underline underline-offset-4 hover:no-underline"
      >
        {label}
      </a>
    </p>
  );
}
