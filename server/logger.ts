export type Level = 'info' | 'error' | 'silent';

/** JSON lines on stdout/stderr. Callers pass structured fields; nothing here ever sees a key. */
export function createLogger(
  level: Level,
  sink: (line: string, lvl: 'info' | 'error') => void = (line, lvl) =>
    (lvl === 'error' ? process.stderr : process.stdout).write(line),
) {
  const write = (lvl: 'info' | 'error', msg: string, fields?: Record<string, unknown>) =>
    sink(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`, lvl);
  return {
    info: (msg: string, fields?: Record<string, unknown>) => {
      if (level === 'info') write('info', msg, fields);
    },
    error: (msg: string, fields?: Record<string, unknown>) => {
      if (level !== 'silent') write('error', msg, fields);
    },
  };
}
export type Logger = ReturnType<typeof createLogger>;
