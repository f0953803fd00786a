/** The header the SES forms are turned into: the columns of SES's own CSV. */
const header = ['EmailAddress', 'Reason', 'LastUpdateTime'];

interface Summary {
  EmailAddress?: unknown;
  Reason?: unknown;
  LastUpdateTime?: unknown;
}

const cell = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * `aws sesv2 list-suppressed-destinations` as the CLI prints it: JSON (`{"SuppressedDestinationSummaries":
 * [...]}`, also several pages concatenated) or `--output text` (tab-separated, keys in alphabetical
 * order: `SUPPRESSEDDESTINATIONSUMMARIES  email  time  reason`). Rows with SES's CSV header, or null
 * when the text is neither form.
 */
export function sesCliRows(text: string): string[][] | null {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed.startsWith('{')) {
    const pages: unknown[] = [];
    try {
      pages.push(JSON.parse(trimmed));
    } catch {
      // Pages printed one after another: `}\n{` between them.
      try {
        pages.push(...(JSON.parse(`[${trimmed.replace(/\}\s*\{/g, '},{')}]`) as unknown[]));
      } catch {
        return null;
      }
    }
    const summaries = pages.flatMap((page) => {
      const list = (page as { SuppressedDestinationSummaries?: unknown }).SuppressedDestinationSummaries;
      return Array.isArray(list) ? (list as Summary[]) : [];
    });
    if (
      !pages.some((p) =>
        Array.isArray((p as { SuppressedDestinationSummaries?: unknown })?.SuppressedDestinationSummaries),
      )
    )
      return null;
    return [header, ...summaries.map((s) => [cell(s.EmailAddress), cell(s.Reason), cell(s.LastUpdateTime)])];
  }
  const lines = trimmed.split(/\r?\n/).filter((line) => line.trim());
  if (!lines.length || !lines.every((line) => /^(SUPPRESSEDDESTINATIONSUMMARIES|NEXTTOKEN)\t/.test(line)))
    return null;
  const rows = lines
    .filter((line) => line.startsWith('SUPPRESSEDDESTINATIONSUMMARIES\t'))
    .map((line) => {
      const [, email = '', time = '', reason = ''] = line.split('\t');
      return [email, reason, time];
    });
  return [header, ...rows];
}
