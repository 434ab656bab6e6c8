'use client';

import Image from 'next/image';
import { useState } from 'react';

import type { DeityArt } from '@/lib/ui/emblems';
import { DeityEmblem } from './deity-emblem';

export interface DeityImageProps {
  name: string;
  imageUrl: string | null;
  /** Drawn when there is no image, or it fails to load (lib/ui/emblems.ts). */
  art: DeityArt;
  /** Rendered size in CSS pixels (the box is square). */
  size: number;
  priority?: boolean;
  className?: string;
}

/**
 * A deity's image (next/image: explicit size, AVIF or WebP, lazy unless `priority`), falling
 * back to the deity's emblem when it fails to load. The box has the same size either way, so
 * a failed image shifts nothing.
 */
export function DeityPhoto({ name, imageUrl, art, size, priority, className = '' }: DeityImageProps & { imageUrl: string }) {
  const [failed, setFailed] = useState(false);
  const box = `relative shrink-0 overflow-hidden ${className}`;
  if (failed) return <DeityEmblem art={art} size={size} className={className} />;
  return (
    <div className={box} style={{ width: size, height: size }}>
      <Image src={imageUrl} alt={name} fill sizes={`${size}px`} priority={priority} className="object-cover" onError={() => setFailed(true)} />
    </div>
  );
}
