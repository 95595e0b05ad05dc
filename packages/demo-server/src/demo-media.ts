import { createPdfDocument } from './pdf-document.js';
import { encodePng, type RgbaPixel } from './png-encoder.js';
import { encodeWav } from './wav-encoder.js';

export const LOGO_WIDTH = 64;
export const LOGO_HEIGHT = 48;

/** A 64×48 logo: a sea-blue gradient with a white "harbor" buoy and a transparent corner. */
export function createLogoPng(): Uint8Array {
  return encodePng(LOGO_WIDTH, LOGO_HEIGHT, (x, y): RgbaPixel => {
    if (x + y < 6) return [0, 0, 0, 0];
    const distance = Math.hypot(x - 32, y - 24);
    if (distance < 10) return distance < 7 ? [255, 255, 255, 255] : [229, 62, 62, 255];
    const wave = Math.sin(x / 4) * 2;
    const depth = y + wave > 34 ? 40 : 0;
    return [20 + x, 90 + Math.round(y * 1.5) - depth, 170 + Math.round(x / 2) - depth, 255];
  });
}

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-labelledby="title">
  <title id="title">harbor-api</title>
  <defs>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#63b3ed"/>
      <stop offset="1" stop-color="#2b6cb0"/>
    </linearGradient>
  </defs>
  <rect width="128" height="128" rx="24" fill="url(#sea)"/>
  <path d="M64 22v70M40 50h48" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
  <path d="M28 74c0 20 16 32 36 32s36-12 36-32" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
  <circle cx="64" cy="22" r="8" fill="#fff"/>
</svg>
`;

/** A short two-tone notification chime (8 kHz mono), synthesised deterministically. */
export function createNotificationWav(): Uint8Array {
  const sampleRate = 8_000;
  const samples: number[] = [];
  for (let index = 0; index < sampleRate * 0.6; index++) {
    const time = index / sampleRate;
    const frequency = time < 0.25 ? 880 : 1_320;
    const envelope = Math.exp(-((time % 0.3) * 9));
    samples.push(0.5 * envelope * Math.sin(2 * Math.PI * frequency * time));
  }
  return encodeWav(samples, sampleRate);
}

export function createInvoicePdf(): Uint8Array {
  return createPdfDocument('Invoice 2026-10 - Harbor Logistics', [
    'Customer: Okafor Freight (id 1042)',
    'Period: 2026-10-01 to 2026-10-31',
    '',
    'Shipments delivered ............ 312',
    'Returns handled ................  14',
    'Storage (pallet-days) .......... 860',
    '',
    'Total due: EUR 4,812.40',
    'Payment terms: 30 days net',
  ]);
}
