/** Which way the tree's text runs: ArrowRight opens folders in `ltr`, ArrowLeft in `rtl`. */
export type TreeDirection = 'ltr' | 'rtl';

/** The modifier keys held with a key, as a `KeyboardEvent` has them. */
export interface TreeKeyModifiers {
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Where a key moves focus: to the next or previous row, a page down or up, the first or last row. */
export type TreeMove = 'next' | 'previous' | 'page-down' | 'page-up' | 'first' | 'last';

/**
 * What a key asks the tree to do, before the tree knows which row it applies to:
 * - a `TreeMove` moves focus; `extend-…` also extends the selection to the new row (Shift+↑/↓,
 *   Shift+Ctrl/⌘+Home/End);
 * - `expand` opens a closed folder or moves into an open one (→ in LTR, ← in RTL); `collapse` closes
 *   an open folder or moves to the parent row (← in LTR, → in RTL);
 * - `activate` opens a resource or template, toggles a folder, runs a status row's action (Enter);
 *   `attach` attaches the selection or the focused resource (Ctrl/⌘+Enter);
 * - `toggle-selection` (Space) and `extend-selection` (Shift+Space: the range from the anchor);
 *   `clear-selection` (Escape); `select-siblings` selects the resources beside the focused row, or
 *   unselects them when all are (Ctrl/⌘+A);
 * - `expand-siblings` opens every closed folder beside the focused row (`*`);
 * - `type`: the key is a printable character for type-ahead.
 */
export type TreeKeyAction =
  | TreeMove
  | 'extend-next'
  | 'extend-previous'
  | 'extend-first'
  | 'extend-last'
  | 'expand'
  | 'collapse'
  | 'activate'
  | 'attach'
  | 'toggle-selection'
  | 'extend-selection'
  | 'clear-selection'
  | 'select-siblings'
  | 'expand-siblings'
  | 'type';

const MOVES = new Map<string, TreeMove>([
  ['ArrowDown', 'next'],
  ['ArrowUp', 'previous'],
  ['PageDown', 'page-down'],
  ['PageUp', 'page-up'],
  ['Home', 'first'],
  ['End', 'last'],
]);

/**
 * The WAI-ARIA tree's key table: what `key` with `modifiers` does in a tree whose text runs in
 * `direction`, or `undefined` for keys the tree leaves alone. Pure, so every key is testable
 * without rendering anything.
 */
export function treeKeyAction(key: string, { shiftKey, ctrlKey, metaKey, altKey }: TreeKeyModifiers, direction: TreeDirection): TreeKeyAction | undefined {
  const command = ctrlKey || metaKey;
  if (key === 'ArrowRight' || key === 'ArrowLeft') return (key === 'ArrowRight') === (direction === 'ltr') ? 'expand' : 'collapse';
  const move = MOVES.get(key);
  if (move) {
    const extend = shiftKey && (key === 'ArrowDown' || key === 'ArrowUp' || (command && (key === 'Home' || key === 'End')));
    return extend ? (`extend-${move}` as TreeKeyAction) : move;
  }
  if (key === 'Enter') return command ? 'attach' : 'activate';
  if (key === ' ') return shiftKey ? 'extend-selection' : 'toggle-selection';
  if (key === 'Escape') return 'clear-selection';
  if (key === '*') return 'expand-siblings';
  if (command && !altKey && (key === 'a' || key === 'A')) return 'select-siblings';
  if (key.length === 1 && !command && !altKey) return 'type';
  return undefined;
}
