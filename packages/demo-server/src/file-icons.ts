import type { Icon } from '@modelcontextprotocol/server';
import { encodeBase64Text } from './bytes.js';

/** Badge-style file-type icons. The spec only allows `https:` and `data:` icon sources; data URLs keep the demo offline. */
const ICON_STYLES = {
  markdown: { label: 'MD', color: '#2b6cb0' },
  typescript: { label: 'TS', color: '#3178c6' },
  json: { label: '{ }', color: '#b7791f' },
  yaml: { label: 'YML', color: '#c53030' },
  css: { label: 'CSS', color: '#6b46c1' },
  csv: { label: 'CSV', color: '#2f855a' },
  log: { label: 'LOG', color: '#4a5568' },
  folder: { label: 'DIR', color: '#d69e2e' },
  image: { label: 'IMG', color: '#dd6b20' },
  audio: { label: 'WAV', color: '#d53f8c' },
  pdf: { label: 'PDF', color: '#e53e3e' },
  database: { label: 'SQL', color: '#336791' },
  clock: { label: '⏱', color: '#319795' },
  lock: { label: '🔒', color: '#744210' },
  warning: { label: '!', color: '#9b2c2c' },
  weather: { label: '☀', color: '#ecc94b' },
  repository: { label: 'GIT', color: '#f05032' },
  text: { label: 'TXT', color: '#718096' },
} as const;

export type IconKind = keyof typeof ICON_STYLES;

const iconCache = new Map<IconKind, Icon[]>();

function badgeSvg(label: string, color: string): string {
  const fontSize = label.length > 2 ? 9 : 12;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">` +
    `<rect x="1" y="1" width="22" height="22" rx="4" fill="${color}"/>` +
    `<text x="12" y="16" font-family="sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="#fff">${label}</text>` +
    `</svg>`
  );
}

export function fileIcons(kind: IconKind): Icon[] {
  let icons = iconCache.get(kind);
  if (!icons) {
    const { label, color } = ICON_STYLES[kind];
    icons = [
      {
        src: `data:image/svg+xml;base64,${encodeBase64Text(badgeSvg(label, color))}`,
        mimeType: 'image/svg+xml',
        sizes: ['any'],
      },
    ];
    iconCache.set(kind, icons);
  }
  return icons;
}
