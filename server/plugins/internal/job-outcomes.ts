import { createRequire } from "node:module";
import type PgBoss from "pg-boss";

/**
 * pg-boss 10.4.2 records a job's outcome without waiting for it: in `node_modules/pg-boss/src/manager.js`,
 * `watch()`'s `onFetch` (lines 215–220) calls `this.complete(name, jobIds, …)` after the handler resolves, and
 * `this.fail(name, jobIds, err)` after it throws, and awaits neither. When the database drops between the
 * handler finishing and that write, the promise rejects with nobody listening; Node 20 stops the process on an
 * unhandled rejection, so a database blip would take the whole server down. 10.4.2 is the newest 10.x and pg-boss
 * 11 needs Node 22 (docs/decisions/004-pg-boss-jobs-in-the-database.md).
 *
 * `guardJobOutcomes()` wraps `Manager.prototype.complete` and `.fail` so each promise they return gets a
 * rejection handler (which marks it handled) and is then returned unchanged: a caller that awaits it still sees
 * the rejection. The handler hands the failure to the listener registered for that pg-boss instance, once. The
 * job stays `active`, so pg-boss expires it and runs it again (a job handler must tolerate a re-run).
 * See docs/decisions/017-unrecorded-job-outcomes.md.
 */

export interface UnrecordedJobOutcome {
  /** What pg-boss failed to write: the job's completion, or its failure. */
  outcome: "complete" | "fail";
  queue: string;
  jobIds: string[];
  error: unknown;
}

export type UnrecordedJobOutcomeListener = (unrecorded: UnrecordedJobOutcome) => void;

type OutcomeMethod = (
  this: PgBossManager,
  name: string,
  ids: string | string[],
  ...rest: unknown[]
) => unknown;

/** The parts of pg-boss's internal Manager this module touches. */
interface PgBossManager {
  /** The connection the Manager runs its SQL through: the same object `PgBoss.getDb()` returns. */
  db: object;
}

interface ManagerPrototype {
  complete: OutcomeMethod;
  fail: OutcomeMethod;
}

/** Listeners by the pg-boss instance's database (`getDb()`), so each app hears only its own jobs. */
type Listeners = WeakMap<object, UnrecordedJobOutcomeListener>;

/**
 * Marks the patched prototype. A global symbol, so a second copy of this module (a test runner evaluating
 * it again in one process) finds the patch, and the listeners, already there.
 */
const GUARD = Symbol.for("harmoni-yoga.pg-boss.unrecorded-job-outcomes");
const OUTCOMES = ["complete", "fail"] as const;

function managerPrototype(): ManagerPrototype & { [GUARD]?: Listeners } {
  // pg-boss has no exports map, so its internal module can be required; `pg-boss` itself loads the same file
  // through the same require cache.
  const Manager = createRequire(import.meta.url)("pg-boss/src/manager.js") as {
    prototype?: Partial<ManagerPrototype>;
  };
  const prototype = Manager.prototype;
  if (typeof prototype?.complete !== "function" || typeof prototype.fail !== "function") {
    throw new Error(
      "pg-boss's Manager no longer has complete() and fail(); re-check server/plugins/internal/job-outcomes.ts " +
        "against the installed pg-boss (it was written for 10.4.2).",
    );
  }
  return prototype as ManagerPrototype;
}

function report(listeners: Listeners, manager: PgBossManager, unrecorded: UnrecordedJobOutcome) {
  const listener = listeners.get(manager.db);
  try {
    if (listener) listener(unrecorded);
    else
      process.emitWarning(
        `pg-boss could not record a job's ${unrecorded.outcome} (queue ${unrecorded.queue}): ${String(unrecorded.error)}`,
      );
  } catch {
    // A listener that throws must not turn a handled rejection into an unhandled one.
  }
}

function guarded(original: OutcomeMethod, outcome: UnrecordedJobOutcome["outcome"], listeners: Listeners) {
  const method: OutcomeMethod = function (this: PgBossManager, name, ids, ...rest) {
    const result = original.call(this, name, ids, ...rest);
    if (result instanceof Promise) {
      result.catch((error: unknown) =>
        report(listeners, this, { outcome, queue: name, jobIds: [ids].flat(), error }),
      );
    }
    return result;
  };
  // PgBoss exposes the Manager's methods under their function names (`#promoteFunctions`), so keep them.
  Object.defineProperty(method, "name", { value: original.name });
  return method;
}

/**
 * Installs the wrappers once per process; later calls do nothing. Call it before constructing PgBoss: each
 * instance takes its public `complete`/`fail` from the prototype when it is built.
 */
export function guardJobOutcomes(): void {
  const prototype = managerPrototype();
  if (prototype[GUARD]) return;
  const listeners: Listeners = new WeakMap();
  for (const outcome of OUTCOMES) prototype[outcome] = guarded(prototype[outcome], outcome, listeners);
  Object.defineProperty(prototype, GUARD, { value: listeners });
}

/** Hands `boss`'s outcomes that could not be recorded to `listener` (one listener per instance). */
export function onUnrecordedJobOutcome(boss: PgBoss, listener: UnrecordedJobOutcomeListener): void {
  const listeners = managerPrototype()[GUARD];
  if (!listeners) throw new Error("Call guardJobOutcomes() before constructing PgBoss.");
  listeners.set(boss.getDb(), listener);
}
