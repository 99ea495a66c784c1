import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { useValidatedForm } from "#app/components/ui/use-validated-form.ts";
import type { StaffCall } from "#app/lib/api.ts";
import { useAdminAction } from "#app/lib/use-admin-action.ts";
import * as api from "#contracts/api";
import { INVITATION_LINK_DAYS } from "#contracts/password-links";
import { addStaffAccountSchema } from "#contracts/staff-accounts";
import { STAFF_ROLE_LABELS, STAFF_ROLES } from "#contracts/staff-roles";
import type { ActionResult } from "./account-actions.tsx";
import { ActionForm } from "./action-form.tsx";
import { ResultStep, useFocusOnStep } from "./dialog-steps.tsx";

const EMPTY = { username: "", email: "", role: "staff" };
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/**
 * Adds a colleague without a password: they get a single-use invitation link, shown here once to copy and
 * e-mailed to them when the studio's e-mail is set up; the answer says which happened.
 */
export function AddColleagueDialog({ call, onAdded }: { call: StaffCall; onAdded(): void }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const content = useFocusOnStep(result);
  const form = useValidatedForm(addStaffAccountSchema, EMPTY);
  const action = useAdminAction("Adding a colleague");

  function reset(next: boolean) {
    setOpen(next);
    if (next) return;
    setResult(null);
    form.update(EMPTY);
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" className="size-4" />
          Add a colleague
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <div ref={content}>
          <DialogTitle tabIndex={-1} className="outline-none">
            {result ? "Colleague added" : "Add a colleague"}
          </DialogTitle>
          <DialogDescription>
            They get a link to set their own password, which works once, for {INVITATION_LINK_DAYS} days.
          </DialogDescription>
          {result ? (
            <ResultStep result={result} onClose={() => reset(false)} />
          ) : (
            <ActionForm
              formRef={form.formRef}
              fields={["username", "email", "role"]}
              submitLabel="Add colleague"
              busyLabel="Adding..."
              busy={action.busy}
              error={action.error}
              onSubmit={() => {
                const body = form.validate();
                if (!body) return;
                action.run(async () => {
                  const added = await call(api.addStaffAccount, { body });
                  setResult(added);
                  onAdded();
                });
              }}
              backLabel="Cancel"
              onBack={() => reset(false)}
            >
              <TextField
                label="Username"
                hint="What they type to sign in."
                type="text"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
                data-autofocus
                {...form.field("username", action.error)}
              />
              <TextField
                label="E-mail"
                type="email"
                autoComplete="off"
                spellCheck={false}
                required
                {...form.field("email", action.error)}
              />
              <SelectField
                label="Role"
                placeholder="Choose a role"
                options={ROLE_OPTIONS}
                required
                {...form.field("role", action.error)}
              />
            </ActionForm>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
