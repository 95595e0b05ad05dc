/** A text of the kit whose colour is too close to what is painted behind it. */
export interface LowContrastText {
  text: string;
  slot: string;
  color: string;
  background: string;
  ratio: number;
}

/**
 * The WCAG contrast of every visible text of the kit's parts against the colour actually painted
 * behind it: the nearest ancestor with a background, or the page's canvas when none has one.
 * Disabled controls are exempt (WCAG 1.4.3), as is text inside a translucent (faded) element.
 * Self-contained (no outside references), so that Playwright can run it with `page.evaluate`.
 */
export function findLowContrastText(minimumRatio = 4.5): LowContrastText[] {
  const parse = (value: string): [number, number, number, number] => {
    const numbers = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
    return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0, numbers[3] ?? 1];
  };
  const luminance = ([r, g, b]: number[]) => {
    const channel = (value: number) => {
      const s = value / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  };
  const bodyBackground = getComputedStyle(document.body).backgroundColor;
  const rootBackground = getComputedStyle(document.documentElement).backgroundColor;
  // The canvas takes <body>'s background when <html> has none (CSS 2, 14.2); a blank page is white.
  const canvas = parse(rootBackground)[3] > 0 ? rootBackground : parse(bodyBackground)[3] > 0 ? bodyBackground : 'rgb(255, 255, 255)';
  const backgroundBehind = (element: Element): string => {
    for (let current: Element | null = element; current; current = current.parentElement) {
      const color = getComputedStyle(current).backgroundColor;
      if (parse(color)[3] > 0) return color;
    }
    return canvas;
  };
  const faded = (element: Element) => {
    for (let current: Element | null = element; current; current = current.parentElement) {
      if (Number(getComputedStyle(current).opacity) < 1) return true;
    }
    return false;
  };
  const found: LowContrastText[] = [];
  const seen = new Set<Element>();
  for (const part of document.querySelectorAll('[data-slot]')) {
    const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || seen.has(element) || !node.textContent?.trim()) continue;
      seen.add(element);
      if (element.closest('[data-visually-hidden], [hidden], :disabled, [aria-disabled="true"]')) continue;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility !== 'visible' || faded(element)) continue;
      const background = backgroundBehind(element);
      const [fr, fg, fb, fa] = parse(style.color);
      const [br, bg, bb] = parse(background);
      // A translucent text colour is blended over its background, as the browser paints it.
      const blended = [fr * fa + br * (1 - fa), fg * fa + bg * (1 - fa), fb * fa + bb * (1 - fa)];
      const [light, dark] = [luminance(blended), luminance([br, bg, bb])].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      if (ratio < minimumRatio) {
        const slot = element.closest('[data-slot]')?.getAttribute('data-slot') ?? element.className;
        found.push({ text: node.textContent.trim().slice(0, 40), slot, color: style.color, background, ratio: Math.round(ratio * 100) / 100 });
      }
    }
  }
  return found;
}
