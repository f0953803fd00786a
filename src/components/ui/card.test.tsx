import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its heading when it has one, with its controls beside it', () => {
    render(
      <Card title="Recent lookups" actions={<button type="button">Clear</button>}>
        <p>Body</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Recent lookups' });
    expect(screen.getByRole('heading', { level: 2, name: 'Recent lookups' })).toBeInTheDocument();
    expect(region).toContainElement(screen.getByRole('button', { name: 'Clear' }));
    expect(region).toHaveTextContent('Body');
  });

  it('without a heading is a plain box: no landmark, its own props and element kept', () => {
    const { container } = render(
      <Card as="figure" tone="muted" padding="sm" data-testid="tile">
        <figcaption>Tile</figcaption>
      </Card>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const tile = screen.getByTestId('tile');
    expect(tile.tagName).toBe('FIGURE');
    expect(tile.className).toContain('bg-zinc-50/60');
    expect(container.querySelector('h2')).toBeNull();
  });
});
