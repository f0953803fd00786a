import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SecretField } from './secret-field';

const secret = 'whsec_c2VjcmV0LWZvci10ZXN0cy1vbmx5LTAxMjM0NTY3ODk';

describe('SecretField', () => {
  it('shows the secret once: read-only, monospace, focused and selected whole, under a warning', () => {
    render(
      <SecretField
        label="Signing secret"
        value={secret}
        copyLabel="Copy secret"
        hint="Your receiver uses the whole string."
        warning={{ title: "Copy this secret now. It won't be shown again.", body: 'Rotate it if lost.' }}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      "Copy this secret now. It won't be shown again.Rotate it if lost.",
    );
    const field = screen.getByLabelText<HTMLInputElement>('Signing secret');
    expect(field).toHaveValue(secret);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveClass('font-mono');
    expect(field).toHaveAccessibleDescription('Your receiver uses the whole string.');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, secret.length]);
  });

  it('copies the whole secret and says so', async () => {
    const user = userEvent.setup();
    render(
      <SecretField
        label="API key"
        value="rk_live_123"
        copyLabel="Copy key"
        warning={{ body: 'Hash only.' }}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent("Copy it now. It won't be shown again.");
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe('rk_live_123');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('a second field under the same warning has no warning of its own and leaves focus alone', () => {
    render(
      <SecretField
        label="Sign-in link"
        value="http://127.0.0.1/#key=x"
        copyLabel="Copy link"
        warning={false}
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByLabelText('Sign-in link')).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
