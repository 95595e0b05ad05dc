import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { renderElement, type PartRenderProps } from './render-element.js';

/** A part as the kit writes one: its own button, replaceable through `render`. */
function Part({ render: renderProp, onClick, ...props }: ComponentProps<'button'> & PartRenderProps<'button', { pressed: boolean }>) {
  return renderElement(
    <button
      type="button"
      data-slot="part"
      className="part"
      style={{ color: 'red', margin: '1px' }}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        calls.push('part');
      }}
    />,
    renderProp,
    { pressed: true },
  );
}

let calls: string[] = [];

describe('renderElement', () => {
  it('renders the part’s own element without a render prop', () => {
    render(<Part>Open</Part>);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('data-slot', 'part');
  });

  it('merges the part’s props into a render element: its own win, classes join, styles merge, both handlers run', () => {
    calls = [];
    const partRef = createRef<HTMLButtonElement>();
    const hostRef = createRef<HTMLButtonElement>();
    render(<Part ref={partRef} render={<button type="submit" className="host" style={{ color: 'blue' }} ref={hostRef} onClick={() => calls.push('host')} />}>Open</Part>);
    const button = screen.getByRole('button', { name: 'Open' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('data-slot', 'part');
    expect(button).toHaveClass('part', 'host');
    expect(button.style.color).toBe('blue');
    expect(button.style.margin).toBe('1px');
    expect(partRef.current).toBe(button);
    expect(hostRef.current).toBe(button);
    fireEvent.click(button);
    expect(calls).toEqual(['host', 'part']);
  });

  it('hands a render function the finished props and the state', () => {
    render(<Part render={(props, state) => <a {...(props as ComponentProps<'a'>)} href="#open" data-pressed={state.pressed} />}>Open</Part>);
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link).toHaveAttribute('data-slot', 'part');
    expect(link).toHaveAttribute('data-pressed', 'true');
    expect(link).toHaveClass('part');
  });
});
