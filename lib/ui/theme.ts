import { storageChangeEvent, storageKeys, type Theme } from '../dashboard/store';

/**
 * Light and dark themes. The visitor's choice lives in the dashboard preferences
 * (localStorage); 'default' follows the device. The class on <html> is set by a tiny inline
 * script before the first paint (no flash of the wrong theme) and again whenever the
 * preference or the device setting changes.
 */
function applyStoredTheme(key: string, changeEvent: string) {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    let theme: unknown = 'default';
    try {
      const prefs: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
      if (prefs && typeof prefs === 'object' && 'theme' in prefs) theme = prefs.theme;
    } catch {
      // Unreadable preferences: the dashboard repairs them; the device setting applies.
    }
    const dark = theme === 'dark' || (theme !== 'light' && media.matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  };
  apply();
  media.addEventListener('change', apply);
  window.addEventListener('storage', apply);
  window.addEventListener(changeEvent, apply);
}

/** The inline script for <head>: the function above, called with the preferences key and the change event. */
export const themeScript = `(${applyStoredTheme.toString()})(${JSON.stringify(storageKeys.preferences)}, ${JSON.stringify(storageChangeEvent)})`;

export type { Theme };
