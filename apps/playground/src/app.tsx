import { redactCredentials, type ResourceEntry, type ResourceTemplate } from '@mcp-resource-kit/core';
import { ResourceKitProvider, useAttachments, type DraggedResource } from '@mcp-resource-kit/react';
import '@mcp-resource-kit/react/styles.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEMO_ENTRY, DEMO_LIVE_URI, DEMO_SERVER_ID, remoteEntry, serverConfigMaker, stdioEntry, type ServerEntry } from './connection.ts';
import { AttachPanel } from './panels/attach-panel.tsx';
import { BrowserPanel } from './panels/browser-panel.tsx';
import { MessagePanel } from './panels/message-panel.tsx';
import { PreviewPanel } from './panels/preview-panel.tsx';
import { ServersPanel } from './panels/servers-panel.tsx';
import { TemplatePanel } from './panels/template-panel.tsx';
import { ToolResultPanel } from './panels/tool-result-panel.tsx';
import { listStdioServers } from './stdio-servers.ts';
import { ThemeSwitch } from './theme-switch.tsx';
import { createWorkerTokenizer, TOKENIZER_NAME } from './tokenizer/worker-tokenizer.ts';
import { readUrlState, writeUrlParams } from './url-state.ts';

const DEFAULT_BUDGET = 8000;

/** One for the page; its worker starts with the first attached text. */
const tokenizer = createWorkerTokenizer();

interface Initial {
  servers: ServerEntry[];
  selectedServer: string;
  resource: { serverId: string; uri: string } | undefined;
  problem: string | undefined;
}

function initialState(): Initial {
  const url = readUrlState();
  if (url.serverUrl === undefined) {
    const resource = { serverId: url.resourceServer ?? DEMO_SERVER_ID, uri: url.resource ?? DEMO_LIVE_URI };
    return { servers: [DEMO_ENTRY], selectedServer: DEMO_SERVER_ID, resource, problem: undefined };
  }
  try {
    const entry = remoteEntry(url.serverUrl, { proxy: url.proxy });
    const resource = url.resource === undefined ? undefined : { serverId: url.resourceServer ?? entry.id, uri: url.resource };
    return { servers: [DEMO_ENTRY, entry], selectedServer: entry.id, resource, problem: undefined };
  } catch (cause) {
    const problem = redactCredentials(`Cannot connect to “${url.serverUrl}”: ${cause instanceof Error ? cause.message : String(cause)}`);
    return { servers: [DEMO_ENTRY], selectedServer: DEMO_SERVER_ID, resource: undefined, problem };
  }
}

/** The playground: servers, browser, templates, preview, attachments with their budget, and the message they make. */
export function App() {
  const [initial] = useState(initialState);
  const [servers, setServers] = useState<ServerEntry[]>(initial.servers);
  const [toServerConfig] = useState(serverConfigMaker);
  const configs = useMemo(() => servers.map(toServerConfig), [servers, toServerConfig]);
  return (
    <ResourceKitProvider servers={configs}>
      <Playground initial={initial} servers={servers} setServers={setServers} />
    </ResourceKitProvider>
  );
}

function Playground({
  initial,
  servers,
  setServers,
}: {
  initial: Initial;
  servers: ServerEntry[];
  setServers: (update: (previous: ServerEntry[]) => ServerEntry[]) => void;
}) {
  const [serverId, setServerId] = useState(initial.selectedServer);
  const [selected, setSelected] = useState(initial.resource);
  const [template, setTemplate] = useState<{ serverId: string; template: ResourceTemplate }>();
  const [budget, setBudget] = useState(DEFAULT_BUDGET);
  const attachments = useAttachments({ budget, tokenizer });

  const selectServer = useCallback(
    (id: string) => {
      setServerId(id);
      const entry = servers.find((candidate) => candidate.id === id);
      writeUrlParams({
        endpoint: entry?.kind === 'remote' ? entry.url : undefined,
        proxy: entry?.kind === 'remote' && entry.proxy ? '1' : undefined,
      });
    },
    [servers],
  );

  const openResource = useCallback((target: { serverId: string; uri: string }) => {
    setSelected(target);
    writeUrlParams({ resource: target.uri, at: target.serverId === DEMO_SERVER_ID ? undefined : target.serverId });
  }, []);

  const onOpen = useCallback(
    (entry: ResourceEntry) => {
      if (entry.kind === 'template') setTemplate({ serverId: entry.serverId, template: entry.template });
      else openResource({ serverId: entry.serverId, uri: entry.resource.uri });
    },
    [openResource],
  );

  const attach = useCallback((items: DraggedResource[]) => attachments.attach(items), [attachments]);

  const renameServer = useCallback(
    (id: string, label: string) => setServers((previous) => previous.map((candidate) => (candidate.id === id ? { ...candidate, label } : candidate))),
    [setServers],
  );

  // Servers given with `npm start -- --stdio "…"` join the list; the first is shown unless the address names another.
  useEffect(() => {
    let cancelled = false;
    listStdioServers().then(
      (found) => {
        if (cancelled || found.length === 0) return;
        const entries = found.map(stdioEntry);
        setServers((previous) => [...previous, ...entries.filter((entry) => !previous.some((candidate) => candidate.id === entry.id))]);
        if (initial.selectedServer === DEMO_SERVER_ID) setServerId(entries[0]!.id);
      },
      // A playground served without its dev server (a static copy) has no bridge: nothing to add.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [initial, setServers]);

  return (
    <>
      <header className="app-header">
        <div>
          <h1>MCP Resource Kit</h1>
          <p className="tagline">Playground — browse MCP resources and attach them to a model's context</p>
        </div>
        <ThemeSwitch />
      </header>
      <main className="app-main">
        {initial.problem ? (
          <p className="error" role="alert">
            {initial.problem}
          </p>
        ) : null}
        <div className="layout">
          <div className="column">
            <ServersPanel
              servers={servers}
              selectedId={serverId}
              onSelect={selectServer}
              onAdd={(entry) => {
                setServers((previous) => [...previous.filter((candidate) => candidate.id !== entry.id), entry]);
                selectServer(entry.id);
              }}
              onRename={renameServer}
              onRemove={(id) => {
                setServers((previous) => previous.filter((candidate) => candidate.id !== id));
                if (serverId === id) selectServer(DEMO_SERVER_ID);
              }}
            />
          </div>
          <div className="column column-wide">
            <BrowserPanel
              onOpen={onOpen}
              onAttach={(entries) => attach(entries.map((entry) => ({ serverId: entry.serverId, uri: entry.resource.uri, resource: entry.resource })))}
            />
            <TemplatePanel
              key={template ? `${template.serverId} ${template.template.uriTemplate}` : serverId}
              serverId={template?.serverId ?? serverId}
              initialTemplate={template?.template.uriTemplate}
              onOpen={(uri) => openResource({ serverId: template?.serverId ?? serverId, uri })}
              onAttach={(uri) => attach([{ serverId: template?.serverId ?? serverId, uri }])}
            />
            <ToolResultPanel
              serverId={serverId}
              onOpen={(uri) => openResource({ serverId, uri })}
              onAttach={(resource) => attach([{ serverId, uri: resource.uri, resource }])}
            />
          </div>
          <div className="column column-wide">
            <PreviewPanel
              serverId={selected?.serverId ?? serverId}
              uri={selected?.uri}
              onAttach={selected ? () => attach([{ serverId: selected.serverId, uri: selected.uri }]) : undefined}
              onOpenResource={(uri) => openResource({ serverId: selected?.serverId ?? serverId, uri })}
            />
            <AttachPanel attachments={attachments} budget={budget} onBudgetChange={setBudget} serverId={serverId} tokenizerName={TOKENIZER_NAME} />
            <MessagePanel items={attachments.items} />
          </div>
        </div>
      </main>
    </>
  );
}
