import { estimateListedTokens } from '@mcp-resource-kit/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.js';
import { LocaleContext } from '../messages/messages-context.js';
import { SizeBadge } from './size-badge.js';

describe('SizeBadge', () => {
  it('marks an estimate from the listed size as approximate', async () => {
    const { container } = render(<SizeBadge estimate={estimateListedTokens({ size: 4096, mimeType: 'text/plain' })} />);
    const badge = container.querySelector('[data-slot="size-badge"]')!;
    expect(badge.getAttribute('data-source')).toBe('listed');
    expect(badge.hasAttribute('data-approximate')).toBe(true);
    expect(badge.textContent).toContain('≈ 4.1 kB · ≈ 1,024 tokens');
    expect(screen.getByText(/estimated from the size the server listed/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('leaves the spoken sentence out when hidden from screen readers, and keeps the tooltip', () => {
    const estimate = estimateListedTokens({ size: 4096, mimeType: 'text/plain' });
    const { container } = render(<SizeBadge aria-hidden estimate={estimate} />);
    const badge = container.querySelector('[data-slot="size-badge"]')!;
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(badge.textContent).toBe('≈ 4.1 kB · ≈ 1,024 tokens');
    expect(badge.querySelector('[data-visually-hidden]')).toBeNull();
    expect(badge.getAttribute('title')).toMatch(/estimated from the size the server listed/);
  });

  it('shows exact bytes once read', () => {
    const { container } = render(
      <SizeBadge estimate={{ tokens: 312, bytes: 1234, approximate: true, measured: true, method: 'text' }} />,
    );
    const badge = container.querySelector('[data-slot="size-badge"]')!;
    expect(badge.getAttribute('data-source')).toBe('measured');
    expect(badge.textContent).toContain('1.2 kB · ≈ 312 tokens');
  });

  it('drops the ≈ on tokens counted by a tokenizer', () => {
    const { container } = render(<SizeBadge estimate={{ tokens: 312, bytes: 1234, approximate: false, measured: true, method: 'text' }} />);
    expect(visibleText(container)).toBe('1.2 kB · 312 tokens');
    expect(screen.getByText(/counted by the tokenizer/)).toBeInTheDocument();
  });

  it('says when the size is unknown', () => {
    const { container } = render(<SizeBadge estimate={estimateListedTokens({ mimeType: 'text/plain' })} />);
    expect(container.querySelector('[data-source="unknown"]')).toBeInTheDocument();
    expect(screen.getByText('size unknown')).toBeInTheDocument();
  });

  it('formats numbers in the host locale and takes replaced messages', () => {
    const { container } = render(
      <LocaleContext.Provider value={{ locale: 'de-DE', messages: { sizeBadge: { tokens: (count: string) => `${count} Token` } } }}>
        <SizeBadge estimate={{ tokens: 12345, bytes: 1536, approximate: true, measured: true, method: 'text' }} />
      </LocaleContext.Provider>,
    );
    expect(visibleText(container)).toBe('1,5 kB · ≈ 12.345 Token');
  });
});

/** The badge's visible text: bytes and tokens are spans of their own. */
function visibleText(container: HTMLElement): string | null | undefined {
  return container.querySelector('[data-slot="size-badge"] > [aria-hidden="true"]')?.textContent;
}
