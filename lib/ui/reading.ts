import { isReading, storageKeys, type Reading } from '../dashboard/store';

/**
 * A prayer page's reading settings are attributes on <html> (data-translit, data-text-size),
 * which the CSS in app/globals.css reads: the page stays one static HTML for everyone, and
 * the browser shows the transliteration and size this visitor chose.
 */
export function applyReading(reading: Reading): void {
  document.documentElement.dataset.translit = reading.transliteration;
  document.documentElement.dataset.textSize = reading.textSize;
}

function applyStoredReading(key: string) {
  try {
    const r: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (r && typeof r === 'object' && 'transliteration' in r && 'textSize' in r) {
      // Only the known values are applied; the settings control repairs anything else.
      if (r.transliteration === 'scholarly') document.documentElement.dataset.translit = 'scholarly';
      if (r.textSize === 'large' || r.textSize === 'larger') document.documentElement.dataset.textSize = r.textSize;
    }
  } catch {
    // No storage, or unreadable: the defaults (simple, normal) apply.
  }
}

/** Run inline before the prayer text is painted, so a visitor who chose otherwise never sees the defaults flash. */
export const readingScript = `(${applyStoredReading.toString()})(${JSON.stringify(storageKeys.reading)})`;

export { isReading };
