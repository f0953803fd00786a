import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preview } from '../test/fixtures';
import PreviewChart from './preview-chart';

// jsdom lays nothing out: the chart is given a size through a ResizeObserver that reports one.
class SizedObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 600, height: 220 } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PreviewChart', () => {
  it('draws the metric, the threshold line and one shaded span per firing', () => {
    vi.stubGlobal('ResizeObserver', SizedObserver);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 600,
      height: 220,
      top: 0,
      left: 0,
      right: 600,
      bottom: 220,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    const { container } = render(
      <PreviewChart preview={preview()} rule={{ metric: 'bounce_rate', threshold: 0.05 }} />,
    );
    expect(container.querySelectorAll('.recharts-reference-line')).toHaveLength(1);
    expect(container.querySelectorAll('.recharts-reference-area')).toHaveLength(3);
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(1);
    // Drawn with the chart kit's colours, which the theme class switches in dark mode.
    expect(container.querySelector('.recharts-line path')).toHaveAttribute('stroke', 'var(--chart-series-1)');
    expect(container.querySelector('.recharts-wrapper')?.className).toContain('dark:[--chart-series-1:');
  });
});
