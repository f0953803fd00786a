import { pino } from 'pino';

export type Level = 'info' | 'error' | 'silent';
type Sink = (line: string, lvl: 'info' | 'error') => void;

/**
 * Fields that must never reach a log line, wherever a caller puts them: keys travel in
 * Authorization headers, and bodies carry addresses and secrets.
 */
const redactPaths = [
  'authorization',
  'headers.authorization',
  'req.headers.authorization',
  '*.authorization',
  '*.headers.authorization',
  'body',
  '*.body',
];

/** Errors also go to stderr, as before pino: process supervisors split the two streams. */
const standardSink: Sink = (line, lvl) => (lvl === 'error' ? process.stderr : process.stdout).write(line);

/**
 * JSON lines through pino. Callers pass a message and structured fields; `sink` receives each
 * finished line (tests collect them, `npm run dev` pretty-prints them).
 */
export function createLogger(level: Level, sink: Sink = standardSink) {
  const streams = pino.multistream(
    [
      { level: 'info', stream: { write: (line: string) => sink(line, 'info') } },
      { level: 'error', stream: { write: (line: string) => sink(line, 'error') } },
    ],
    // Each line goes to the highest matching stream only: an error is written once.
    { dedupe: true },
  );
  const log = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths, censor: '[redacted]' },
    },
    streams,
  );
  return {
    info: (msg: string, fields?: Record<string, unknown>) => log.info(fields ?? {}, msg),
    error: (msg: string, fields?: Record<string, unknown>) => log.error(fields ?? {}, msg),
  };
}
export type Logger = ReturnType<typeof createLogger>;
