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
    expect(action('ArrowDown')).toBe('next');
    expect(action('ArrowUp')).toBe('previous');
    expect(action('ArrowDown', SHIFT)).toBe('extend-next');
    expect(action('ArrowUp', SHIFT)).toBe('extend-previous');
  });

  it('moves a page with PageDown and PageUp, never extending the selection', () => {
    expect(action('PageDown')).toBe('page-down');
    expect(action('PageUp')).toBe('page-up');
    expect(action('PageDown', SHIFT)).toBe('page-down');
    expect(action('PageUp', SHIFT_CTRL)).toBe('page-up');
  });

  it('moves to the first and last row with Home and End, extending the selection only with Shift and Ctrl/⌘', () => {
    expect(action('Home')).toBe('first');
    expect(action('End')).toBe('last');
    expect(action('Home', SHIFT)).toBe('first');
    expect(action('End', CTRL)).toBe('last');
    expect(action('Home', SHIFT_CTRL)).toBe('extend-first');
    expect(action('End', SHIFT_META)).toBe('extend-last');
  });

  it('activates with Enter and attaches with Ctrl/⌘+Enter', () => {
    expect(action('Enter')).toBe('activate');
    expect(action('Enter', SHIFT)).toBe('activate');
    expect(action('Enter', CTRL)).toBe('attach');
    expect(action('Enter', META)).toBe('attach');
  });

  it('clears the selection with Escape and opens the sibling folders with *', () => {
    expect(action('Escape')).toBe('clear-selection');
    expect(action('*')).toBe('expand-siblings');
    expect(action('*', SHIFT)).toBe('expand-siblings');
  });

  it('toggles the selection with Space, and adds the range with Shift, whatever else is held', () => {
    expect(action(' ')).toBe('toggle-selection');
    expect(action(' ', SHIFT)).toBe('extend-selection');
    expect(action(' ', CTRL)).toBe('toggle-selection');
  });

  it('selects the siblings with Ctrl/⌘+A, but not with Alt held too', () => {
    expect(action('a', CTRL)).toBe('select-siblings');
    expect(action('A', META)).toBe('select-siblings');
    expect(action('a', CTRL_ALT)).toBeUndefined();
  });

  it('leaves printable characters to type-ahead, but not with Ctrl, ⌘ or Alt held', () => {
    expect(action('f')).toBe('type');
    expect(action('a')).toBe('type');
    expect(action('F', SHIFT)).toBe('type');
    expect(action('é')).toBe('type');
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
    expect(treeKeyAction('ArrowRight', NONE, 'ltr')).toBe('expand');
    expect(treeKeyAction('ArrowLeft', NONE, 'rtl')).toBe('expand');
  });

  it('closes a folder or goes to the parent with the other arrow: ArrowLeft in LTR, ArrowRight in RTL', () => {
    expect(treeKeyAction('ArrowLeft', NONE, 'ltr')).toBe('collapse');
    expect(treeKeyAction('ArrowRight', NONE, 'rtl')).toBe('collapse');
  });

  it('keeps the horizontal arrows whatever modifiers are held', () => {
    expect(treeKeyAction('ArrowRight', SHIFT_CTRL, 'ltr')).toBe('expand');
    expect(treeKeyAction('ArrowRight', SHIFT_CTRL, 'rtl')).toBe('collapse');
  });

  it('gives every other key the same action in both directions', () => {
    const keys = ['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', 'Enter', 'Escape', '*', ' ', 'a', 'z', 'Tab'];
    for (const modifiers of [NONE, SHIFT, CTRL, SHIFT_CTRL, ALT]) {
      for (const key of keys) expect(treeKeyAction(key, modifiers, 'rtl')).toEqual(treeKeyAction(key, modifiers, 'ltr'));
    }
  });
});
