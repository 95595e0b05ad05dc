import type { Resource } from '@mcp-resource-kit/core';
import { EmbeddedResourceCard, ResourceLinkCard, useResourceClient, useServerStatus } from '@mcp-resource-kit/react';
import '@mcp-resource-kit/react/styles.css';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

export interface ToolResultPanelProps {
  serverId: string;
  /** Opens a resource of the tool result in the preview. */
  onOpen: (uri: string) => void;
  /** Attaches a resource of the tool result, like one picked in the browser. */
  onAttach: (resource: Pick<Resource, 'uri' | 'name' | 'title' | 'mimeType' | 'size'>) => void;
}

/** Whether a tool can be called with `{}`: its input schema requires nothing. */
function needsNoArguments(tool: { inputSchema: unknown }): boolean {
  const required = (tool.inputSchema as { required?: unknown } | undefined)?.required;
  return !Array.isArray(required) || required.length === 0;
}

/** Content blocks of a tool result beyond what this panel shows are named, never rendered. */
type ContentBlock = { type?: unknown; text?: unknown };

/**
 * Resources as tools return them: call one of the server's tools that needs no arguments and see
 * its result's `resource_link` and embedded `resource` blocks as cards, which open in the preview
 * or attach like any listed resource.
 */
export function ToolResultPanel({ serverId, onOpen, onAttach }: ToolResultPanelProps) {
  const headingId = useId();
  const selectId = useId();
  const client = useResourceClient(serverId);
  const hasTools = useServerStatus(serverId)?.capabilities?.tools !== undefined;
  const tools = useQuery({
    queryKey: ['playground', 'tools', serverId],
    queryFn: async () => (await client!.client.listTools()).tools,
    enabled: client !== undefined && hasTools,
    select: (list) => list.filter(needsNoArguments),
  });
  const [chosen, setChosen] = useState<string>();
  const name = chosen ?? tools.data?.[0]?.name;
  const call = useMutation({
    mutationFn: async (toolName: string) => (await client!.client.callTool({ name: toolName, arguments: {} })) as { content?: unknown; isError?: boolean },
  });
  const content = Array.isArray(call.data?.content) ? (call.data.content as ContentBlock[]) : [];

  return (
    <section className="panel tool-result-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Tool results</h2>
      {!hasTools ? (
        <p className="status">This server offers no tools.</p>
      ) : tools.isError ? (
        <p className="status" role="alert">
          Could not list the tools: {tools.error.message}
        </p>
      ) : !tools.data ? (
        <p className="status" role="status">
          Loading tools…
        </p>
      ) : tools.data.length === 0 ? (
        <p className="status">None of this server's tools can be called without arguments.</p>
      ) : (
        <form
          className="tool-call"
          onSubmit={(event) => {
            event.preventDefault();
            if (name !== undefined) call.mutate(name);
          }}
        >
          <label htmlFor={selectId}>Tool</label>
          <select id={selectId} value={name} onChange={(event) => setChosen(event.target.value)}>
            {tools.data.map((tool) => (
              <option key={tool.name} value={tool.name}>
                {tool.title ?? tool.name}
              </option>
            ))}
          </select>
          <button type="submit" className="mcp-button" disabled={call.isPending}>
            {call.isPending ? 'Calling…' : 'Call'}
          </button>
        </form>
      )}
      {call.isError ? (
        <p className="status" role="alert">
          The call failed: {call.error.message}
        </p>
      ) : null}
      {call.data ? (
        <div className="tool-result" role="group" aria-label={`Result of ${call.variables}`} data-error={call.data.isError || undefined}>
          {content.length === 0 ? <p className="status">The result holds no content.</p> : null}
          {content.map((block, index) =>
            block.type === 'resource_link' ? (
              <ResourceLinkCard key={index} link={block} onOpen={onOpen} onAttach={onAttach} />
            ) : block.type === 'resource' ? (
              <EmbeddedResourceCard key={index} block={block} onOpen={onOpen} onAttach={onAttach} />
            ) : block.type === 'text' && typeof block.text === 'string' ? (
              <p key={index} className="tool-text">
                {block.text}
              </p>
            ) : (
              <p key={index} className="status">
                A {String(block.type)} block, not shown here.
              </p>
            ),
          )}
        </div>
      ) : null}
    </section>
  );
}
