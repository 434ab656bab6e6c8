import type { ComponentProps } from 'react';

const variants = {
  /** Saffron with white text: the main action of a page or form. */
  primary: 'bg-saffron-700 text-white hover:bg-saffron-800',
  /** Saffron outline: the action beside the main one. */
  outline: 'border border-saffron-700 text-saffron-700 hover:bg-saffron-100',
  /** White with maroon text, on a dark band. */
  light: 'bg-white text-maroon-900 hover:bg-saffron-100',
  /** White outline, beside `light` on a dark band. */
  'light-outline': 'border border-white text-white',
};

// [corners, side padding, wide side padding, the rest]
const sizes = {
  sm: ['rounded-md', 'px-3', 'px-4', 'py-1 text-sm'],
  md: ['rounded-lg', 'px-4', 'px-5', 'py-2'],
  lg: ['rounded-lg', 'px-5', 'px-6', 'py-3'],
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** One step more padding on the sides (px-5 for md, px-6 for lg). */
  wide?: boolean;
  /** Placement and layout (margins, width, flex), added after the button's own classes. */
  className?: string;
}

/** The classes of a button, for a `Link` or an `<a>` that looks like one. */
export function buttonClass({ variant = 'primary', size = 'lg', wide = false, className }: ButtonStyle = {}) {
  const [corners, px, widePx, rest] = sizes[size];
  return [corners, wide ? widePx : px, rest, 'font-semibold', variants[variant], className].filter(Boolean).join(' ');
}

/** A `<button>` in one of the site's button styles; every other attribute is passed on. */
export function Button({ variant, size, wide, className, ...props }: ButtonStyle & ComponentProps<'button'>) {
  return <button {...props} className={buttonClass({ variant, size, wide, className })} />;
}
