import { describe, expect, it } from 'vitest';
import { treeKeyAction, type TreeDirection, type TreeKeyModifiers } from './tree-key-actions.js';

const NONE: TreeKeyModifiers = { shiftKey: false, ctrlKey: false, metaKey: false, altKey: false };
const SHIFT: TreeKeyModifiers = { ...NONE, shiftKey: true };
const CTRL: TreeKeyModifiers = { ...NONE, ctrlKey: true };
const META: TreeKeyModifiers = { ...NONE, metaKey: true };
const ALT: TreeKeyModifiers = { ...NONE, altKey: true };
const SHIFT_CTRL: TreeKeyModifiers = { ...NONE, shiftKey: true, ctrlKey: true };
const SHIFT_META: TreeKeyModifiers = { ...NONE, shiftKey: true, metaKey: true };
const CTRL_ALT: TreeKeyModifiers = { ...NONE, ctrlKey: true, altKey: true };

describe.each<TreeDirection>(['ltr', 'rtl'])('treeKeyAction in %s', (direction) => {
  const action = (key: string, modifiers: TreeKeyModifiers = NONE) => treeKeyAction(key, modifiers, direction);

  it('moves to the next and previous row with ArrowDown and ArrowUp, extending the selection with Shift', () => {
    expect(action('ArrowDown')).toEqual({ type: 'move', to: 'next', extend: false });
    expect(action('ArrowUp')).toEqual({ type: 'move', to: 'previous', extend: false });
    expect(action('ArrowDown', SHIFT)).toEqual({ type: 'move', to: 'next', extend: true });
    expect(action('ArrowUp', SHIFT)).toEqual({ type: 'move', to: 'previous', extend: true });
  });

  it('moves a page with PageDown and PageUp, never extending the selection', () => {
    expect(action('PageDown')).toEqual({ type: 'move', to: 'page-down', extend: false });
    expect(action('PageUp')).toEqual({ type: 'move', to: 'page-up', extend: false });
    expect(action('PageDown', SHIFT)).toEqual({ type: 'move', to: 'page-down', extend: false });
    expect(action('PageUp', SHIFT_CTRL)).toEqual({ type: 'move', to: 'page-up', extend: false });
  });

  it('moves to the first and last row with Home and End, extending the selection only with Shift and Ctrl/⌘', () => {
    expect(action('Home')).toEqual({ type: 'move', to: 'first', extend: false });
    expect(action('End')).toEqual({ type: 'move', to: 'last', extend: false });
    expect(action('Home', SHIFT)).toEqual({ type: 'move', to: 'first', extend: false });
    expect(action('End', CTRL)).toEqual({ type: 'move', to: 'last', extend: false });
    expect(action('Home', SHIFT_CTRL)).toEqual({ type: 'move', to: 'first', extend: true });
    expect(action('End', SHIFT_META)).toEqual({ type: 'move', to: 'last', extend: true });
  });

  it('activates with Enter and attaches with Ctrl/⌘+Enter', () => {
    expect(action('Enter')).toEqual({ type: 'activate' });
    expect(action('Enter', SHIFT)).toEqual({ type: 'activate' });
    expect(action('Enter', CTRL)).toEqual({ type: 'attach' });
    expect(action('Enter', META)).toEqual({ type: 'attach' });
  });

  it('clears the selection with Escape and opens the sibling folders with *', () => {
    expect(action('Escape')).toEqual({ type: 'clear-selection' });
    expect(action('*')).toEqual({ type: 'expand-siblings' });
    expect(action('*', SHIFT)).toEqual({ type: 'expand-siblings' });
  });

  it('selects with Space, adding the range with Shift, whatever else is held', () => {
    expect(action(' ')).toEqual({ type: 'select', extend: false });
    expect(action(' ', SHIFT)).toEqual({ type: 'select', extend: true });
    expect(action(' ', CTRL)).toEqual({ type: 'select', extend: false });
  });

  it('selects the siblings with Ctrl/⌘+A, but not with Alt held too', () => {
    expect(action('a', CTRL)).toEqual({ type: 'select-siblings' });
    expect(action('A', META)).toEqual({ type: 'select-siblings' });
    expect(action('a', CTRL_ALT)).toBeUndefined();
  });

  it('passes printable characters to type-ahead, but not with Ctrl, ⌘ or Alt held', () => {
    expect(action('f')).toEqual({ type: 'type', character: 'f' });
    expect(action('a')).toEqual({ type: 'type', character: 'a' });
    expect(action('F', SHIFT)).toEqual({ type: 'type', character: 'F' });
    expect(action('é')).toEqual({ type: 'type', character: 'é' });
    expect(action('f', CTRL)).toBeUndefined();
    expect(action('f', META)).toBeUndefined();
    expect(action('f', ALT)).toBeUndefined();
  });

  it('leaves other keys alone', () => {
    for (const key of ['Tab', 'Backspace', 'Delete', 'F2', 'Shift', 'Control', 'ContextMenu', 'Unidentified']) expect(action(key)).toBeUndefined();
  });
});

describe('treeKeyAction across directions', () => {
  it('opens and enters a folder with the arrow that points into the text: ArrowRight in LTR, ArrowLeft in RTL', () => {
    expect(treeKeyAction('ArrowRight', NONE, 'ltr')).toEqual({ type: 'expand' });
    expect(treeKeyAction('ArrowLeft', NONE, 'rtl')).toEqual({ type: 'expand' });
  });

  it('closes a folder or goes to the parent with the other arrow: ArrowLeft in LTR, ArrowRight in RTL', () => {
    expect(treeKeyAction('ArrowLeft', NONE, 'ltr')).toEqual({ type: 'collapse' });
    expect(treeKeyAction('ArrowRight', NONE, 'rtl')).toEqual({ type: 'collapse' });
  });

  it('keeps the horizontal arrows whatever modifiers are held', () => {
    expect(treeKeyAction('ArrowRight', SHIFT_CTRL, 'ltr')).toEqual({ type: 'expand' });
    expect(treeKeyAction('ArrowRight', SHIFT_CTRL, 'rtl')).toEqual({ type: 'collapse' });
  });

  it('gives every other key the same action in both directions', () => {
    const keys = ['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', 'Enter', 'Escape', '*', ' ', 'a', 'z', 'Tab'];
    for (const modifiers of [NONE, SHIFT, CTRL, SHIFT_CTRL, ALT]) {
      for (const key of keys) expect(treeKeyAction(key, modifiers, 'rtl')).toEqual(treeKeyAction(key, modifiers, 'ltr'));
    }
  });
});
