import { pgErrorCode } from '../../db/transaction';

/** Database error fields that name a place in the schema, never a value. */
const SCHEMA_FIELDS = ['severity', 'routine', 'table', 'column', 'constraint', 'schema'] as const;

/** The frames of a stack, without its first lines: those repeat the message, which may carry values. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

function isDatabaseError(error: object): boolean {
  return 'severity' in error && typeof (error as { code?: unknown }).code === 'string';
}

interface SafeError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * What a log line may say about an error. A failed query is named by its SQL text alone: its parameters (a password
 * hash, a phone number) and the database's message and detail, which quote values, stay out of the logs.
 */
export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'not an Error', stack: '' };
  const query = (error as { query?: unknown }).query;
  const cause = (error as { cause?: unknown }).cause;
  const database = [error, cause].find(
    (candidate): candidate is Error => candidate instanceof Object && isDatabaseError(candidate),
  );
  const code = pgErrorCode(error) ?? (error as { code?: unknown }).code;
  const message =
    typeof query === 'string'
      ? `Failed query: ${query}`
      : database
        ? `database error ${String(code)}`
        : error.message;
  const line: SafeError = { type: error.constructor.name, message, code, stack: framesOf(error) };
  if (database)
    for (const field of SCHEMA_FIELDS) {
      const value = (database as unknown as Record<string, unknown>)[field];
      if (value !== undefined) line[field] = value;
    }
  return line;
}
