import { connectResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_TEMPLATES } from '@mcp-resource-kit/demo-server';
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithKit } from '../../test/render-with-kit.js';
import { TemplateForm } from './index.js';

// Real key presses in Chromium: focus moves, caret keys and the browser's own implicit submission
// (Enter clicks the form's default button) are the browser's, not a simulation's.
it('fills the forecast template with the keyboard and opens it', async () => {
  const demo = createDemoServer();
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  const onResolve = vi.fn();
  renderWithKit(
    <TemplateForm.Root serverId="demo" template={DEMO_TEMPLATES.forecast} readOnSubmit onResolve={onResolve}>
      <TemplateForm.Fields />
      <TemplateForm.Preview />
      <TemplateForm.Reason />
      <TemplateForm.Error />
      <TemplateForm.Submit />
    </TemplateForm.Root>,
    [{ id: 'demo', label: 'Demo', client }],
  );

  const city = await screen.findByRole('combobox', { name: 'city' });
  await userEvent.click(city);
  await userEvent.keyboard('Par');
  await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Paramaribo', 'Paris', 'Parma']));
  const listbox = screen.getByRole('listbox');
  expect(listbox.getBoundingClientRect().top).toBeGreaterThanOrEqual(city.getBoundingClientRect().bottom - 1);

  // Home moves the caret and leaves the list open.
  await userEvent.keyboard('{ArrowDown}{Home}');
  expect((city as HTMLInputElement).selectionStart).toBe(0);
  expect(city.hasAttribute('aria-activedescendant')).toBe(false);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect((city as HTMLInputElement).value).toBe('Paris');

  await userEvent.keyboard('{Tab}');
  const date = screen.getByRole('combobox', { name: 'date' });
  expect(document.activeElement).toBe(date);
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(7));
  const firstDate = screen.getAllByRole('option')[0]?.textContent;
  await userEvent.keyboard('{Enter}');
  expect((date as HTMLInputElement).value).toBe(firstDate);

  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(onResolve).toHaveBeenCalledWith(`weather://forecast/Paris/${firstDate}`, expect.anything()));
  expect(screen.queryByRole('alert')).toBeNull();

  await client.close();
  await demo.close();
});

// A real mouse: Chromium picks the element under the pointer at the press and at the release.
it('opens with one click on Open while the suggestion list is open', async () => {
  const demo = createDemoServer();
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  const onResolve = vi.fn();
  renderWithKit(
    <TemplateForm.Root serverId="demo" template={DEMO_TEMPLATES.forecast} onResolve={onResolve}>
      <TemplateForm.Fields />
      <TemplateForm.Preview />
      <TemplateForm.Submit />
    </TemplateForm.Root>,
    [{ id: 'demo', label: 'Demo', client }],
  );

  const date = await screen.findByRole('combobox', { name: 'date' });
  await userEvent.click(date);
  await userEvent.keyboard('2026-11-0');
  const city = screen.getByRole('combobox', { name: 'city' });
  await userEvent.click(city);
  await userEvent.keyboard('Par');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Paris' })).toBeInTheDocument());
  expect(screen.getByRole('listbox')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(onResolve).toHaveBeenCalledWith('weather://forecast/Par/2026-11-0', expect.anything()));
  // The list closes once the click is done.
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

  await client.close();
  await demo.close();
});
