import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as icons from '.';
import type { IconProps } from './icon';

const named = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [
  string,
  ComponentType<IconProps>,
][];

describe('Icon', () => {
  it.each(named)('%s keeps its size when a caller adds classes', (_, Drawn) => {
    const svg = render(<Drawn className="mt-0.5 shrink-0" />).container.querySelector('svg')!;
    expect(svg).toHaveClass('size-4', 'mt-0.5', 'shrink-0');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('height', '16');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws at the size asked for, in the class and the attributes', () => {
    const svg = render(<icons.AlertIcon size={3.5} />).container.querySelector('svg')!;
    expect(svg).toHaveClass('size-3.5');
    expect(svg).not.toHaveClass('size-4');
    expect(svg).toHaveAttribute('width', '14');
  });
});
