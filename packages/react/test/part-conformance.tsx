import { render, screen } from '@testing-library/react';
import { createElement, createRef, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

/** One part of a component, and how to mount it with the props a test passes. */
export interface PartUnderTest {
  /** Its public name, e.g. `TemplateForm.Submit`. */
  name: string;
  /** Renders the part with `props` spread onto it, inside whatever root or provider it needs. */
  mount: (props: Record<string, unknown>) => ReactNode;
  /** The element it renders, lower case (`button`). */
  tag: string;
  /** Its `data-slot`. */
  slot: string;
  /** Whether it takes a `render` prop (parts that render a host-replaceable element). */
  renders?: boolean;
}

/**
 * The checks every part of the kit passes (after Base UI's `describeConformance`): its ref reaches
 * its DOM element, unknown and `aria-*` props land on that element, `className` and `style` are
 * the host's to add, it names itself with `data-slot`, and, where it takes one, the `render` prop
 * swaps its element for the host's in both forms.
 */
export function describePartConformance(part: PartUnderTest): void {
  const mount = (props: Record<string, unknown>) => render(<>{part.mount({ 'data-testid': 'part', ...props })}</>);

  describe(`${part.name} follows the part convention`, () => {
    it(`renders one <${part.tag}> named data-slot="${part.slot}"`, () => {
      mount({});
      const element = screen.getByTestId('part');
      expect(element.tagName.toLowerCase()).toBe(part.tag);
      expect(element).toHaveAttribute('data-slot', part.slot);
    });

    it('forwards its ref to that element', () => {
      const ref = createRef<HTMLElement>();
      mount({ ref });
      expect(ref.current).toBe(screen.getByTestId('part'));
    });

    it('spreads the props it does not use, aria-* included, onto that element', () => {
      mount({ 'aria-describedby': 'host-note', 'data-host': 'yes', title: 'host title' });
      const element = screen.getByTestId('part');
      expect(element).toHaveAttribute('aria-describedby', 'host-note');
      expect(element).toHaveAttribute('data-host', 'yes');
      expect(element).toHaveAttribute('title', 'host title');
    });

    it('takes the host className and style', () => {
      mount({ className: 'host-class', style: { marginTop: '7px' } });
      const element = screen.getByTestId('part');
      expect(element).toHaveClass('host-class');
      expect(element.style.marginTop).toBe('7px');
    });

    if (!part.renders) return;

    it('renders the render element instead, with its own props merged in', () => {
      const ref = createRef<HTMLElement>();
      const hostRef = createRef<HTMLElement>();
      mount({ ref, className: 'part-class', render: createElement('section', { 'data-host-element': '', className: 'host-class', ref: hostRef }) });
      const element = screen.getByTestId('part');
      expect(element.tagName.toLowerCase()).toBe('section');
      expect(element).toHaveAttribute('data-host-element');
      expect(element).toHaveAttribute('data-slot', part.slot);
      expect(element).toHaveClass('part-class', 'host-class');
      expect(ref.current).toBe(element);
      expect(hostRef.current).toBe(element);
    });

    it('renders what the render function returns, given the finished props and the state', () => {
      const seen: { state?: unknown } = {};
      mount({
        render: (props: Record<string, unknown>, state: unknown) => {
          seen.state = state;
          return createElement('section', { ...props, 'data-from-function': '' });
        },
      });
      const element = screen.getByTestId('part');
      expect(element.tagName.toLowerCase()).toBe('section');
      expect(element).toHaveAttribute('data-from-function');
      expect(element).toHaveAttribute('data-slot', part.slot);
      expect(seen.state).toBeTypeOf('object');
    });
  });
}
