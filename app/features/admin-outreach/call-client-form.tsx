import { TextField } from "#app/components/ui/field.tsx";
import { recallAgentNumber, rememberAgentNumber } from "./agent-number-memory.ts";
import { OutreachFormFrame } from "./outreach-form-frame.tsx";
import { useLeadPrefill } from "./outreach-lead.ts";
import { RecipientNumberField } from "./recipient-number-field.tsx";
import { type OutreachFormProps, useOutreachForm } from "./use-outreach-form.ts";

/** Spec: a bridged call; the agent's phone rings first, then the client's. */
export function CallClientForm({ call, lead, username }: OutreachFormProps) {
  const form = useOutreachForm({
    channel: "call",
    call,
    lead,
    initial: () => ({ to_number: "", agent_number: recallAgentNumber(username) }),
    onSend: (request) => rememberAgentNumber(username, request.agent_number),
  });
  useLeadPrefill(lead, form.update, (found) => ({ to_number: found.phone }));

  return (
    <OutreachFormFrame
      intro="Your phone rings first; when you answer, we dial the client and connect you."
      form={form}
      lead={lead}
    >
      <RecipientNumberField label="Client number" {...form.field("to_number")} />
      <TextField
        label="Agent number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="Your own phone, in the same format. Remembered on this device for next time."
        {...form.field("agent_number")}
      />
    </OutreachFormFrame>
  );
}
