import { type FormEvent, useEffect, useRef, useState } from "react";
import { useValidatedForm } from "#app/components/ui/use-validated-form.ts";
import type { StaffCall } from "#app/lib/api.ts";
import {
  OUTREACH_CHANNELS,
  type OutreachChannel,
  type OutreachInput,
  type OutreachRequest,
  outreachRequestSchema,
} from "#contracts/outreach-channels";
import { QUIET_HOURS_OVERRIDE_FIELD, quietHoursAt, quietHoursNotice } from "#contracts/quiet-hours";
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

/** A checked request held back until staff confirm it is fine to reach the client at this hour. */
interface QuietHoursPending<C extends OutreachChannel> {
  request: OutreachInput<C>;
  notice: string;
}

/**
 * The staff send forms' one life cycle: idle → sending (inputs disabled) → a result message. The
 * channel's request rules from contracts/ run first, with a message beside each failing field and
 * nothing sent; the send is linked to the lead the tool was opened for. A call or message outside the
 * client's calling hours waits for staff to confirm it (`quietHours`), and then goes with the override.
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
  const [pending, setPending] = useState<QuietHoursPending<C> | null>(null);
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
    const recipient = String(request[OUTREACH_CHANNELS[channel].recipientField as keyof typeof request]);
    const quiet = quietHoursAt(channel, recipient, new Date());
    if (quiet) setPending({ request, notice: quietHoursNotice(quiet) });
    else await send(request, false);
  }

  async function send(request: OutreachInput<C>, confirmed: boolean) {
    onSend?.(request);
    attempts.current += 1;
    const attempt = attempts.current;
    setStatus("sending");
    const body = withLead(confirmed ? { ...request, [QUIET_HOURS_OVERRIDE_FIELD]: true } : request, lead);
    const outcome = await sendOutreach(call, channel, body as OutreachRequest<C>);
    setStatus("idle");
    if (outcome.tone === "confirm") {
      setPending({ request, notice: outcome.text });
      return;
    }
    if (outcome.tone === "success" && resetOnSuccess) form.update(resetOnSuccess);
    setResult({ ...outcome, attempt });
  }

  const quietHours = {
    notice: pending?.notice ?? null,
    confirm() {
      if (!pending) return;
      setPending(null);
      void send(pending.request, true);
    },
    cancel() {
      setPending(null);
    },
  };

  return { ...form, channel, status, result, submit, submitRef, quietHours };
}
