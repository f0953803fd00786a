/** One sample of a Prometheus text exposition: name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the text format well enough for tests: every non-comment line is one sample. */
export function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', rawLabels = '', value = ''] = /^(\w+)(?:\{(.*)\})? (\S+)/.exec(line) ?? [];
      const labels = Object.fromEntries(
        [...rawLabels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name, labels, value: Number(value) };
    });
}

/** The sum of every sample named `name` whose labels include `labels`; 0 when there is none. */
export const total = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
