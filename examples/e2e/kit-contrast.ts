import type { Page } from '@playwright/test';
import { findLowContrastText, type LowContrastText } from '../../test-support/text-contrast.ts';

/** The kit's texts on `page` whose contrast is under `minimum` (WCAG AA: 4.5). */
export function lowContrastTextOn(page: Page, minimum = 4.5): Promise<LowContrastText[]> {
  return page.evaluate(findLowContrastText, minimum);
}
