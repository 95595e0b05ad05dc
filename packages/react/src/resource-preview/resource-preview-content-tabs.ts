/** Tabs shown at most; a read with more contents says how many are left out. */
export const MAX_CONTENT_TABS = 200;

/** The ids that tie a content's tab and its panel together (`aria-controls`, `aria-labelledby`). */
export const contentTabId = (idBase: string, index: number) => `${idBase}-tab-${index}`;
export const contentPanelId = (idBase: string, index: number) => `${idBase}-panel-${index}`;
