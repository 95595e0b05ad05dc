/*
 * The `render` prop of the kit's parts, with Base UI's semantics, so a host can render a part as its
 * own element (a design-system button, a router link) and keep the part's behaviour:
 *
 * - `render={<MyButton variant="primary" />}`: the element is cloned with the part's props merged
 *   into its own. The element's props win, except that `className`s are joined, `style`s are
 *   merged (the element's keys win), refs are both set, and event handlers both run (the
 *   element's first, then the part's).
 * - `render={(props, state) => <MyButton {...props} pressed={state.reading} />}`: the function gets
 *   the part's finished props (spread them, `ref` included) and its state, and returns what to render.
 *
 * Written here rather than imported: `@radix-ui/react-slot` (which cmdk already brings) does
 * `asChild`, a child element with no access to the part's state, and `@base-ui/react`'s
 * `useRender` would make the whole Base UI package a dependency for what is some forty lines here.
 */
import { cloneElement, isValidElement, type ComponentProps, type JSX, type ReactElement, type Ref } from 'react';
import { assignRef } from './assign-ref.js';

/** What a part renders: the props of its `Tag` element and its `data-*` attributes. */
export type PartElementProps<Tag extends keyof JSX.IntrinsicElements> = ComponentProps<Tag> & { [attribute: `data-${string}`]: string | number | boolean | undefined };

/** An element to render instead of the part's own, or a function of the part's props and state that returns one. */
export type RenderProp<Props, State> = ReactElement | ((props: Props, state: State) => ReactElement);

/** The `render` prop of a part that renders a `Tag` element and exposes `State`. */
export interface PartRenderProps<Tag extends keyof JSX.IntrinsicElements, State = object> {
  /** Renders this element (the part's props merged into it), or what this function returns, instead of the part's own `Tag`. */
  render?: RenderProp<PartElementProps<Tag>, State> | undefined;
}

/**
 * The part's own `element`, or the host's `render` element or function in its place, given the
 * props the part gave its element (`ref` included: React 19 keeps it in `props`).
 */
export function renderElement<State>(element: ReactElement<object>, render: RenderProp<never, State> | undefined, state: State): ReactElement {
  if (typeof render === 'function') return render(element.props as never, state);
  if (isValidElement(render)) return cloneElement(render, mergeProps(element.props as Record<string, unknown>, render.props as Record<string, unknown>));
  return element;
}

type Props = Record<string, unknown>;

function mergeProps(part: Props, element: Props): Props {
  const merged: Props = { ...part };
  for (const [key, value] of Object.entries(element)) {
    const own = part[key];
    if (value === undefined) continue;
    if (own === undefined || own === null) merged[key] = value;
    else if (key === 'className') merged[key] = `${own as string} ${value as string}`;
    else if (key === 'style') merged[key] = { ...(own as object), ...(value as object) };
    else if (key === 'ref') merged[key] = (node: unknown) => (assignRef(own as Ref<unknown>, node), assignRef(value as Ref<unknown>, node));
    else if (/^on[A-Z]/.test(key) && typeof own === 'function' && typeof value === 'function') {
      merged[key] = (...args: unknown[]) => {
        value(...args);
        return own(...args);
      };
    } else merged[key] = value;
  }
  return merged;
}
