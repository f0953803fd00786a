import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from '@/contract/zod';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { FormDialog } from '../form-dialog';
import { FormCheckboxGroup, FormInput, useContractForm } from './index';

const schema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'must not be empty')),
  url: z.url({ error: 'must be a URL' }),
  tags: z.array(z.string()).check(z.minLength(1, 'must name at least one tag')),
});
type Body = z.output<typeof schema>;

function TestDialog({ write }: { write: (body: Body) => Promise<unknown> }) {
  const mutation = useMutation({ mutationFn: write });
  const form = useContractForm({
    schema,
    initial: { name: '', url: '', tags: ['a'] as readonly string[] },
    describe: (field, message) => (field === 'name' ? 'Name it.' : `That ${message}.`),
  });
  return (
    <FormDialog
      open
      onClose={() => {}}
      title="Thing"
      confirmLabel="Save"
      form={form}
      write={mutation}
      onValid={(body) => mutation.mutate(body)}
      failure="Couldn't save"
    >
      <FormInput name="name" label="Name" />
      <FormInput name="url" label="URL" />
      <FormCheckboxGroup
        name="tags"
        legend="Tags"
        options={[
          { value: 'a', label: 'a' },
          { value: 'b', label: 'b' },
        ]}
      />
    </FormDialog>
  );
}

const badRequest = new ApiError({
  status: 400,
  code: 'invalid_request',
  message: 'Invalid request body.',
  details: [
    { field: 'url', message: 'must use https://' },
    { field: 'tags.1', message: 'is not a tag' },
  ],
});

describe('the form kit', () => {
  it('never calls the write with a value the contract refuses, and focuses the first invalid field', async () => {
    const write = vi.fn(async () => ({}));
    renderWithProviders(<TestDialog write={write} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('URL'), 'not a url');
    await user.click(screen.getByRole('checkbox', { name: 'a' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAccessibleDescription('Name it.');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('URL')).toHaveAccessibleDescription('That must be a URL.');
    expect(screen.getByRole('group', { name: 'Tags' })).toHaveAccessibleDescription(
      'That must name at least one tag.',
    );
    // Fixed as it is typed, after the first submit.
    await user.type(name, 'x');
    expect(name).not.toHaveAccessibleDescription();
    expect(write).not.toHaveBeenCalled();
  });

  it("shows a 400's details each under its field, focuses the first, and nothing else", async () => {
    const write = vi.fn(async (_body: Body) => Promise.reject(badRequest));
    renderWithProviders(<TestDialog write={write} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), '  Thing ');
    await user.type(screen.getByLabelText('URL'), 'http://example.com/x');
    await user.click(screen.getByRole('checkbox', { name: 'b' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const url = screen.getByLabelText('URL');
    await waitFor(() => expect(url).toHaveAccessibleDescription('That must use https://.'));
    expect(url).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Tags' })).toHaveAccessibleDescription('That is not a tag.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The body sent is the one the contract parsed (trimmed).
    expect(write.mock.calls[0]?.[0]).toEqual({
      name: 'Thing',
      url: 'http://example.com/x',
      tags: ['a', 'b'],
    });

    // The service spoke of the old values: a change clears it.
    await user.type(url, 'y');
    expect(url).not.toHaveAccessibleDescription();
  });

  it('says a failure no field shows under the fields', async () => {
    const forbidden = new ApiError({ status: 403, code: 'forbidden', message: 'Not yours.' });
    renderWithProviders(<TestDialog write={async () => Promise.reject(forbidden)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Thing');
    await user.type(screen.getByLabelText('URL'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't save");
    expect(alert).toHaveTextContent('Not yours.');
  });
});
