import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  type OutreachChannel,
  type OutreachInput,
  type OutreachRequest,
  outreachRequestSchema,
} from "../../../contracts/outreach-channels.ts";
import { useValidatedForm } from "../../components/ui/use-validated-form.ts";
import type { StaffCall } from "../../lib/api.ts";
import { type OutreachLeadState, withLead } from "./outreach-lead.ts";
import { type OutreachResult, sendOutreach } from "./outreach-result.ts";

/** What every tool's form is given by its route. */
export interface OutreachFormProps {
  call: StaffCall;
  /** The lead the tool was opened for, if any. */
  lead: OutreachLeadState;
  /** The signed-in staff member's username, for what a tool remembers per person. */
  username: string;
}

export interface OutreachFormOptions<C extends OutreachChannel, Values extends Record<string, string>> {
  channel: C;
  call: StaffCall;
  lead: OutreachLeadState;
  initial: Values | (() => Values);
  /** Runs with the checked request just before it is sent. */
  onSend?(request: OutreachInput<C>): void;
  /** Values to put back after a successful send, e.g. an empty message. */
  resetOnSuccess?: Partial<Values>;
  /** Take the result away after this long (spec: e-mail and WhatsApp, 4 s). */
  clearResultAfterMs?: number;
}

export type OutreachStatus = "idle" | "sending";

/** A shown result; `attempt` gives a repeated text a new element, so it is announced again. */
export type ShownResult = OutreachResult & { attempt: number };

/**
 * The staff send forms' one life cycle: idle → sending (inputs disabled) → a result message. The
 * channel's request rules from contracts/ run first, with a message beside each failing field and
 * nothing sent; the send is linked to the lead the tool was opened for.
 */
export function useOutreachForm<C extends OutreachChannel, Values extends Record<string, string>>({
  channel,
  call,
  lead,
  initial,
  onSend,
  resetOnSuccess,
  clearResultAfterMs,
}: OutreachFormOptions<C, Values>) {
  const form = useValidatedForm(outreachRequestSchema(channel), initial);
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
    onSend?.(request);
    attempts.current += 1;
    const attempt = attempts.current;
    setStatus("sending");
    const outcome = await sendOutreach(call, channel, withLead(request, lead) as OutreachRequest<C>);
    if (outcome.tone === "success" && resetOnSuccess) form.update(resetOnSuccess);
    setResult({ ...outcome, attempt });
    setStatus("idle");
  }

  return { ...form, channel, status, result, submit, submitRef };
}
