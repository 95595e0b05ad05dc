import { acceptedContent, inputRequired, inputResponse, type InputRequiredResult, type ServerContext } from '@modelcontextprotocol/server';
import type { CatalogEntry, ReadOutcome } from './catalog-entry.js';
import { isoDaysBefore } from './demo-epoch.js';
import { DEMO_URIS } from './demo-uris.js';
import { fileIcons } from './file-icons.js';

const INPUT_KEY = 'access';
export const REPORT_FORMATS = ['summary', 'detailed'] as const;
type ReportFormat = (typeof REPORT_FORMATS)[number];

function renderReport(reason: string, format: ReportFormat): string {
  const lines = [
    '# Security report — October 2026',
    '',
    `Access reason: ${reason}`,
    `Format: ${format}`,
    '',
    '## Summary',
    '',
    '- 3 API keys rotated, 1 revoked (unused for 90 days).',
    '- 0 critical findings; 2 medium findings open.',
  ];
  if (format === 'detailed') {
    lines.push(
      '',
      '## Findings',
      '',
      '| Id | Severity | Finding | Owner |',
      '| --- | --- | --- | --- |',
      '| SEC-114 | medium | Session cookies lack the `__Host-` prefix | web team |',
      '| SEC-117 | medium | Webhook signatures not checked on the retry path | integrations |',
      '| SEC-120 | low | Verbose error bodies on 500 responses | api team |',
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * demo://secure/report answers `input_required` with a form elicitation (a free-text `reason` and
 * an enum `format`); the retry that carries the answers gets a report reflecting them.
 */
export function secureReportEntry(): CatalogEntry {
  const uri = DEMO_URIS.inputRequired;
  return {
    uri,
    resource: {
      uri,
      name: 'security-report',
      title: 'Security report (asks for a reason)',
      description: 'Confidential. Reading it asks the user why they need it and in which format (an input_required round).',
      mimeType: 'text/markdown',
      annotations: { audience: ['user'], priority: 0.6, lastModified: isoDaysBefore(1) },
      icons: fileIcons('lock'),
    },
    cachePolicy: { ttlMs: 0, cacheScope: 'private' },
    read(context: ServerContext): ReadOutcome | InputRequiredResult {
      const answer = inputResponse(context.mcpReq.inputResponses, INPUT_KEY);
      if (answer.kind === 'elicit' && answer.action !== 'accept') {
        return { contents: [{ uri, mimeType: 'text/plain', text: `The report was not released: the request was ${answer.action === 'decline' ? 'declined' : 'cancelled'}.\n` }] };
      }
      const content = acceptedContent(context.mcpReq.inputResponses, INPUT_KEY);
      const reason = typeof content?.['reason'] === 'string' ? content['reason'].trim() : '';
      const format = REPORT_FORMATS.find((candidate) => candidate === content?.['format']);
      if (reason && format) return { contents: [{ uri, mimeType: 'text/markdown', text: renderReport(reason, format) }] };
      return inputRequired({
        inputRequests: {
          [INPUT_KEY]: inputRequired.elicit({
            message: 'The security report is confidential. Why do you need it, and in which format?',
            requestedSchema: {
              type: 'object',
              properties: {
                reason: { type: 'string', title: 'Reason', description: 'Recorded in the audit log.', minLength: 3 },
                format: { type: 'string', title: 'Format', enum: [...REPORT_FORMATS], enumNames: ['Summary', 'Detailed findings'], default: 'summary' },
              },
              required: ['reason', 'format'],
            },
          }),
        },
        requestState: 'security-report/v1',
      });
    },
  };
}
