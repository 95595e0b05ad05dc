/** Which way the tree's text runs: ArrowRight opens folders in `ltr`, ArrowLeft in `rtl`. */
export type TreeDirection = 'ltr' | 'rtl';

/** The modifier keys held with a key, as a `KeyboardEvent` has them. */
export interface TreeKeyModifiers {
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Where a `move` takes focus. */
export type TreeMoveTarget = 'next' | 'previous' | 'page-down' | 'page-up' | 'first' | 'last';

/** What a key asks the tree to do, before the tree knows which row it applies to. */
export type TreeKeyAction =
  /** Moves focus; `extend` also extends the selection to the new row. */
  | { type: 'move'; to: TreeMoveTarget; extend: boolean }
  /** Opens a closed folder, or moves into an open one (→ in LTR, ← in RTL). */
  | { type: 'expand' }
  /** Closes an open folder, or moves to the parent row (← in LTR, → in RTL). */
  | { type: 'collapse' }
  /** Opens a resource or template, toggles a folder, runs a status row's action (Enter). */
  | { type: 'activate' }
  /** Attaches the selection, or the focused resource (Ctrl/⌘+Enter). */
  | { type: 'attach' }
  /** Clears the selection (Escape). */
  | { type: 'clear-selection' }
  /** Opens every closed folder beside the focused row (`*`). */
  | { type: 'expand-siblings' }
  /** Selects the resources beside the focused row, or unselects them when all are (Ctrl/⌘+A). */
  | { type: 'select-siblings' }
  /** Toggles the focused row's selection; `extend` adds the range from the anchor instead (Space). */
  | { type: 'select'; extend: boolean }
  /** A printable character for type-ahead. */
  | { type: 'type'; character: string };

/**
 * The WAI-ARIA tree's key table: what `key` with `modifiers` does in a tree whose text runs in
 * `direction`, or `undefined` for keys the tree leaves alone. Pure, so every key is testable
 * without rendering anything.
 */
export function treeKeyAction(key: string, modifiers: TreeKeyModifiers, direction: TreeDirection): TreeKeyAction | undefined {
  const command = modifiers.ctrlKey || modifiers.metaKey;
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', to: 'next', extend: modifiers.shiftKey };
    case 'ArrowUp':
      return { type: 'move', to: 'previous', extend: modifiers.shiftKey };
    case 'PageDown':
      return { type: 'move', to: 'page-down', extend: false };
    case 'PageUp':
      return { type: 'move', to: 'page-up', extend: false };
    case 'Home':
      return { type: 'move', to: 'first', extend: modifiers.shiftKey && command };
    case 'End':
      return { type: 'move', to: 'last', extend: modifiers.shiftKey && command };
    case 'ArrowRight':
      return { type: direction === 'rtl' ? 'collapse' : 'expand' };
    case 'ArrowLeft':
      return { type: direction === 'rtl' ? 'expand' : 'collapse' };
    case 'Enter':
      return { type: command ? 'attach' : 'activate' };
    case 'Escape':
      return { type: 'clear-selection' };
    case '*':
      return { type: 'expand-siblings' };
    case ' ':
      return { type: 'select', extend: modifiers.shiftKey };
    default:
      break;
  }
  if (command && !modifiers.altKey && (key === 'a' || key === 'A')) return { type: 'select-siblings' };
  if (key.length === 1 && !command && !modifiers.altKey) return { type: 'type', character: key };
  return undefined;
}
