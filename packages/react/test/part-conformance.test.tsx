import { QueryClientProvider } from '@tanstack/react-query';
import type { ReadResult, ResourceContent } from '@mcp-resource-kit/core';
import type { ReactNode } from 'react';
import {
  AttachDropZone,
  AttachTray,
  ContextBudget,
  EmbeddedResourceCard,
  ResourceBrowser,
  ResourceFilters,
  ResourcePreview,
  ResourceSearch,
  ResourceTree,
  ResourceKitProvider,
  ResourceLinkCard,
  SizeBadge,
  TemplateForm,
  useAttachments,
  type AttachedResource,
} from '../src/index.js';
import { describePartConformance, type PartUnderTest } from './part-conformance.js';
import { createTestQueryClient } from './render-with-kit.js';
import { stubScrollAndResize } from './scroll-and-resize-in-jsdom.js';
import { layOutTreeInJsdom } from './tree-layout-in-jsdom.js';

// cmdk (search) and the virtual tree (browser) measure elements; jsdom has no layout.
stubScrollAndResize();
// The tree's rows render only in a list with a height.
layOutTreeInJsdom();

function Kit({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <ResourceKitProvider servers={[]}>{children}</ResourceKitProvider>
    </QueryClientProvider>
  );
}

const slowServer = [{ id: 'slow', label: 'Slow server', client: new Promise<never>(() => undefined) }];

/** A tree whose one server never answers: its server row, the first row, renders `item`. */
function ServerRow({ item }: { item: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <ResourceKitProvider servers={slowServer}>
        <ResourceTree.Root>
          <ResourceTree.List>{(row) => (row.node?.type === 'server' ? item : null)}</ResourceTree.List>
        </ResourceTree.Root>
      </ResourceKitProvider>
    </QueryClientProvider>
  );
}

function Tray({ children }: { children: ReactNode }) {
  return <AttachTray.Root attachments={useAttachments()}>{children}</AttachTray.Root>;
}

const template = { uriTemplate: 'notes://{folder}/{name}', name: 'note', title: 'A note' };

function Form({ children }: { children: ReactNode }) {
  return (
    <TemplateForm.Root serverId="notes" template={template} defaultValues={{ folder: 'work' }} onAttach={() => {}}>
      {children}
    </TemplateForm.Root>
  );
}

const attached: AttachedResource = {
  id: 'notes\u0000notes://work/plan',
  serverId: 'notes',
  uri: 'notes://work/plan',
  resource: { uri: 'notes://work/plan', name: 'plan' },
  status: 'ready',
  role: 'context',
  read: undefined,
  error: undefined,
  estimate: { bytes: 1200, tokens: 300, approximate: true, measured: false, method: 'size' },
  attachedAt: 0,
  changedAt: undefined,
};

const link = { type: 'resource_link', uri: 'notes://work/plan', name: 'plan', mimeType: 'text/markdown', size: 1200 };
const embedded = { type: 'resource', resource: { uri: 'notes://work/plan', mimeType: 'text/plain', text: 'The plan.' } };

const text = (uri: string, body: string): ResourceContent => ({ kind: 'text', uri, mimeType: 'text/plain', text: body, byteLength: body.length });
const readResult = (...contents: ResourceContent[]): ReadResult => ({ contents, ttlMs: 0, cacheScope: 'private', viaInputRequired: false });
const oneContent = readResult(text('notes://work/plan', 'The plan.'));
const twoContents = readResult(text('notes://work/plan', 'The plan.'), text('notes://work/plan/notes', 'Notes.'));
const listed = { uri: 'notes://work/plan', name: 'plan', size: 1200, annotations: { lastModified: '2026-01-02T03:04:05Z' } };

/** A preview of a given result, which needs no provider. */
function Preview({ result = oneContent, children }: { result?: ReadResult; children: ReactNode }) {
  return (
    <ResourcePreview.Root uri="notes://work/plan" result={result} resource={listed}>
      {children}
    </ResourcePreview.Root>
  );
}

const hit = { entry: { kind: 'resource' as const, serverId: 'notes', resource: { uri: 'notes://work/plan', name: 'plan' }, origin: 'list' as const }, match: { score: 1, ranges: {} } };
const searchGroup = { serverId: 'notes', label: 'Notes', hits: [hit] };

function Search({ children }: { children: ReactNode }) {
  return (
    <Kit>
      <ResourceSearch.Root>
        <ResourceSearch.List>{children}</ResourceSearch.List>
      </ResourceSearch.Root>
    </Kit>
  );
}

/** Every converted part, with the least around it that it needs to render. */
const parts: PartUnderTest[] = [
  { name: 'SizeBadge', tag: 'span', slot: 'size-badge', renders: true, mount: (props) => <SizeBadge estimate={attached.estimate} {...props} /> },
  { name: 'ContextBudget', tag: 'div', slot: 'context-budget', renders: true, mount: (props) => <ContextBudget used={300} budget={1000} {...props} /> },
  { name: 'ResourceLinkCard', tag: 'article', slot: 'resource-link-card', renders: true, mount: (props) => <ResourceLinkCard link={link} {...props} /> },
  { name: 'EmbeddedResourceCard', tag: 'article', slot: 'embedded-resource-card', renders: true, mount: (props) => <EmbeddedResourceCard block={embedded} {...props} /> },
  { name: 'AttachDropZone', tag: 'div', slot: 'attach-drop-zone', renders: true, mount: (props) => <AttachDropZone onDropResources={() => {}} {...props} /> },
  { name: 'AttachTray.Root', tag: 'section', slot: 'attach-tray', renders: true, mount: (props) => <Kit><AttachTrayRoot {...props} /></Kit> },
  { name: 'AttachTray.Header', tag: 'header', slot: 'attach-tray-header', mount: (props) => <Kit><Tray><AttachTray.Header {...props} /></Tray></Kit> },
  { name: 'AttachTray.Empty', tag: 'p', slot: 'attach-tray-empty', mount: (props) => <Kit><Tray><AttachTray.Empty {...props} /></Tray></Kit> },
  { name: 'AttachTray.Item', tag: 'li', slot: 'attach-tray-item', mount: (props) => <Kit><Tray><ul><AttachTray.Item item={attached} {...props} /></ul></Tray></Kit> },
  {
    name: 'AttachTray.ItemRemove',
    tag: 'button',
    slot: 'attach-tray-item-remove',
    renders: true,
    mount: (props) => <Kit><Tray><ul><AttachTray.Item item={attached}><AttachTray.ItemRemove {...props} /></AttachTray.Item></ul></Tray></Kit>,
  },
  { name: 'TemplateForm.Root', tag: 'form', slot: 'template-form', renders: true, mount: (props) => <Kit><TemplateForm.Root serverId="notes" template={template} {...props} /></Kit> },
  { name: 'TemplateForm.Title', tag: 'h2', slot: 'template-form-title', mount: (props) => <Kit><Form><TemplateForm.Title {...props} /></Form></Kit> },
  { name: 'TemplateForm.Fields', tag: 'div', slot: 'template-form-fields', mount: (props) => <Kit><Form><TemplateForm.Fields {...props} /></Form></Kit> },
  { name: 'TemplateForm.Field', tag: 'div', slot: 'template-form-field', mount: (props) => <Kit><Form><TemplateForm.Field name="name" {...props} /></Form></Kit> },
  { name: 'TemplateForm.Label', tag: 'label', slot: 'template-form-label', mount: (props) => <Kit><Form><TemplateForm.Field name="name"><TemplateForm.Label {...props} /></TemplateForm.Field></Form></Kit> },
  {
    name: 'TemplateForm.Input',
    tag: 'input',
    slot: 'template-form-input',
    renders: true,
    mount: (props) => <Kit><Form><TemplateForm.Field name="name"><TemplateForm.Input {...props} /></TemplateForm.Field></Form></Kit>,
  },
  { name: 'TemplateForm.Preview', tag: 'output', slot: 'template-form-preview', mount: (props) => <Kit><Form><TemplateForm.Preview {...props} /></Form></Kit> },
  { name: 'TemplateForm.Reason', tag: 'p', slot: 'template-form-reason', mount: (props) => <Kit><Form><TemplateForm.Reason {...props} /></Form></Kit> },
  { name: 'TemplateForm.Copy', tag: 'button', slot: 'template-form-copy', renders: true, mount: (props) => <Kit><Form><TemplateForm.Copy {...props} /></Form></Kit> },
  { name: 'TemplateForm.Submit', tag: 'button', slot: 'template-form-submit', renders: true, mount: (props) => <Kit><Form><TemplateForm.Submit {...props} /></Form></Kit> },
  { name: 'TemplateForm.Attach', tag: 'button', slot: 'template-form-attach', renders: true, mount: (props) => <Kit><Form><TemplateForm.Attach {...props} /></Form></Kit> },
  { name: 'ResourceFilters.Root', tag: 'div', slot: 'resource-filters', renders: true, mount: (props) => <Kit><ResourceFilters.Root {...props} /></Kit> },
  { name: 'ResourceFilters.Search', tag: 'input', slot: 'resource-filters-search', renders: true, mount: (props) => <Kit><ResourceFilters.Root><ResourceFilters.Search {...props} /></ResourceFilters.Root></Kit> },
  { name: 'ResourceFilters.Kinds', tag: 'fieldset', slot: 'resource-filters-kinds', mount: (props) => <Kit><ResourceFilters.Root><ResourceFilters.Kinds {...props} /></ResourceFilters.Root></Kit> },
  { name: 'ResourceFilters.Clear', tag: 'button', slot: 'resource-filters-clear', renders: true, mount: (props) => <Kit><ResourceFilters.Root><ResourceFilters.Clear {...props} /></ResourceFilters.Root></Kit> },
  { name: 'ResourceTree.Root', tag: 'div', slot: 'resource-tree', renders: true, mount: (props) => <Kit><ResourceTree.Root {...props} /></Kit> },
  { name: 'ResourceTree.List', tag: 'div', slot: 'resource-tree-list', mount: (props) => <Kit><ResourceTree.Root><ResourceTree.List {...props} /></ResourceTree.Root></Kit> },
  { name: 'ResourceTree.LoadAll', tag: 'button', slot: 'resource-tree-load-all', renders: true, mount: (props) => <Kit><ResourceTree.Root><ResourceTree.LoadAll {...props} /></ResourceTree.Root></Kit> },
  { name: 'ResourceTree.Summary', tag: 'p', slot: 'resource-tree-summary', mount: (props) => <Kit><ResourceTree.Root><ResourceTree.Summary {...props} /></ResourceTree.Root></Kit> },
  { name: 'ResourceTree.Item', tag: 'div', slot: 'resource-tree-item', mount: (props) => <ServerRow item={<ResourceTree.Item {...props} />} /> },
  { name: 'ResourceTree.ItemToggle', tag: 'span', slot: 'resource-tree-item-toggle', mount: (props) => <ServerRow item={<ResourceTree.Item><ResourceTree.ItemToggle {...props} /></ResourceTree.Item>} /> },
  { name: 'ResourceTree.ItemText', tag: 'span', slot: 'resource-tree-item-text', mount: (props) => <ServerRow item={<ResourceTree.Item><ResourceTree.ItemText {...props} /></ResourceTree.Item>} /> },
  { name: 'ResourceTree.ItemLabel', tag: 'span', slot: 'resource-tree-item-label', mount: (props) => <ServerRow item={<ResourceTree.Item><ResourceTree.ItemLabel {...props} /></ResourceTree.Item>} /> },
  { name: 'ResourceTree.ItemIcon', tag: 'svg', slot: 'resource-tree-item-icon', mount: (props) => <ServerRow item={<ResourceTree.Item><ResourceTree.ItemIcon {...props} /></ResourceTree.Item>} /> },
  { name: 'ResourceBrowser.Root', tag: 'section', slot: 'resource-browser', renders: true, mount: (props) => <Kit><ResourceBrowser.Root {...props} /></Kit> },
  {
    name: 'ResourceBrowser.SelectionBar',
    tag: 'div',
    slot: 'resource-browser-selection-bar',
    mount: (props) => <Kit><ResourceTree.Root><ResourceBrowser.SelectionBar {...props} /></ResourceTree.Root></Kit>,
  },
  { name: 'ResourceSearch.Root', tag: 'div', slot: 'resource-search', mount: (props) => <Kit><ResourceSearch.Root {...props} /></Kit> },
  { name: 'ResourceSearch.List', tag: 'div', slot: 'resource-search-list', mount: (props) => <Kit><ResourceSearch.Root><ResourceSearch.List {...props} /></ResourceSearch.Root></Kit> },
  { name: 'ResourceSearch.Empty', tag: 'div', slot: 'resource-search-empty', mount: (props) => <Search><ResourceSearch.Empty {...props} /></Search> },
  { name: 'ResourceSearch.Group', tag: 'div', slot: 'resource-search-group', mount: (props) => <Search><ResourceSearch.Group group={searchGroup} {...props} /></Search> },
  { name: 'ResourceSearch.Item', tag: 'div', slot: 'resource-search-item', mount: (props) => <Search><ResourceSearch.Item hit={hit} {...props} /></Search> },
  { name: 'ResourceSearch.Footer', tag: 'div', slot: 'resource-search-footer', mount: (props) => <Kit><ResourceSearch.Root><ResourceSearch.Footer {...props} /></ResourceSearch.Root></Kit> },
  { name: 'ResourceSearch.Input', tag: 'input', slot: 'resource-search-input', renders: true, mount: (props) => <Kit><ResourceSearch.Root><ResourceSearch.Input {...props} /></ResourceSearch.Root></Kit> },
  { name: 'ResourcePreview.Root', tag: 'section', slot: 'resource-preview', renders: true, mount: (props) => <ResourcePreview.Root uri="notes://work/plan" result={oneContent} {...props} /> },
  { name: 'ResourcePreview.Header', tag: 'header', slot: 'resource-preview-header', mount: (props) => <Preview><ResourcePreview.Header {...props} /></Preview> },
  { name: 'ResourcePreview.Title', tag: 'h2', slot: 'resource-preview-title', mount: (props) => <Preview><ResourcePreview.Title {...props} /></Preview> },
  { name: 'ResourcePreview.Uri', tag: 'code', slot: 'resource-preview-uri', mount: (props) => <Preview><ResourcePreview.Uri {...props} /></Preview> },
  { name: 'ResourcePreview.MimeType', tag: 'span', slot: 'resource-preview-mime-type', mount: (props) => <Preview><ResourcePreview.MimeType {...props} /></Preview> },
  { name: 'ResourcePreview.Size', tag: 'span', slot: 'resource-preview-size', mount: (props) => <Preview><ResourcePreview.Size {...props} /></Preview> },
  { name: 'ResourcePreview.LastModified', tag: 'time', slot: 'resource-preview-last-modified', mount: (props) => <Preview><ResourcePreview.LastModified {...props} /></Preview> },
  { name: 'ResourcePreview.LiveIndicator', tag: 'span', slot: 'resource-preview-live', mount: (props) => <Preview><ResourcePreview.LiveIndicator {...props} /></Preview> },
  { name: 'ResourcePreview.Empty', tag: 'div', slot: 'resource-preview-empty', mount: (props) => <Preview result={readResult()}><ResourcePreview.Empty {...props} /></Preview> },
  {
    name: 'ResourcePreview.Error',
    tag: 'div',
    slot: 'resource-preview-error',
    // A server the provider does not know is an error the preview can show without a connection.
    mount: (props) => <Kit><ResourcePreview.Root serverId="unknown" uri="notes://work/plan"><ResourcePreview.Error {...props} /></ResourcePreview.Root></Kit>,
  },
  { name: 'ResourcePreview.ContentList', tag: 'div', slot: 'resource-preview-content-list', mount: (props) => <Preview result={twoContents}><ResourcePreview.ContentList {...props} /></Preview> },
  { name: 'ResourcePreview.ContentTab', tag: 'button', slot: 'resource-preview-content-tab', mount: (props) => <Preview result={twoContents}><ResourcePreview.ContentTab index={1} {...props} /></Preview> },
  { name: 'ResourcePreview.ContentPanel', tag: 'div', slot: 'resource-preview-content-panel', mount: (props) => <Preview><ResourcePreview.ContentPanel {...props} /></Preview> },
  {
    name: 'ResourcePreview.CopyUriButton',
    tag: 'button',
    slot: 'resource-preview-copy-uri',
    renders: true,
    mount: (props) => <Kit><ResourcePreview.Root serverId="notes" uri="notes://work/plan"><ResourcePreview.CopyUriButton {...props} /></ResourcePreview.Root></Kit>,
  },
];

function AttachTrayRoot(props: Record<string, unknown>) {
  return <AttachTray.Root attachments={useAttachments()} {...props} />;
}

for (const part of parts) describePartConformance(part);
