import { useEffect, useId, useState } from 'react';

type Theme = 'system' | 'light' | 'dark';
const STORAGE_KEY = 'mcp-resource-kit-playground-theme';

/** Light, dark or the system's: sets `data-mcp-theme` on <html>, which the kit's variables follow. */
export function ThemeSwitch() {
  const id = useId();
  const [theme, setTheme] = useState<Theme>(() => (localStorage.getItem(STORAGE_KEY) as Theme | null) ?? 'system');
  useEffect(() => {
    const root = document.documentElement;
    // 'system' too: the kit follows the OS only where a host asks it to.
    root.setAttribute('data-mcp-theme', theme);
    localStorage.setItem(STORAGE_KEY, theme);
  }, [theme]);
  return (
    <div className="theme-switch">
      <label htmlFor={id}>Theme</label>
      <select id={id} value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </div>
  );
}
