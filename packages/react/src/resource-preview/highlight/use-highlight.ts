'use client';

import type { CodeLanguage } from '@mcp-resource-kit/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { openHighlightDocument, prepareHighlighting, type HighlightDocument } from './highlighter.js';

const noSubscription = () => () => {};
const zero = () => 0;

/**
 * Highlights `text` as `language` while the calling component is mounted: the grammar loads
 * lazily, tokenizing happens off the critical path, and the component re-renders as chunks land.
 * Without a language (or with `enabled` false) there is nothing to do and the text stays plain.
 */
export function useHighlight(text: string, language: CodeLanguage | undefined, enabled = true): HighlightDocument | undefined {
  const wanted = enabled && language !== undefined && text.length > 0;
  // In the render, not the effect: the worker starts loading the grammar while this render, its
  // layout and paint run, instead of after them (idempotent, so a render that is thrown away costs nothing).
  if (wanted) prepareHighlighting(language);
  const [opened, setOpened] = useState<{ document: HighlightDocument; text: string; language: CodeLanguage } | undefined>(undefined);
  useEffect(() => {
    if (!wanted) {
      setOpened(undefined);
      return;
    }
    const document = openHighlightDocument(text, language);
    setOpened({ document, text, language });
    return () => document.close();
  }, [text, language, wanted]);
  // Until the new text's document opens, the previous one (closed) must not colour it.
  const document = enabled && opened?.text === text && opened.language === language ? opened.document : undefined;
  useSyncExternalStore(document?.subscribe ?? noSubscription, document?.getVersion ?? zero, zero);
  return document;
}
