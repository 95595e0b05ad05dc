'use client';

import { useEffect, useRef } from 'react';

/**
 * Where the rendered results end: when it comes within a quarter of the list's height of its view,
 * the rest are rendered. Without `IntersectionObserver`, at once.
 */
export function ResourceSearchMore({ onNear }: { onNear: () => void }) {
  const marker = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { root: element.closest('[cmdk-list]'), rootMargin: '0px 0px 25% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onNear]);
  return <div ref={marker} aria-hidden="true" data-slot="resource-search-more" />;
}
