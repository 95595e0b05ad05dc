import type { ResourceClient, ResourceTemplate } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_TEMPLATES, type DemoServer, type DemoServerOptions } from '@mcp-resource-kit/demo-server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.js';
import { connectInEra, RequestLog, sleep, type EraName } from '../../../../test-support/connect-in-era.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { TemplateForm, type TemplateFormRootProps } from '../index.js';

/** A completion/complete request as it reached the server, with the signal that can cancel it. */
interface SeenCompletion {
  params: { argument: { name: string; value: string }; context?: { arguments?: Record<string, string> }; ref: { uri: string } };
  signal: AbortSignal;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * The in-process demo server behind a fetch that records each completion request (and can hold it
 * back a while, so a later keystroke finds it still running).
 */
async function connectDemo({ era = 'modern', completionDelayMs = 0, ...options }: DemoServerOptions & { era?: EraName; completionDelayMs?: number } = {}) {
  const demo = createDemoServer(options);
  const completions: SeenCompletion[] = [];
  const observed: DemoServer = {
    async fetch(request) {
      const body = (await request
        .clone()
        .json()
        .catch(() => undefined)) as { method?: string; params?: SeenCompletion['params'] } | undefined;
      if (body?.method === 'completion/complete' && body.params) {
        completions.push({ params: body.params, signal: request.signal });
        if (completionDelayMs > 0) await sleep(completionDelayMs);
      }
      return demo.fetch(request);
    },
    notify: demo.notify,
    connectLegacy: () => demo.connectLegacy(),
    dropListenStreams: () => demo.dropListenStreams(),
    close: () => demo.close(),
  };
  const log = new RequestLog();
  const client = await connectInEra(observed, era, { log });
  cleanups.push(async () => {
    await client.close().catch(() => undefined);
    await demo.close();
  });
  return { client, log, completions, servers: [{ id: 'demo', label: 'Demo', client }] };
}

async function templateNamed(client: ResourceClient, uriTemplate: string): Promise<ResourceTemplate> {
  const page = await client.listResourceTemplates();
  const template = page.items.find((item) => item.uriTemplate === uriTemplate);
  if (!template) throw new Error(`the demo server lists no ${uriTemplate}`);
  return template;
}

function Form(props: Omit<TemplateFormRootProps, 'serverId'>) {
  return (
    <TemplateForm.Root serverId="demo" {...props}>
      <TemplateForm.Title />
      <TemplateForm.Description />
      <TemplateForm.Fields />
      <TemplateForm.Preview />
      <TemplateForm.Copy />
      <TemplateForm.Reason />
      <TemplateForm.Error />
      <TemplateForm.Submit />
      <TemplateForm.Attach />
    </TemplateForm.Root>
  );
}

const user = () => userEvent.setup();
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
const statusOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-status')) ?? '');

describe('TemplateForm fields', () => {
  it('renders one labelled field per variable under the template’s title and description', async () => {
    const { client, servers } = await connectDemo();
    const template = await templateNamed(client, DEMO_TEMPLATES.repository);
    renderWithKit(<Form template={template} />, servers);

    const form = screen.getByRole('form', { name: template.title });
    expect(within(form).getByRole('heading', { name: template.title })).toBeInTheDocument();
    expect(form).toHaveAccessibleDescription(template.description);
    expect(document.getElementById(form.getAttribute('aria-describedby') ?? '')?.textContent).toBe(template.description);

    const owner = await screen.findByRole('combobox', { name: 'owner' });
    expect(owner.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'repo' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'path' }).getAttribute('aria-required')).toBe('true');
    const ref = screen.getByRole('combobox', { name: 'ref (optional)' });
    expect(ref.getAttribute('aria-required')).toBe('false');
    expect(document.querySelector('[data-name="path"] [data-slot="template-form-hint"]')?.textContent).toBe('Separate path segments with “/”.');
  });

  it('previews the URI live, names the fields still missing and keeps Open disabled until then', async () => {
    const { servers } = await connectDemo();
    const onResolve = vi.fn();
    renderWithKit(<Form template={DEMO_TEMPLATES.repository} onResolve={onResolve} debounceMs={10_000} />, servers);
    const preview = screen.getByRole('status', { name: 'Resolved URI' });
    const open = screen.getByRole('button', { name: 'Open' });

    expect(preview.textContent).toBe('repo://{owner}/{repo}/contents{/path*}');
    expect(open.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(open.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Fill in owner, repo, and path to open this resource.');

    const u = user();
    await u.type(await screen.findByRole('combobox', { name: 'owner' }), 'acme');
    await u.type(screen.getByRole('combobox', { name: 'repo' }), 'web app');
    expect(preview.textContent).toBe('repo://acme/web%20app/contents{/path*}');
    expect(preview.querySelector('[data-slot="template-form-preview-placeholder"]')?.getAttribute('data-variables')).toBe('path');
    await u.click(open);
    expect(onResolve).not.toHaveBeenCalled();

    await u.type(screen.getByRole('combobox', { name: 'path' }), 'src/index.ts');
    await u.type(screen.getByRole('combobox', { name: 'ref (optional)' }), 'v1.0');
    expect(preview.textContent).toBe('repo://acme/web%20app/contents/src/index.ts?ref=v1.0');
    expect(preview.hasAttribute('data-complete')).toBe(true);
    expect(open.hasAttribute('aria-disabled')).toBe(false);
    expect(open.hasAttribute('aria-describedby')).toBe(false);
    await u.click(open);
    expect(onResolve).toHaveBeenCalledWith('repo://acme/web%20app/contents/src/index.ts?ref=v1.0', {
      uriTemplate: DEMO_TEMPLATES.repository,
      name: DEMO_TEMPLATES.repository,
    });
  });

  it('warns that a "/" in a plain variable will be percent-encoded', async () => {
    const { servers } = await connectDemo();
    renderWithKit(<Form template="file:///{name}{+rest}" debounceMs={10_000} />, servers);
    const u = user();
    const nameInput = await screen.findByRole('combobox', { name: 'name' });
    const name = nameInput.closest('[data-slot="template-form-field"]')!;
    await u.type(nameInput, 'a/b');
    await u.type(screen.getByRole('combobox', { name: 'rest' }), '/c/d');
    expect(name.hasAttribute('data-warning')).toBe(true);
    const rest = screen.getByRole('combobox', { name: 'rest' }).closest('[data-slot="template-form-field"]')!;
    expect(rest.hasAttribute('data-warning')).toBe(false);
    expect(rest.querySelector('[data-slot="template-form-hint"]')?.textContent).toBe('Characters such as “/” and “?” are kept as typed.');
    expect(name.querySelector('[data-slot="template-form-hint"]')?.textContent).toBe('“/” will be sent as %2F, so the value stays a single segment.');
    expect(nameInput.getAttribute('aria-describedby')).toContain(
      name.querySelector('[data-slot="template-form-hint"]')!.id,
    );
    expect(screen.getByRole('status', { name: 'Resolved URI' }).textContent).toBe('file:///a%2Fb/c/d');
  });

  it('explains an invalid template instead of rendering fields', async () => {
    const { servers } = await connectDemo();
    renderWithKit(<Form template="weather://forecast/{city" />, servers);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    const open = screen.getByRole('button', { name: 'Open' });
    expect(open.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(open.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This template cannot be filled in: Invalid URI template "weather://forecast/{city" at position 19: the expression "{city" has no closing "}". ' +
        "The server's template is malformed; only its author can fix it.",
    );
    expect(screen.getByRole('form').getAttribute('data-status')).toBe('invalid-template');
  });

  it('moves Enter on to the first field that still needs a value', async () => {
    const { servers } = await connectDemo({ completions: false });
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} />, servers);
    const u = user();
    await u.type(screen.getByRole('textbox', { name: 'city' }), 'Paris{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'date' }));
  });
});

describe('TemplateForm combobox', () => {
  it('follows the combobox pattern: ArrowDown highlights, Enter picks, the listbox closes', async () => {
    const { servers } = await connectDemo();
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} debounceMs={20} />, servers);
    const city = await screen.findByRole('combobox', { name: 'city' });
    expect(city.getAttribute('aria-autocomplete')).toBe('list');
    expect(city.getAttribute('aria-expanded')).toBe('false');

    const u = user();
    await u.type(city, 'Par');
    await waitFor(() => expect(options()).toEqual(['Paramaribo', 'Paris', 'Parma']));
    expect(city.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions for city' });
    expect(city.getAttribute('aria-controls')).toBe(listbox.id);
    expect(city.hasAttribute('aria-activedescendant')).toBe(false);

    await u.keyboard('{ArrowDown}{ArrowDown}');
    const paris = screen.getByRole('option', { name: 'Paris' });
    expect(city.getAttribute('aria-activedescendant')).toBe(paris.id);
    expect(paris.getAttribute('aria-selected')).toBe('true');
    expect(paris.hasAttribute('data-highlighted')).toBe(true);
    expect(screen.getByRole('option', { name: 'Paramaribo' }).getAttribute('aria-selected')).toBe('false');
    expect(document.activeElement).toBe(city);

    await u.keyboard('{Enter}');
    expect((city as HTMLInputElement).value).toBe('Paris');
    expect(city.getAttribute('aria-expanded')).toBe('false');
    expect(city.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('wraps with the arrows, closes on Escape and clears on a second Escape', async () => {
    const { servers } = await connectDemo();
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} debounceMs={20} />, servers);
    const city = await screen.findByRole('combobox', { name: 'city' });
    const u = user();
    await u.type(city, 'Par');
    await waitFor(() => expect(options()).toEqual(['Paramaribo', 'Paris', 'Parma']));
    const active = () => document.getElementById(city.getAttribute('aria-activedescendant') ?? '')?.textContent;

    await u.keyboard('{ArrowUp}');
    expect(active()).toBe('Parma');
    await u.keyboard('{ArrowDown}');
    expect(active()).toBe('Paramaribo');
    await u.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Parma');

    // Home/End edit the text: the highlight goes back to the input, the list stays.
    await u.keyboard('{Home}');
    expect(city.hasAttribute('aria-activedescendant')).toBe(false);
    expect(city.getAttribute('aria-expanded')).toBe('true');
    expect((city as HTMLInputElement).selectionStart).toBe(0);

    await u.keyboard('{Escape}');
    expect(city.getAttribute('aria-expanded')).toBe('false');
    expect((city as HTMLInputElement).value).toBe('Par');
    await u.keyboard('{Escape}');
    expect((city as HTMLInputElement).value).toBe('');

    // Closed, ArrowUp opens the list at its last option.
    await u.type(city, 'Par');
    await waitFor(() => expect(options()).toEqual(['Paramaribo', 'Paris', 'Parma']));
    await u.keyboard('{Escape}{ArrowUp}');
    expect(city.getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBe('Parma');
  });

  it('picks the highlighted suggestion on Tab and moves on; without a highlight Tab only moves', async () => {
    const { servers } = await connectDemo();
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} debounceMs={20} />, servers);
    const city = await screen.findByRole('combobox', { name: 'city' });
    const date = screen.getByRole('combobox', { name: 'date' });
    const u = user();

    await u.type(city, 'Par');
    await waitFor(() => expect(options()).toEqual(['Paramaribo', 'Paris', 'Parma']));
    await u.tab();
    expect(document.activeElement).toBe(date);
    expect((city as HTMLInputElement).value).toBe('Par');

    await u.click(city);
    await u.keyboard('{ArrowDown}');
    await waitFor(() => expect(city).toHaveAttribute('aria-activedescendant'));
    await u.keyboard('{ArrowDown}');
    await u.tab();
    expect((city as HTMLInputElement).value).toBe('Paris');
    expect(document.activeElement).toBe(date);
  });

  it('picks a suggestion with the mouse without losing focus', async () => {
    const { servers } = await connectDemo();
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} debounceMs={20} />, servers);
    const city = await screen.findByRole('combobox', { name: 'city' });
    const u = user();
    await u.type(city, 'Par');
    await u.click(await screen.findByRole('option', { name: 'Parma' }));
    expect((city as HTMLInputElement).value).toBe('Parma');
    expect(document.activeElement).toBe(city);
  });

  it('renders a suggestion as the host element given by render, with its value and highlight as state', async () => {
    const { servers } = await connectDemo();
    renderWithKit(
      <TemplateForm.Root serverId="demo" template={DEMO_TEMPLATES.forecast} debounceMs={20}>
        <TemplateForm.Field name="city">
          <TemplateForm.Label />
          <TemplateForm.Input />
          <TemplateForm.Suggestions>
            {(suggestion, index) => (
              <TemplateForm.Suggestion
                key={`${index}:${suggestion}`}
                index={index}
                render={(props, state) => (
                  <li {...props} data-host-highlighted={state.highlighted || undefined}>
                    {state.value.toUpperCase()}
                  </li>
                )}
              />
            )}
          </TemplateForm.Suggestions>
        </TemplateForm.Field>
      </TemplateForm.Root>,
      servers,
    );
    const city = await screen.findByRole('combobox', { name: 'city' });
    const u = user();
    await u.type(city, 'Par');
    await waitFor(() => expect(options()).toEqual(['PARAMARIBO', 'PARIS', 'PARMA']));
    await u.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'PARAMARIBO' })).toHaveAttribute('data-host-highlighted'));
    expect(screen.getByRole('option', { name: 'PARAMARIBO' })).toHaveAttribute('data-slot', 'template-form-suggestion');
    await u.click(screen.getByRole('option', { name: 'PARMA' }));
    expect((city as HTMLInputElement).value).toBe('Parma');
    expect(document.activeElement).toBe(city);
  });

  it('sends the exact template and the other filled fields as context.arguments', async () => {
    const { servers, completions } = await connectDemo();
    const onResolve = vi.fn();
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} debounceMs={20} onResolve={onResolve} />, servers);
    const city = await screen.findByRole('combobox', { name: 'city' });
    const date = screen.getByRole('combobox', { name: 'date' });
    const u = user();

    // Without a city the server has no dates to offer.
    await u.click(date);
    await u.keyboard('{ArrowDown}');
    await waitFor(() => expect(statusOf(date)?.textContent).toBe('No suggestions.'));

    await u.type(city, 'Par');
    await u.click(await screen.findByRole('option', { name: 'Paris' }));
    await u.click(date);
    await u.keyboard('{ArrowDown}');
    await waitFor(() => expect(options()).toHaveLength(7));
    const dates = options();
    expect(dates.every((value) => /^\d{4}-\d{2}-\d{2}$/.test(value ?? ''))).toBe(true);

    const lastDateRequest = completions.filter((request) => request.params.argument.name === 'date').at(-1);
    expect(lastDateRequest?.params.ref).toEqual({ type: 'ref/resource', uri: DEMO_TEMPLATES.forecast });
    expect(lastDateRequest?.params.argument).toEqual({ name: 'date', value: '' });
    expect(lastDateRequest?.params.context).toEqual({ arguments: { city: 'Paris' } });
    expect(completions.find((request) => request.params.argument.name === 'city')?.params.context).toBeUndefined();

    await u.keyboard('{ArrowDown}{Enter}');
    expect((date as HTMLInputElement).value).toBe(dates[1]);
    await u.keyboard('{Enter}');
    expect(onResolve).toHaveBeenCalledWith(`weather://forecast/Paris/${dates[1]}`, expect.objectContaining({ uriTemplate: DEMO_TEMPLATES.forecast }));
  });

  it('asks once for a burst of keystrokes', async () => {
    const { servers, log } = await connectDemo();
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} debounceMs={150} />, servers);
    const city = await screen.findByRole('combobox', { name: 'city' });
    await user().type(city, 'Paris');
    await waitFor(() => expect(options()).toEqual(['Paris']));
    await act(() => sleep(300));
    expect(log.count('completion/complete')).toBe(1);
  });

  it('aborts a request that a newer value made stale', async () => {
    const { servers, completions } = await connectDemo({ completionDelayMs: 400 });
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} debounceMs={20} />, servers);
    const city = await screen.findByRole('combobox', { name: 'city' });
    const u = user();
    // Pasted, not typed: on a busy machine a pause between typed keys can outlast the debounce and ask for 'P' alone.
    await u.click(city);
    await u.paste('Pa');
    await waitFor(() => expect(completions).toHaveLength(1));
    expect(statusOf(city)?.textContent).toBe('Looking up suggestions…');

    await u.type(city, 'r');
    await waitFor(() => expect(completions).toHaveLength(2));
    expect(completions[0]?.params.argument.value).toBe('Pa');
    await waitFor(() => expect(completions[0]?.signal.aborted).toBe(true));
    expect(completions[1]?.signal.aborted).toBe(false);
    await waitFor(() => expect(options()).toEqual(['Paramaribo', 'Paris', 'Parma']));
  });

  it('answers a repeated value from the cache', async () => {
    const { servers, log } = await connectDemo();
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} debounceMs={20} />, servers);
    const city = await screen.findByRole('combobox', { name: 'city' });
    const u = user();
    await u.type(city, 'Par');
    await waitFor(() => expect(options()).toEqual(['Paramaribo', 'Paris', 'Parma']));
    await u.type(city, '{Backspace}');
    await waitFor(() => expect(options()).toContain('Panama City'));
    expect(log.count('completion/complete')).toBe(2);

    await u.type(city, 'r');
    await waitFor(() => expect(options()).toEqual(['Paramaribo', 'Paris', 'Parma']));
    await act(() => sleep(100));
    expect(log.count('completion/complete')).toBe(2);
  });

  it('says how many more the server has: "100 of N — keep typing"', async () => {
    const { client, servers } = await connectDemo();
    const direct = await client.complete({ template: DEMO_TEMPLATES.forecast, argument: 'city', value: 'a' });
    expect(direct.values).toHaveLength(100);
    expect(direct.total).toBeGreaterThan(100);

    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} debounceMs={20} />, servers);
    const city = await screen.findByRole('combobox', { name: 'city' });
    await user().type(city, 'a');
    await waitFor(() => expect(options()).toHaveLength(100));
    const status = statusOf(city)!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('data-state')).toBe('more');
    expect(status.textContent).toBe(`100 of ${new Intl.NumberFormat().format(direct.total!)} — keep typing`);
  });

  it('is a plain input, and asks nothing, when the server offers no completions', async () => {
    const { servers, log } = await connectDemo({ completions: false });
    const onResolve = vi.fn();
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} debounceMs={20} onResolve={onResolve} />, servers);
    const city = screen.getByRole('textbox', { name: 'city' });
    const u = user();
    await u.type(city, 'Par{ArrowDown}');
    await act(() => sleep(100));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(city.hasAttribute('aria-expanded')).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(log.count('completion/complete')).toBe(0);
    await u.type(screen.getByRole('textbox', { name: 'date' }), '2026-12-01{Enter}');
    expect(onResolve).toHaveBeenCalledWith('weather://forecast/Par/2026-12-01', expect.anything());
  });

  it('shows a quiet note when completion fails, and typing and Open go on', async () => {
    const { servers, log } = await connectDemo();
    const onResolve = vi.fn();
    // The server knows no such template, so it answers completion/complete with an error.
    renderWithKit(<Form template="weather://forecast/{city}/{day}" debounceMs={150} onResolve={onResolve} />, servers);
    const city = await screen.findByRole('combobox', { name: 'city' });
    const u = user();
    await u.type(city, 'Par');
    await waitFor(() => expect(statusOf(city)?.textContent).toBe('Suggestions are unavailable right now; type the value in full.'));
    expect(log.count('completion/complete')).toBe(1);
    expect(city.getAttribute('aria-expanded')).toBe('false');
    await u.type(city, 'is');
    expect((city as HTMLInputElement).value).toBe('Paris');
    await u.type(screen.getByRole('combobox', { name: 'day' }), 'monday{Enter}');
    expect(onResolve).toHaveBeenCalledWith('weather://forecast/Paris/monday', expect.anything());
  });

  it('has no axe violations, closed and with the listbox open', async () => {
    const { client, servers } = await connectDemo();
    const template = await templateNamed(client, DEMO_TEMPLATES.forecast);
    const { container } = renderWithKit(<Form template={template} onAttach={() => undefined} />, servers);
    const city = await screen.findByRole('combobox', { name: 'city' });
    await expectNoAxeViolations(container);
    const u = user();
    await u.type(city, 'Par');
    await waitFor(() => expect(city.getAttribute('aria-expanded')).toBe('true'));
    await u.keyboard('{ArrowDown}');
    await expectNoAxeViolations(container);
  });
});

describe('TemplateForm submit', () => {
  it('reads the URI on Open and shows not-found next to the form, keeping the values', async () => {
    const { servers, log } = await connectDemo();
    const onResolve = vi.fn();
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} readOnSubmit onResolve={onResolve} debounceMs={10_000} />, servers);
    const u = user();
    const city = await screen.findByRole('combobox', { name: 'city' });
    await u.type(city, 'Atlantis');
    await u.type(screen.getByRole('combobox', { name: 'date' }), '2026-12-01');
    await u.click(screen.getByRole('button', { name: 'Open' }));

    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-kind')).toBe('not-found');
    expect(alert.textContent).toBe('The server has nothing at weather://forecast/Atlantis/2026-12-01: no resource answers to these values. Change them to name one that exists.');
    expect((city as HTMLInputElement).value).toBe('Atlantis');
    expect(onResolve).not.toHaveBeenCalled();
    expect(log.count('resources/read', 'weather://forecast/Atlantis/2026-12-01')).toBe(1);

    await u.clear(city);
    await u.type(city, 'Paris');
    expect(screen.queryByRole('alert')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(onResolve).toHaveBeenCalledWith('weather://forecast/Paris/2026-12-01', expect.anything()));
    expect(log.count('resources/read', 'weather://forecast/Paris/2026-12-01')).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands the URI to onAttach', async () => {
    const { servers } = await connectDemo({ completions: false });
    const onAttach = vi.fn();
    renderWithKit(<Form template={DEMO_TEMPLATES.table} onAttach={onAttach} />, servers);
    const u = user();
    const attach = screen.getByRole('button', { name: 'Attach' });
    await u.click(attach);
    expect(onAttach).not.toHaveBeenCalled();
    await u.type(screen.getByRole('textbox', { name: 'schema' }), 'public');
    await u.type(screen.getByRole('textbox', { name: 'table' }), 'orders');
    await u.click(attach);
    expect(onAttach).toHaveBeenCalledWith('postgres://demo-db/public/tables/orders', { uriTemplate: DEMO_TEMPLATES.table, name: DEMO_TEMPLATES.table });
  });

  it('keeps controlled values with the host', async () => {
    const { servers } = await connectDemo({ completions: false });
    const onValuesChange = vi.fn();
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} values={{ city: 'Oslo', date: '' }} onValuesChange={onValuesChange} />, servers);
    await user().type(screen.getByRole('textbox', { name: 'city' }), 'x');
    expect(onValuesChange).toHaveBeenLastCalledWith({ city: 'Oslox', date: '' });
    expect((screen.getByRole('textbox', { name: 'city' }) as HTMLInputElement).value).toBe('Oslo');
  });
});

describe.each<EraName>(['legacy'])('TemplateForm in the %s era', (era) => {
  it('completes and resolves the forecast template', async () => {
    const { servers } = await connectDemo({ era });
    const onResolve = vi.fn();
    renderWithKit(<Form template={DEMO_TEMPLATES.forecast} debounceMs={20} onResolve={onResolve} />, servers);
    const city = await screen.findByRole('combobox', { name: 'city' });
    const u = user();
    await u.type(city, 'Par');
    await waitFor(() => expect(options()).toEqual(['Paramaribo', 'Paris', 'Parma']));
    await u.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect((city as HTMLInputElement).value).toBe('Paris');
    await u.click(screen.getByRole('combobox', { name: 'date' }));
    await u.keyboard('{ArrowDown}');
    await waitFor(() => expect(options()).toHaveLength(7));
    await u.keyboard('{Enter}{Enter}');
    expect(onResolve).toHaveBeenCalledWith(expect.stringMatching(/^weather:\/\/forecast\/Paris\/\d{4}-\d{2}-\d{2}$/), expect.anything());
  });
});
