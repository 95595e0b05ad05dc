import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { getStdioServer } from '../stdio-servers.ts';

/** How often the card asks the bridge for new stderr lines. */
const POLL_MS = 2000;

/** What a bridged stdio server's processes wrote to stderr, with the bridge's notes (started, ended, could not start). */
export function StdioOutput({ bridgeId, label }: { bridgeId: string; label: string }) {
  const headingId = useId();
  const { data, error } = useQuery({
    queryKey: ['playground', 'stdio-server', bridgeId],
    queryFn: () => getStdioServer(bridgeId),
    refetchInterval: POLL_MS,
  });
  const lines = data?.stderr ?? [];
  return (
    <details className="stdio-output">
      <summary id={headingId}>
        Server output (stderr){data ? `: ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}, ${data.running} running` : ''}
      </summary>
      {error ? (
        <p className="error" role="alert">
          {error.message}
        </p>
      ) : (
        <pre aria-label={`stderr of ${label}`} tabIndex={0}>
          {lines.length > 0 ? lines.join('\n') : 'Nothing yet.'}
        </pre>
      )}
    </details>
  );
}
