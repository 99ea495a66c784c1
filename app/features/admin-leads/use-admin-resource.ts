import { useCallback, useEffect, useState } from "react";
import type { AdminGet } from "./admin-requests.ts";

export type Resource<T> =
  /** The first answer is on its way. */
  | { status: "loading" }
  /** `refreshing`: a newer answer is on its way; the last one stays on screen meanwhile. */
  | { status: "ready"; data: T; refreshing: boolean }
  /** `last`: what was shown before, kept so a failed refresh does not empty the page. */
  | { status: "failed"; error: unknown; last?: T };

/**
 * Loads an admin endpoint's JSON and loads it again whenever the address changes or `reload` is called.
 * An answer that arrives after a newer request started is dropped, so the page never shows an old view.
 */
export function useAdminResource<T>(get: AdminGet, url: string) {
  const [resource, setResource] = useState<Resource<T>>({ status: "loading" });
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is how reload asks for a new request
  useEffect(() => {
    const controller = new AbortController();
    setResource((current) =>
      current.status === "ready"
        ? { ...current, refreshing: true }
        : current.status === "failed" && current.last !== undefined
          ? { status: "ready", data: current.last, refreshing: true }
          : { status: "loading" },
    );
    get<T>(url, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResource({ status: "ready", data, refreshing: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`GET ${url} failed`, error);
        setResource((current) => ({
          status: "failed",
          error,
          ...(current.status === "ready" ? { last: current.data } : {}),
        }));
      },
    );
    return () => controller.abort();
  }, [get, url, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { resource, reload };
}
