'use client';

import Image from 'next/image';
import { useState } from 'react';

import { DeityInitial } from './deity-initial';

export interface DeityImageProps {
  name: string;
  imageUrl: string | null;
  /** Rendered size in CSS pixels (the box is square). */
  size: number;
  priority?: boolean;
  className?: string;
}

/**
 * A deity's image (next/image: explicit size, AVIF or WebP, lazy unless `priority`), falling
 * back to the initial letter when it fails to load. The box has the same size either way, so
 * a failed image shifts nothing.
 */
export function DeityPhoto({ name, imageUrl, size, priority, className = '' }: DeityImageProps & { imageUrl: string }) {
  const [failed, setFailed] = useState(false);
  const box = `relative shrink-0 overflow-hidden ${className}`;
  if (failed) return <DeityInitial name={name} size={size} className={className} />;
  return (
    <div className={box} style={{ width: size, height: size }}>
      <Image
        src={imageUrl}
        alt={name}
        fill
        sizes={`${size}px`}
        priority={priority}
        className="object-cover"
        onError={() => setFailed(true)}
      />
    </div>
  );
}
