import { TemplateForm, useResourceTemplates } from '@mcp-resource-kit/react';
import '@mcp-resource-kit/react/styles.css';
import { useId, useState } from 'react';

export interface TemplatePanelProps {
  serverId: string;
  /** Called once "Open" has read the resolved URI (it is in the cache then), e.g. to preview it. */
  onOpen?: (uri: string) => void;
  /** Called by "Attach" with the resolved URI. Without it, the form has no Attach button. */
  onAttach?: (uri: string) => void;
  /** The template to open at first, e.g. one picked in the browser. */
  initialTemplate?: string;
}

/**
 * The server's resource templates: pick one, fill in its variables with the server's suggestions,
 * and open or attach the URI.
 */
export function TemplatePanel({ serverId, onOpen, onAttach, initialTemplate }: TemplatePanelProps) {
  const headingId = useId();
  const { items, servers } = useResourceTemplates({ servers: [serverId] });
  const server = servers[0];
  const [selected, setSelected] = useState<string | undefined>(initialTemplate);
  const [last, setLast] = useState<{ action: 'Opened' | 'Attached'; uri: string }>();
  const template = items.find(({ item }) => item.uriTemplate === selected)?.item;

  return (
    <section className="panel template-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Templates</h2>
      {!server || server.status === 'connecting' || server.status === 'pending' ? (
        <p className="status" role="status">
          Loading templates…
        </p>
      ) : server.status === 'error' && items.length === 0 ? (
        <p className="status" role="alert">
          Could not list templates: {server.error?.message}
        </p>
      ) : items.length === 0 ? (
        <p className="status">This server offers no resource templates.</p>
      ) : (
        <ul className="resources" aria-labelledby={headingId}>
          {items.map(({ item }, index) => (
            <li key={`${index}:${item.uriTemplate}`} className="resource">
              <button type="button" className="resource-open" aria-pressed={item.uriTemplate === selected} onClick={() => setSelected(item.uriTemplate)}>
                <span className="resource-title">{item.title ?? item.name}</span>
                <code className="resource-uri">{item.uriTemplate}</code>
              </button>
            </li>
          ))}
        </ul>
      )}
      {template && (
        <TemplateForm.Root
          // A different template starts from empty values.
          key={template.uriTemplate}
          serverId={serverId}
          template={template}
          readOnSubmit
          onResolve={(uri) => {
            setLast({ action: 'Opened', uri });
            onOpen?.(uri);
          }}
          onAttach={
            onAttach &&
            ((uri) => {
              setLast({ action: 'Attached', uri });
              onAttach(uri);
            })
          }
        >
          <TemplateForm.Title level={3} />
          <TemplateForm.Description />
          <TemplateForm.Fields />
          <TemplateForm.Preview />
          <TemplateForm.Reason />
          <TemplateForm.Error />
          <div className="actions">
            <TemplateForm.Submit />
            <TemplateForm.Attach />
            <TemplateForm.Copy />
          </div>
        </TemplateForm.Root>
      )}
      {last && (
        <p className="status" role="status">
          {last.action} <code>{last.uri}</code>
        </p>
      )}
    </section>
  );
}
