/** The initial letter of a deity's name in a square of the image's size (no image, or it failed). */
export function DeityInitial({ name, size, className = '' }: { name: string; size: number; className?: string }) {
  return (
    <div
      className={`relative grid shrink-0 place-items-center overflow-hidden bg-gradient-to-br from-saffron-600 to-saffron-800 font-bold text-white ${className}`}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </div>
  );
}
