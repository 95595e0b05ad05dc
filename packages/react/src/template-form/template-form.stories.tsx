import type { ResourceTemplate } from '@mcp-resource-kit/core';
import { DEMO_TEMPLATES } from '@mcp-resource-kit/demo-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { useResourceTemplates } from '../hooks/use-resource-templates.js';
import { TemplateForm } from './index.js';

/*
 * The template form against each story's own in-page demo server (server id `demo`): the
 * templates, their titles and the suggestions all come from it.
 */

type FormStoryProps = Omit<TemplateForm.RootProps, 'template'> & { uriTemplate: string };

/** Looks the template up in the server's list, as a host would, so its title and description are the server's. */
function FormStory({ uriTemplate, ...props }: FormStoryProps) {
  const { items } = useResourceTemplates({ servers: [props.serverId] });
  const listed = items.find(({ item }) => item.uriTemplate === uriTemplate)?.item;
  const [resolved, setResolved] = useState<string>();
  const template: ResourceTemplate | string = listed ?? uriTemplate;
  return (
    <div style={{ maxWidth: '34rem' }}>
      <TemplateForm.Root
        {...props}
        template={template}
        onResolve={(uri, resolvedTemplate) => {
          setResolved(uri);
          props.onResolve?.(uri, resolvedTemplate);
        }}
      >
        <TemplateForm.Title />
        <TemplateForm.Description />
        <TemplateForm.Fields />
        <TemplateForm.Preview />
        <TemplateForm.Reason />
        <TemplateForm.Error />
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <TemplateForm.Submit />
          <TemplateForm.Attach />
          <TemplateForm.Copy />
        </div>
      </TemplateForm.Root>
      {resolved && (
        <p data-testid="resolved">
          Opened <code>{resolved}</code>
        </p>
      )}
    </div>
  );
}

const meta = {
  title: 'Components/TemplateForm',
  component: FormStory,
  args: { serverId: 'demo', uriTemplate: DEMO_TEMPLATES.forecast, debounceMs: 150, onResolve: fn(), onAttach: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Fills in an RFC 6570 resource template: one combobox per variable fed by `completion/complete` ' +
          '(with the other fields as `context.arguments`), a live preview, and Open / Attach.',
      },
    },
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: Open says what is missing. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Weather forecast' });
    const open = canvas.getByRole('button', { name: 'Open' });
    expect(open).toHaveAttribute('aria-disabled', 'true');
    expect(open).toHaveAccessibleDescription('Fill in city and date to open this resource.');
    expect(canvas.getByRole('status', { name: 'Resolved URI' })).toHaveTextContent('weather://forecast/{city}/{date}');
  },
};

/** Half filled in: the preview shows the expanded part and what still waits for a value. */
export const Filling: Story = {
  args: { uriTemplate: DEMO_TEMPLATES.repository, defaultValues: { owner: 'acme', path: 'docs/guide.md' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Repository contents' });
    expect(canvas.getByRole('status', { name: 'Resolved URI' })).toHaveTextContent('repo://acme/{repo}/contents/docs/guide.md');
    expect(canvas.getByRole('button', { name: 'Open' })).toHaveAccessibleDescription('Fill in repo to open this resource.');
  },
};

/** Typing "Par" asks the server; ArrowDown walks the suggestions. Axe runs with the listbox open. */
export const Suggestions: Story = {
  play: async ({ canvas, userEvent }) => {
    const city = await canvas.findByRole('combobox', { name: 'city' });
    await userEvent.type(city, 'Par');
    await waitFor(() => expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(['Paramaribo', 'Paris', 'Parma']));
    expect(city).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const paris = canvas.getByRole('option', { name: 'Paris' });
    expect(city).toHaveAttribute('aria-activedescendant', paris.id);
    expect(paris).toHaveAttribute('aria-selected', 'true');
  },
};

/** Picking a city and a date with the keyboard, then Open. */
export const Resolved: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const city = await canvas.findByRole('combobox', { name: 'city' });
    await userEvent.type(city, 'Par');
    await waitFor(() => expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(['Paramaribo', 'Paris', 'Parma']));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(city).toHaveValue('Paris');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(7));
    await userEvent.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(args.onResolve).toHaveBeenCalledWith(expect.stringMatching(/^weather:\/\/forecast\/Paris\/\d{4}-\d{2}-\d{2}$/), expect.anything()));
    expect(canvas.getByTestId('resolved')).toHaveTextContent('weather://forecast/Paris/');
  },
};

/** The server has more than the 100 suggestions it sends, and says how many. */
export const ManyMore: Story = {
  play: async ({ canvas, userEvent }) => {
    const city = await canvas.findByRole('combobox', { name: 'city' });
    await userEvent.type(city, 'a');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(100));
    expect(canvas.getByText(/^100 of \d[\d,]* — keep typing$/)).toBeVisible();
  },
};

/** A server without the completions capability: plain inputs, and the form works the same. */
export const NoCompletion: Story = {
  parameters: { demoServer: { completions: false } },
  play: async ({ args, canvas, userEvent }) => {
    const city = await canvas.findByRole('textbox', { name: 'city' });
    await userEvent.type(city, 'Oslo');
    await userEvent.type(canvas.getByRole('textbox', { name: 'date' }), '2026-12-01{Enter}');
    expect(canvas.queryByRole('combobox')).toBeNull();
    expect(args.onResolve).toHaveBeenCalledWith('weather://forecast/Oslo/2026-12-01', expect.anything());
  },
};

/** The server fails to complete (it knows no such template): a quiet note, and typing goes on. */
export const CompletionError: Story = {
  args: { uriTemplate: 'weather://forecast/{city}/{day}' },
  play: async ({ canvas, userEvent }) => {
    const city = await canvas.findByRole('combobox', { name: 'city' });
    await userEvent.type(city, 'Par');
    await canvas.findByText('Suggestions are unavailable right now; type the value in full.');
    await userEvent.type(city, 'is');
    expect(city).toHaveValue('Paris');
  },
};

/** Open reads the URI first; a resource that does not exist is reported next to the form, values kept. */
export const NotFound: Story = {
  args: { readOnSubmit: true, defaultValues: { city: 'Atlantis', date: '2026-12-01' } },
  play: async ({ args, canvas, userEvent }) => {
    const open = await canvas.findByRole('button', { name: 'Open' });
    // Until the server is connected, Open explains that it waits for it.
    await waitFor(() => expect(open).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(open);
    const alert = await canvas.findByRole('alert');
    expect(alert).toHaveTextContent('The server has nothing at weather://forecast/Atlantis/2026-12-01: no resource answers to these values.');
    expect(canvas.getByRole('combobox', { name: 'city' })).toHaveValue('Atlantis');
    expect(args.onResolve).not.toHaveBeenCalled();
  },
};

/** A template that is not valid RFC 6570 explains itself instead of rendering fields. */
export const InvalidTemplate: Story = {
  args: { uriTemplate: 'weather://forecast/{city' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('button', { name: 'Open' })).toHaveAccessibleDescription(/has no closing "}"/);
    expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
