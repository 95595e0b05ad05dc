/** A random 128-bit hex id. crypto.randomUUID() is missing in insecure browser contexts (plain http on a LAN address); getRandomValues() is not. */
export function createSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
