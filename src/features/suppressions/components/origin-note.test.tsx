import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OriginNote } from './origin-note';

const id = '0b8c5a3e-1111-4222-8333-944455556666';

describe('OriginNote', () => {
  it('names the SMTP answer and links the causing message for an automatic row', () => {
    renderWithProviders(
      <OriginNote source={{ type: 'automatic', message_id: id, smtp_response: '550 5.1.1 No such user' }} />,
    );
    expect(screen.getByText(/Automatic: 550 5.1.1 No such user/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'message timeline' })).toHaveAttribute('href', `/messages/${id}`);
  });

  it('names the file, row and key of an import', () => {
    renderWithProviders(
      <OriginNote source={{ type: 'import', file: 'bounces.csv', row: 4, key_name: 'ops' }} />,
    );
    expect(screen.getByText('Imported from bounces.csv, row 4 by key ops')).toBeInTheDocument();
  });

  it('shows nothing for a service that does not record origins', () => {
    const { container } = renderWithProviders(<OriginNote source={undefined} />);
    expect(container).toHaveTextContent('');
  });
});
