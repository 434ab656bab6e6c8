'use client';

import Image from 'next/image';
import { useState } from 'react';

interface Props {
  name: string;
  imageUrl: string | null;
  /** Rendered size in CSS pixels (the box is square). */
  size: number;
  priority?: boolean;
  className?: string;
}

/**
 * A deity's image, or its initial letter when there is none or it fails to load. The box
 * has the same size either way, so a failed image shifts nothing.
 */
export function DeityImage({ name, imageUrl, size, priority, className = '' }: Props) {
  const [failed, setFailed] = useState(false);
  const box = `relative shrink-0 overflow-hidden ${className}`;
  if (!imageUrl || failed) {
    return (
      <div
        className={`${box} grid place-items-center bg-gradient-to-br from-saffron-600 to-saffron-800 font-bold text-white`}
        style={{ width: size, height: size, fontSize: size * 0.42 }}
        aria-hidden="true"
      >
        {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
      </div>
    );
  }
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
