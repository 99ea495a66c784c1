import { useCallback, useEffect, useRef, useState } from "react";
import { type ApiRequest, apiUrl, type Endpoint } from "#contracts/endpoint";
import type { ApiResult, StaffCall } from "./api.ts";

export type Resource<T> =
  /** The first answer is on its way. */
  | { status: "loading" }
  /** `refreshing`: a newer answer is on its way; the last one stays on screen meanwhile. */
  | { status: "ready"; data: T; refreshing: boolean }
  /** `last`: what was shown before, kept so a failed refresh does not empty the page. */
  | { status: "failed"; error: unknown; last?: T };

/**
 * Loads a staff endpoint's answer and loads it again whenever the request changes or `reload` is called.
 * An answer that arrives after a newer request started is dropped, so the page never shows an old view.
 */
export function useStaffResource<E extends Endpoint>(call: StaffCall, endpoint: E, request: ApiRequest<E>) {
  const [resource, setResource] = useState<Resource<ApiResult<E>>>({ status: "loading" });
  const [generation, setGeneration] = useState(0);
  // The address says everything the request holds, so it decides when to ask again.
  const url = apiUrl(endpoint, request as { params?: Record<string, string>; query?: object });
  const latest = useRef({ endpoint, request });
  latest.current = { endpoint, request };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `url` and `generation` are how a new request is asked for
  useEffect(() => {
    const controller = new AbortController();
    setResource((current) =>
      current.status === "ready"
        ? { ...current, refreshing: true }
        : current.status === "failed" && current.last !== undefined
          ? { status: "ready", data: current.last, refreshing: true }
          : { status: "loading" },
    );
    call(latest.current.endpoint, latest.current.request, controller.signal).then(
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
  }, [call, url, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { resource, reload };
}
