import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { useValidatedForm } from "../../components/ui/use-validated-form.ts";
import type { OutreachResult } from "./outreach-result.ts";

export interface OutreachFormOptions<Values extends Record<string, string>, Request> {
  schema: z.ZodType<Request>;
  initial: Values | (() => Values);
  send(request: Request): Promise<OutreachResult>;
  /** Values to put back after a successful send, e.g. an empty message. */
  resetOnSuccess?: Partial<Values>;
  /** Take the result away after this long (spec: e-mail and WhatsApp, 4 s). */
  clearResultAfterMs?: number;
}

export type OutreachStatus = "idle" | "sending";

/** A shown result; `attempt` gives a repeated text a new element, so it is announced again. */
export type ShownResult = OutreachResult & { attempt: number };

/**
 * The staff send forms' one life cycle: idle → sending (inputs disabled) → a result message; rules from
 * `contracts/` run first, with a message beside each failing field and nothing sent.
 */
export function useOutreachForm<Values extends Record<string, string>, Request>({
  schema,
  initial,
  send,
  resetOnSuccess,
  clearResultAfterMs,
}: OutreachFormOptions<Values, Request>) {
  const form = useValidatedForm(schema, initial);
  const [status, setStatus] = useState<OutreachStatus>("idle");
  const [result, setResult] = useState<ShownResult | null>(null);
  const attempts = useRef(0);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!result || clearResultAfterMs === undefined) return;
    const timer = setTimeout(() => setResult(null), clearResultAfterMs);
    return () => clearTimeout(timer);
  }, [result, clearResultAfterMs]);

  // The disabled fieldset dropped focus while sending; give it back next to the result.
  useEffect(() => {
    if (status === "idle" && result && document.activeElement === document.body) submitRef.current?.focus();
  }, [status, result]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    setResult(null);
    const request = form.validate();
    if (request === undefined) return;
    attempts.current += 1;
    const attempt = attempts.current;
    setStatus("sending");
    const outcome = await send(request);
    if (outcome.tone === "success" && resetOnSuccess) form.update(resetOnSuccess);
    setResult({ ...outcome, attempt });
    setStatus("idle");
  }

  return { ...form, status, result, submit, submitRef };
}
