export type Level = 'info' | 'error' | 'silent';

/** JSON lines on stdout/stderr. Callers pass structured fields; nothing here ever sees a key. */
export function createLogger(level: Level) {
  const write = (stream: NodeJS.WriteStream, lvl: string, msg: string, fields?: Record<string, unknown>) =>
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`);
  return {
    info: (msg: string, fields?: Record<string, unknown>) => {
      if (level === 'info') write(process.stdout, 'info', msg, fields);
    },
    error: (msg: string, fields?: Record<string, unknown>) => {
      if (level !== 'silent') write(process.stderr, 'error', msg, fields);
    },
  };
}
export type Logger = ReturnType<typeof createLogger>;
