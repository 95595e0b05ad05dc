'use client';

import type { ResourceEntry } from '@mcp-resource-kit/core';
import { AttachTray, ContextBudget, ResourceBrowser, ResourcePreview, TemplateForm, useAttachments } from '@mcp-resource-kit/react';
import { useState } from 'react';

const BUDGET = 8_000;
const TEMPLATE = 'weather://forecast/{city}/{date}';

/** The kit's parts in the host's layout (the `.host` grid of the page). */
export function KitPanels() {
  const [open, setOpen] = useState<string>();
  const attachments = useAttachments({ budget: BUDGET });

  const openEntry = (entry: ResourceEntry) => {
    if (entry.kind === 'resource') setOpen(entry.resource.uri);
  };

  return (
    <>
      <section className="host-panel" aria-label="Resources">
        <ResourceBrowser.Root
          onOpen={openEntry}
          onAttach={(entries) => attachments.attach(entries.map((entry) => ({ serverId: entry.serverId, uri: entry.resource.uri, resource: entry.resource })))}
        />
      </section>
      <section className="host-panel" aria-label="Preview">
        {open ? (
          <>
            <button type="button" onClick={() => attachments.attach([{ serverId: 'demo', uri: open }])}>
              Attach this resource
            </button>
            <ResourcePreview.Root key={open} serverId="demo" uri={open} headingLevel={2} />
          </>
        ) : (
          <p>Open a resource to preview it.</p>
        )}
      </section>
      <section className="host-panel" aria-label="Template">
        <TemplateForm.Root serverId="demo" template={TEMPLATE} onAttach={(uri) => attachments.attach([{ serverId: 'demo', uri }])}>
          <TemplateForm.Title level={2} />
          <TemplateForm.Fields />
          <TemplateForm.Preview />
          <TemplateForm.Attach />
        </TemplateForm.Root>
      </section>
      <section className="host-panel" aria-label="Context">
        <ContextBudget used={attachments.totalTokens} budget={BUDGET} approximate={attachments.approximate} />
        <AttachTray.Root attachments={attachments} />
      </section>
    </>
  );
}
