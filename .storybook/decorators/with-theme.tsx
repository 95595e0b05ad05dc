import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';

/** The toolbar's themes: the kit's own light and dark, and two CSS-variable themes from `.storybook/themes`. */
export const THEMES = [
  { value: 'light', title: 'Light' },
  { value: 'dark', title: 'Dark' },
  { value: 'contrast', title: 'High contrast' },
  { value: 'warm', title: 'Warm' },
] as const;

export type ThemeName = (typeof THEMES)[number]['value'];

function isThemeName(value: unknown): value is ThemeName {
  return THEMES.some((theme) => theme.value === value);
}

function ThemeStage({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  // On <html> too, so that popovers portalled into <body> get the theme as well.
  useLayoutEffect(() => {
    document.documentElement.dataset.mcpTheme = theme;
  }, [theme]);
  return (
    <div className="kit-story-stage" data-mcp-theme={theme}>
      {children}
    </div>
  );
}

/** Applies the `theme` toolbar global as `data-mcp-theme` on the story's root and on `<html>`. */
export const withTheme: Decorator = (Story, { globals }) => (
  <ThemeStage theme={isThemeName(globals.theme) ? globals.theme : 'light'}>
    <Story />
  </ThemeStage>
);
