import { emblemMarkup, type DeityArt } from '@/lib/ui/emblems';

/**
 * A deity without an image (or whose image failed to load): its emblem in a square of the
 * image's size. Decorative, so hidden from assistive technology; the name is always beside it.
 */
export function DeityEmblem({ art, size, className = '' }: { art: DeityArt; size: number; className?: string }) {
  const [from, to] = art.colors;
  return (
    <div
      data-emblem={art.kind}
      className={`relative grid shrink-0 place-items-center overflow-hidden text-white ${className}`}
      style={{ width: size, height: size, backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
      aria-hidden="true"
    >
      {/* Fixed drawings from lib/ui/emblems.ts, never data. */}
      <svg viewBox="0 0 48 48" width={size * 0.6} height={size * 0.6} dangerouslySetInnerHTML={{ __html: emblemMarkup[art.kind] }} />
    </div>
  );
}
