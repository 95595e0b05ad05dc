import type { ResourceEntry } from '@mcp-resource-kit/core';
import { AttachTray, ContextBudget, ResourceBrowser, ResourceKitProvider, ResourcePreview, TemplateForm, useAttachments } from '@mcp-resource-kit/react';
import '@mcp-resource-kit/react/styles.css';
import { useState } from 'react';
import { servers } from './demo-server.ts';

const BUDGET = 8_000;
const TEMPLATE = 'weather://forecast/{city}/{date}';

export function App() {
  return (
    <ResourceKitProvider servers={servers}>
      <Host />
    </ResourceKitProvider>
  );
}

function Host() {
  const [open, setOpen] = useState<string>();
  const attachments = useAttachments({ budget: BUDGET });

  const openEntry = (entry: ResourceEntry) => {
    if (entry.kind === 'resource') setOpen(entry.resource.uri);
  };

  return (
    <main className="host">
      <h1>Host app (Vite)</h1>
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
    </main>
  );
}
