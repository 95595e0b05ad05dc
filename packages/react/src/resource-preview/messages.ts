'use client';

import { useMessages } from '../messages/use-messages.js';

/**
 * Every user-visible string of `ResourcePreview`, in English. Replace any of them through
 * `<ResourceKitProvider messages={{ resourcePreview: { … } }}>`. Values that take arguments are
 * functions; numbers, sizes and dates arrive already formatted for the provider's locale.
 */
export const resourcePreviewMessages = {
  copyUri: 'Copy URI',
  copied: 'Copied',
  copyFailed: 'Could not copy',
  noMimeType: 'no MIME type',
  exactSize: (bytes: string) => `${bytes} bytes`,
  listedSize: (size: string) => `${size} (listed)`,
  lastModified: (date: string) => `Modified ${date}`,
  freshFor: (duration: string) => `Fresh for ${duration}`,
  mayBeStale: 'May be stale',
  keptCurrent: 'Kept current',
  notCached: 'Not cached',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  updatedJustNow: 'Updated just now',

  contents: 'Contents',
  contentCount: (count: string) => `${count} contents`,
  moreContents: (shown: string, total: string) => `Showing ${shown} of ${total} contents.`,

  loading: 'Reading the resource…',
  connecting: 'Connecting to the server…',
  empty: 'This resource is empty.',
  emptyDetail: 'The server has this resource, but it has no content.',
  notFound: 'Not found',
  notFoundDetail: (uri: string) => `The server has no resource at ${uri}. It may have been moved or deleted: find it again in the server's list.`,
  serverError: 'The server could not read this resource',
  timeout: 'The server did not answer in time',
  disconnected: 'Not connected to the server',
  unauthorized: 'The server refused access',
  unsupported: 'The server does not support this',
  invalidResponse: 'The server sent an answer that cannot be shown',
  aborted: 'The read was cancelled',
  unknownServer: (serverId: string) => `No server with id "${serverId}" is configured. Add it to the provider's servers, or preview a resource of one that is.`,
  retry: 'Try again',
  staleContent: 'Could not read the latest version; showing the last content read.',
  staleContentFrom: (time: string) => `Could not read the latest version; showing the content read at ${time}.`,

  inputTitle: 'The server needs more information',
  inputNotCached: 'The answer to this is shown once and never cached.',
  submit: 'Continue',
  submitting: 'Sending…',
  decline: 'Decline',
  cancel: 'Cancel',
  required: 'required',
  fieldRequired: 'Fill this in.',
  tooShort: (minimum: string) => `Use at least ${minimum} characters.`,
  tooLong: (maximum: string) => `Use at most ${maximum} characters.`,
  notANumber: 'Enter a number.',
  notAnInteger: 'Enter a whole number.',
  tooSmall: (minimum: string) => `Enter ${minimum} or more.`,
  tooLarge: (maximum: string) => `Enter ${maximum} or less.`,
  invalidEmail: 'Enter an email address.',
  invalidUrl: 'Enter a URL starting with https:// or http://.',
  invalidDate: 'Enter a date.',
  chooseOne: 'Choose one.',
  tooFewChoices: (minimum: string) => `Choose at least ${minimum}.`,
  tooManyChoices: (maximum: string) => `Choose at most ${maximum}.`,
  unsupportedInput: (method: string) => `The server also asks for "${method}", which this preview cannot answer.`,
  unsupportedField: (name: string) => `The field "${name}" has a type this form cannot show; it is left out.`,
  openLink: (host: string) => `Open ${host}`,
  linkDone: 'I have finished there',

  textOptions: 'Text options',
  wrapLines: 'Wrap lines',
  lineNumbers: 'Line numbers',
  copyText: 'Copy text',
  showAll: 'Show all',
  truncatedLines: (shown: string, total: string) => `Showing the first ${shown} of ${total} lines.`,
  longLinesCut: (maximum: string) => `Lines longer than ${maximum} characters are cut short.`,
  textRegion: (name: string) => `Text of ${name}`,
  textRegionUnnamed: 'Text',
  lossyDecoding: 'Some bytes are not valid UTF-8; they are shown as �.',

  view: 'View',
  rendered: 'Rendered',
  source: 'Source',
  markdownTooLarge: 'Too large to render here; showing the source.',
  markdownImage: (alt: string) => `[image: ${alt}]`,
  formatted: 'Formatted',
  asSent: 'As sent',
  invalidJson: 'Not valid JSON; shown as sent.',
  renderHtml: 'Render in a sandbox',
  htmlFrameTitle: (name: string) => `${name}, rendered in a sandbox without scripts or network`,

  imageAlt: (name: string) => `Image ${name}`,
  dimensions: (width: string, height: string) => `${width} × ${height} px`,
  imageFailed: 'The image could not be decoded: its bytes are damaged or in a format this browser does not show. Download it to open it elsewhere.',
  mediaFailed: 'This browser cannot play this file: its format or codec is not supported here. Download it to play it elsewhere.',
  previewPdf: 'Preview in a sandboxed frame',
  pdfFrameTitle: (name: string) => `PDF ${name}`,
  download: (name: string) => `Download ${name}`,
  noPreview: (mediaType: string) => `No preview for ${mediaType}.`,
  unknownType: 'No preview for this content: its type is unknown.',
  notAnImage: (mediaType: string) => `Labelled ${mediaType}, but its bytes are not an image this preview can show.`,
  firstBytes: (shown: string, total: string) => `First ${shown} of ${total} bytes`,
  allBytes: (total: string) => `All ${total} bytes`,
  unavailableInBrowser: 'This preview needs a browser that supports object URLs.',
  appFrameTitle: (name: string) => `${name}, an MCP App running in a sandbox`,
  appLabel: 'MCP App: an interface for you, not context for the model. It runs in a sandbox, without network access it did not declare.',
  appStarting: 'Starting the app…',
  appSource: 'Source',
  appRun: 'App',
  appNeedsExtApps:
    'This MCP App cannot be shown: the host did not install @modelcontextprotocol/ext-apps, the optional package that runs MCP Apps. Install it next to @mcp-resource-kit/react, or read the app as source.',
  appDidNotStart: (seconds: string) =>
    `The app did not start within ${seconds} s: it never finished the MCP Apps handshake. It may need network access its resource does not declare (_meta.ui.csp), or it is not an MCP App. Read its source to find out.`,
  appFailed: (reason: string) => `The app stopped: ${reason}. Read its source to find out why.`,
  appEmpty: 'This MCP App has no HTML to run.',
};

/** The strings of `ResourcePreview`; see `resourcePreviewMessages` for the keys. */
export type ResourcePreviewMessages = typeof resourcePreviewMessages;

/** The preview's strings with the host's replacements applied. */
export function useResourcePreviewMessages(): ResourcePreviewMessages {
  return useMessages('resourcePreview', resourcePreviewMessages);
}
