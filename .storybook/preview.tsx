import type { Preview } from '@storybook/react-vite';
import '@mcp-resource-kit/react/styles.css';
import './themes/contrast.css';
import './themes/warm.css';
import './preview.css';
import { withResourceKit } from './decorators/with-resource-kit.tsx';
import { THEMES, withTheme } from './decorators/with-theme.tsx';

const preview: Preview = {
  // Outermost last: the theme stage wraps the kit, which wraps the story.
  decorators: [withResourceKit, withTheme],
  globalTypes: {
    theme: {
      description: 'Theme of the kit (data-mcp-theme)',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...THEMES], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // The theme stage pads itself, so the theme's background reaches the canvas edges in stories and docs.
    layout: 'fullscreen',
    controls: { expanded: true },
    // Axe runs after every story (and its play function); a violation fails the story's test.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Getting started', '*'] } },
  },
  tags: ['autodocs'],
};

export default preview;
