/*
 * The palette's dialog (cmdk's, on Radix) locks the page's scroll with react-remove-scroll, whose
 * merged ref is an object literal with a `current` getter and setter. In Chromium's engine the first
 * object of that shape made after code has been optimized throws away optimized code across the whole
 * page ("dependent prototype chain changed" in a `--trace-deopt` trace): React's context and
 * host-context stacks and the kit's matching, all at once, inside the palette's first render. One
 * object of the same shape made when the kit loads, before anything is optimized, moves that event to
 * where it costs nothing. The shape must stay the one react-remove-scroll makes
 * (`prime-scroll-lock-ref.test.tsx` compares them).
 */

/** Makes one object shaped like react-remove-scroll's merged ref and returns it. */
export function primeScrollLockRef(): { current: unknown } {
  const ref = {
    get current(): unknown {
      return null;
    },
    set current(_value: unknown) {},
  };
  // A write through the setter is a side effect to every bundler, which keeps this when shaking the tree.
  ref.current = null;
  return ref;
}
