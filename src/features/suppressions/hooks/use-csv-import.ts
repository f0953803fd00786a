import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { sendSuppressions } from '../api/send-suppressions';
import { suppressionQueries } from '../api/suppression-queries';
import { analyzeRows, type ImportAnalysis, type ImportMapping } from '../lib/import/analyze-rows';
import { guessColumns, type ColumnGuess } from '../lib/import/columns';
import { buildReport, type ImportReport } from '../lib/import/import-report';
import { initialMapping } from '../lib/import/initial-mapping';
import { readImportRows } from '../lib/import/read-rows';

export type ImportState =
  | { phase: 'choose'; error?: string }
  | { phase: 'reading'; fileName: string; progress: number }
  | {
      phase: 'preview';
      fileName: string;
      guess: ColumnGuess;
      mapping: ImportMapping;
      analysis: ImportAnalysis | null;
    }
  | { phase: 'running'; fileName: string; done: number; total: number; startedAt: number }
  | { phase: 'done'; fileName: string; report: ImportReport };

/**
 * Choose → read (chunked) → preview (a dry run: valid, invalid, duplicate, nothing sent) →
 * import (batches, with progress and Cancel) → report. Mapping changes re-judge the rows.
 */
export function useCsvImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ phase: 'choose' });
  const rows = useRef<string[][]>([]);
  const controller = useRef<AbortController | null>(null);

  const fresh = () => {
    controller.current?.abort();
    controller.current = new AbortController();
    return controller.current.signal;
  };

  const judge = async (fileName: string, guess: ColumnGuess, mapping: ImportMapping) => {
    const signal = fresh();
    setState({ phase: 'preview', fileName, guess, mapping, analysis: null });
    if (mapping.emailColumn === -1) return;
    try {
      const analysis = await analyzeRows(rows.current, mapping, { signal });
      setState((s) => (s.phase === 'preview' && s.mapping === mapping ? { ...s, analysis } : s));
    } catch {
      // Aborted: a newer mapping or a reset took over.
    }
  };

  const read = async (file: Blob, fileName: string) => {
    const signal = fresh();
    setState({ phase: 'reading', fileName, progress: 0 });
    try {
      rows.current = await readImportRows(file, {
        signal,
        onProgress: (progress) => setState({ phase: 'reading', fileName, progress }),
      });
    } catch (error) {
      if (!signal.aborted)
        setState({ phase: 'choose', error: `Couldn't read ${fileName}: ${String(error)}` });
      return;
    }
    const [first, ...rest] = rows.current;
    if (!first) {
      setState({ phase: 'choose', error: `${fileName} has no rows.` });
      return;
    }
    const guess = guessColumns(first, rest.slice(0, 50));
    if (guess.hasHeader && rest.every((cells) => cells.every((cell) => !cell.trim()))) {
      setState({
        phase: 'choose',
        error: `${fileName} has a header and no rows: there is nothing to import.`,
      });
      return;
    }
    await judge(fileName, guess, initialMapping(guess, fileName));
  };

  const remap = (patch: Partial<ImportMapping>) => {
    if (state.phase !== 'preview') return;
    void judge(state.fileName, state.guess, { ...state.mapping, ...patch });
  };

  const start = async () => {
    if (state.phase !== 'preview' || !state.analysis) return;
    const { analysis, fileName } = state;
    const signal = fresh();
    const total = analysis.items.length;
    const startedAt = Date.now();
    setState({ phase: 'running', fileName, done: 0, total, startedAt });
    const results = await sendSuppressions(
      // Each row says where it came from (file and row) and keeps its original date when it has one.
      analysis.items.map(({ email, reason, row, created_at }) => ({
        email,
        reason,
        ...(created_at ? { created_at } : {}),
        source: { type: 'import' as const, file: fileName.slice(0, 500), row },
      })),
      {
        signal,
        imported: { id: crypto.randomUUID(), file: fileName.slice(0, 500) },
        onProgress: (done) => setState({ phase: 'running', fileName, done, total, startedAt }),
      },
    );
    await queryClient.invalidateQueries({ queryKey: suppressionQueries.all() });
    setState({ phase: 'done', fileName, report: buildReport(analysis, results, signal.aborted) });
  };

  return {
    state,
    read: (file: Blob, fileName: string) => void read(file, fileName),
    remap,
    start: () => void start(),
    cancel: () => controller.current?.abort(),
    reset: () => {
      controller.current?.abort();
      rows.current = [];
      setState({ phase: 'choose' });
    },
  };
}
