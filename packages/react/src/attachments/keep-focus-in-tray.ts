/**
 * Moves focus off a remove button before its item (or every item) goes away, so keyboard users
 * are not dropped at the top of the page: to the next item's remove button, else the previous
 * one's, else the tray itself.
 */
export function keepFocusInTray(button: HTMLElement) {
  const item = button.closest('[data-slot="attach-tray-item"]');
  const neighbour = item ? (item.nextElementSibling ?? item.previousElementSibling) : null;
  const target = neighbour?.querySelector<HTMLElement>('[data-slot="attach-tray-item-remove"]') ?? button.closest<HTMLElement>('[data-slot="attach-tray"]');
  target?.focus();
}
