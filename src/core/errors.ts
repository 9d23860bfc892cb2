/**
 * Coded errors of the engine (`score-api.md`, "Failure"). The engine never throws on user input:
 * every stage returns either its value or an `EngineError`.
 */
import type { ErrorCode, ScoreError } from './api.ts';

/**
 * An engine error: the result's error (`ScoreError` of the contract: code, English message, `position`,
 * `field`, and for `conflicting-flags` its `flags`, `with`, `need` and `rule`, all from the rule).
 */
export type EngineError = ScoreError;

export type EngineResult<T> = { ok: true; value: T } | { ok: false; error: EngineError };

export function engineError(
  code: ErrorCode,
  message: string,
  where: { position?: number; field?: string } = {},
): EngineError {
  const e: EngineError = { code, message };
  if (where.field !== undefined) e.field = where.field;
  if (where.position !== undefined) e.position = where.position;
  return e;
}

export function fail<T>(error: EngineError): EngineResult<T> {
  return { ok: false, error };
}

export function ok<T>(value: T): EngineResult<T> {
  return { ok: true, value };
}

