/**
 * Coded errors of the engine (`score-api.md`, "Failure"). The engine never throws on user input:
 * every stage returns either its value or an `EngineError`.
 */
import type { ConflictNeed, ConflictWith, ErrorCode } from './api.ts';

export interface EngineError {
  code: ErrorCode;
  /** English; the calculator shows its own localized text for the same code. */
  message: string;
  /** 0-based position of the bad character in the string named by `field` (notation errors). */
  position?: number;
  /** The input field the problem is in: `hand`, `melds[1].tiles`, `winTile`, `flags[0]` … */
  field?: string;
  /**
   * `conflicting-flags` (`score-api.md`, "Errors that name their cause"): the flags involved, what
   * else is (`with`), what would make the hand possible (`need`) and the rule of the ruleset's
   * conflict table (`rule`) — all from the rule, never from its message.
   */
  flags?: string[];
  with?: ConflictWith;
  need?: ConflictNeed;
  rule?: string;
}

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

