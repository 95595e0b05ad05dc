import { asciiBytes, concatBytes } from './bytes.js';

/** Encodes mono 16-bit PCM samples (each in [-1, 1]) as a RIFF/WAVE file. */
export function encodeWav(samples: readonly number[], sampleRate: number): Uint8Array {
  const data = new Uint8Array(samples.length * 2);
  const dataView = new DataView(data.buffer);
  samples.forEach((sample, index) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    dataView.setInt16(index * 2, Math.round(clamped * 32_767), true);
  });
  const format = new Uint8Array(16);
  const formatView = new DataView(format.buffer);
  formatView.setUint16(0, 1, true); // PCM
  formatView.setUint16(2, 1, true); // mono
  formatView.setUint32(4, sampleRate, true);
  formatView.setUint32(8, sampleRate * 2, true); // byte rate
  formatView.setUint16(12, 2, true); // block align
  formatView.setUint16(14, 16, true); // bits per sample
  const sizes = new Uint8Array(12);
  const sizesView = new DataView(sizes.buffer);
  sizesView.setUint32(0, 4 + 8 + format.byteLength + 8 + data.byteLength, true);
  sizesView.setUint32(4, format.byteLength, true);
  sizesView.setUint32(8, data.byteLength, true);
  return concatBytes([
    asciiBytes('RIFF'),
    sizes.subarray(0, 4),
    asciiBytes('WAVEfmt '),
    sizes.subarray(4, 8),
    format,
    asciiBytes('data'),
    sizes.subarray(8, 12),
    data,
  ]);
}
