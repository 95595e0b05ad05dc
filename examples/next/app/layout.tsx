import '@mcp-resource-kit/react/styles.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './host.css';

export const metadata: Metadata = { title: 'Host app (Next.js) with MCP Resource Kit', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
