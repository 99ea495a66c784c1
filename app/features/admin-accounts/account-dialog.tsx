import { ChevronRight } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { StaffCall } from "#app/lib/api.ts";
import type { StaffAccount } from "#contracts/staff-accounts";
import { STAFF_ROLE_LABELS } from "#contracts/staff-roles";
import { ACCOUNT_ACTIONS, type AccountAction, type ActionResult } from "./account-actions.tsx";
import { leadsOwned, STATUS_BADGES } from "./account-labels.ts";
import { ResultStep, useFocusOnStep } from "./dialog-steps.tsx";

interface AccountDialogProps {
  /** The account being managed; the dialog is open while there is one. */
  account: StaffAccount | null;
  /** The button that opened it, which gets focus back when it closes (it is no Radix trigger). */
  returnFocusTo: HTMLElement | null;
  colleagues: readonly StaffAccount[];
  call: StaffCall;
  onClose(): void;
  /** A change was made: the list should be read again. */
  onChanged(): void;
}

type Step =
  | { step: "menu" }
  | { step: "action"; action: AccountAction }
  | { step: "done"; result: ActionResult };

/** One account's facts and what an owner can do to it, each change asked for and confirmed in words. */
export function AccountDialog(props: AccountDialogProps) {
  const { account, returnFocusTo, colleagues, call, onClose, onChanged } = props;
  const [step, setStep] = useState<Step>({ step: "menu" });
  const content = useFocusOnStep(step);
  // A new account opens on its menu.
  const [shown, setShown] = useState(account?.id);
  if (account?.id !== shown) {
    setShown(account?.id);
    setStep({ step: "menu" });
  }

  let title = account?.username ?? "";
  let body: ReactNode = null;
  if (account && step.step === "menu") {
    body = (
      <ul className="mt-4 grid gap-2">
        {ACCOUNT_ACTIONS.filter((action) => action.available(account)).map((action, index) => (
          <li key={action.label}>
            <Button
              variant="secondary"
              className="w-full justify-between"
              onClick={() => setStep({ step: "action", action })}
              {...(index === 0 ? { "data-autofocus": "" } : {})}
            >
              {action.label}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
    );
  } else if (account && step.step === "action") {
    title = step.action.title(account);
    body = (
      <step.action.Form
        account={account}
        colleagues={colleagues.filter((colleague) => colleague.id !== account.id)}
        call={call}
        onBack={() => setStep({ step: "menu" })}
        onDone={(result) => {
          setStep({ step: "done", result });
          onChanged();
        }}
      />
    );
  } else if (step.step === "done") {
    title = "Done";
    body = <ResultStep result={step.result} onClose={onClose} />;
  }

  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel="Close"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo?.focus();
        }}
      >
        <div ref={content}>
          <DialogTitle tabIndex={-1} className="outline-none">
            {title}
          </DialogTitle>
          {account && (
            <DialogDescription>
              {STAFF_ROLE_LABELS[account.role]} · {STATUS_BADGES[account.status].label} · two-factor{" "}
              {account.twoFactor ? "on" : "off"} · leads: {leadsOwned(account)}
            </DialogDescription>
          )}
          {body}
        </div>
      </DialogContent>
    </Dialog>
  );
}
