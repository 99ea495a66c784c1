import { type ReactNode, useId, useState } from "react";
import { inputClasses, labelClasses, TextField } from "#app/components/ui/field.tsx";
import { useValidatedForm } from "#app/components/ui/use-validated-form.ts";
import type { StaffCall } from "#app/lib/api.ts";
import { useAdminAction } from "#app/lib/use-admin-action.ts";
import * as api from "#contracts/api";
import { INVITATION_LINK_DAYS, RESET_LINK_MINUTES } from "#contracts/password-links";
import { type StaffAccount, staffEmailChangeSchema } from "#contracts/staff-accounts";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "#contracts/staff-roles";
import { ActionForm } from "./action-form.tsx";

/** What a change answered: its words, and the link it made, if it made one. */
export interface ActionResult {
  message: string;
  link?: string;
}

export interface ActionProps {
  account: StaffAccount;
  /** The active accounts other than this one: whom leads can go to. */
  colleagues: readonly StaffAccount[];
  call: StaffCall;
  onDone(result: ActionResult): void;
  onBack(): void;
}

export interface AccountAction {
  /** Its button in the account's dialog. */
  label: string;
  /** The dialog's title while it is asked for. */
  title(account: StaffAccount): string;
  available(account: StaffAccount): boolean;
  Form(props: ActionProps): ReactNode;
}

const params = (account: StaffAccount) => ({ params: { id: account.id } });

/** A change with nothing to fill in: what it does, its button, and its request. */
interface Confirmation {
  explain(account: StaffAccount): ReactNode;
  submitLabel: string;
  busyLabel: string;
  send(call: StaffCall, account: StaffAccount): Promise<ActionResult>;
}

function ConfirmForm({ account, call, onDone, onBack, confirm }: ActionProps & { confirm: Confirmation }) {
  const action = useAdminAction(`${confirm.submitLabel} for ${account.username}`);
  return (
    <ActionForm
      explanation={confirm.explain(account)}
      submitLabel={confirm.submitLabel}
      busyLabel={confirm.busyLabel}
      busy={action.busy}
      error={action.error}
      onSubmit={() => action.run(async () => onDone(await confirm.send(call, account)))}
      onBack={onBack}
    />
  );
}

/** A select of the colleagues leads can go to, nobody first. */
function ColleagueSelect(props: {
  label: string;
  colleagues: readonly StaffAccount[];
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClasses}>
        {props.label}
      </label>
      <select
        id={id}
        name="ownerId"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClasses}
        data-autofocus
        {...(props.error ? { "aria-invalid": true } : {})}
      >
        <option value="">Nobody: leave them unassigned</option>
        {props.colleagues.map((colleague) => (
          <option key={colleague.id} value={colleague.id}>
            {colleague.username}
          </option>
        ))}
      </select>
      {props.error && <p className="text-sm font-medium text-red-700">{props.error}</p>}
    </div>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function RoleForm({ account, call, onDone, onBack }: ActionProps) {
  const id = useId();
  const [role, setRole] = useState<StaffRole>(account.role);
  const action = useAdminAction(`Changing ${account.username}'s role`);
  return (
    <ActionForm
      explanation={
        <p>
          Owners also run these staff accounts, export leads as CSV and read the audit log. Staff work the
          leads and use the four tools.
        </p>
      }
      fields={["role"]}
      submitLabel="Save role"
      busyLabel="Saving..."
      busy={action.busy}
      error={action.error}
      onSubmit={() =>
        action.run(async () =>
          onDone(await call(api.changeStaffRole, { ...params(account), body: { role } })),
        )
      }
      onBack={onBack}
    >
      <div className="space-y-1.5">
        <label htmlFor={id} className={labelClasses}>
          Role
        </label>
        <select
          id={id}
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          className={inputClasses}
          data-autofocus
        >
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {STAFF_ROLE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </ActionForm>
  );
}

function EmailForm({ account, call, onDone, onBack }: ActionProps) {
  const form = useValidatedForm(staffEmailChangeSchema, { email: account.email ?? "" });
  const action = useAdminAction(`Changing ${account.username}'s e-mail`);

  return (
    <ActionForm
      formRef={form.formRef}
      explanation={<p>Invitations and password links for {account.username} go to this address.</p>}
      fields={["email"]}
      submitLabel="Save e-mail"
      busyLabel="Saving..."
      busy={action.busy}
      error={action.error}
      onSubmit={() => {
        const body = form.validate();
        if (body)
          action.run(async () => onDone(await call(api.changeStaffEmail, { ...params(account), body })));
      }}
      onBack={onBack}
    >
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        spellCheck={false}
        required
        data-autofocus
        {...form.field("email", action.error)}
      />
    </ActionForm>
  );
}

function LeadsForm({
  account,
  colleagues,
  call,
  onDone,
  onBack,
  disabling,
}: ActionProps & { disabling: boolean }) {
  const [ownerId, setOwnerId] = useState("");
  const action = useAdminAction(
    `${disabling ? "Disabling" : "Reassigning the leads of"} ${account.username}`,
  );
  const count = disabling ? account.openLeadsOwned : account.leadsOwned;
  const leads = plural(count, disabling ? "open lead" : "lead", disabling ? "open leads" : "leads");
  const explanation = disabling ? (
    <>
      <p>
        {account.username} can no longer sign in, and any session of theirs ends now. The account and its
        history stay; you can re-enable it later.
      </p>
      {count === 0 && <p>They own no open leads.</p>}
    </>
  ) : (
    <p>
      All {leads} and quote requests {account.username} owns, open or closed, go to the colleague you choose.
      Each lead's timeline records the change.
    </p>
  );
  const body = { ownerId: ownerId || null };
  return (
    <ActionForm
      explanation={explanation}
      fields={count > 0 ? ["ownerId"] : []}
      submitLabel={disabling ? `Disable ${account.username}` : "Move leads"}
      busyLabel={disabling ? "Disabling..." : "Moving..."}
      busy={action.busy}
      error={action.error}
      onSubmit={() =>
        action.run(async () =>
          onDone(
            await call(disabling ? api.disableStaffAccount : api.reassignStaffLeads, {
              ...params(account),
              body,
            }),
          ),
        )
      }
      onBack={onBack}
    >
      {count > 0 && (
        <ColleagueSelect
          label={disabling ? `Their ${leads} go to` : `Give the ${leads} to`}
          colleagues={colleagues}
          value={ownerId}
          onChange={setOwnerId}
          {...(action.error?.field === "ownerId" ? { error: action.error.text } : {})}
        />
      )}
    </ActionForm>
  );
}

const RESET_PASSWORD: Confirmation = {
  explain: (account) => (
    <p>
      {account.username}'s password stops working at once and any session of theirs ends. You get a link to
      set a new one, which works once, for {RESET_LINK_MINUTES} minutes; it is e-mailed to them too when the
      studio's e-mail is set up. Their sign-in throttle is cleared.
    </p>
  ),
  submitLabel: "Reset password",
  busyLabel: "Resetting...",
  send: (call, account) => call(api.staffPasswordLink, params(account)),
};

const NEW_INVITATION: Confirmation = {
  explain: (account) => (
    <p>
      {account.username} has not set a password yet. A new link works once, for {INVITATION_LINK_DAYS} days;
      the earlier one keeps working until either is used.
    </p>
  ),
  submitLabel: "Make a new link",
  busyLabel: "Making...",
  send: (call, account) => call(api.staffPasswordLink, params(account)),
};

const RESET_TWO_FACTOR: Confirmation = {
  explain: (account) => (
    <p>
      For a lost phone: two-factor sign-in is turned off for {account.username}, their recovery codes stop
      working and any session of theirs ends. They set it up again from the Security page.
    </p>
  ),
  submitLabel: "Reset two-factor",
  busyLabel: "Resetting...",
  send: (call, account) => call(api.resetStaffTwoFactor, params(account)),
};

const RE_ENABLE: Confirmation = {
  explain: (account) => <p>{account.username} can sign in again, with the password they had.</p>,
  submitLabel: "Re-enable",
  busyLabel: "Re-enabling...",
  send: (call, account) => call(api.enableStaffAccount, params(account)),
};

/** Everything an owner can do to an account, in the order the dialog offers them. */
export const ACCOUNT_ACTIONS: readonly AccountAction[] = [
  {
    label: "Change role",
    title: (account) => `Change ${account.username}'s role`,
    available: (account) => account.status !== "disabled",
    Form: RoleForm,
  },
  {
    label: "Edit e-mail",
    title: (account) => `Edit ${account.username}'s e-mail`,
    available: () => true,
    Form: EmailForm,
  },
  {
    label: "Reset password",
    title: (account) => `Reset ${account.username}'s password`,
    available: (account) => account.status === "active",
    Form: (props) => <ConfirmForm {...props} confirm={RESET_PASSWORD} />,
  },
  {
    label: "New invitation link",
    title: (account) => `New invitation link for ${account.username}`,
    available: (account) => account.status === "invited",
    Form: (props) => <ConfirmForm {...props} confirm={NEW_INVITATION} />,
  },
  {
    label: "Reset two-factor",
    title: (account) => `Reset ${account.username}'s two-factor sign-in`,
    available: (account) => account.twoFactor && account.status !== "disabled",
    Form: (props) => <ConfirmForm {...props} confirm={RESET_TWO_FACTOR} />,
  },
  {
    label: "Reassign leads",
    title: (account) => `Reassign ${account.username}'s leads`,
    available: (account) => account.leadsOwned > 0,
    Form: (props) => <LeadsForm {...props} disabling={false} />,
  },
  {
    label: "Disable account",
    title: (account) => `Disable ${account.username}`,
    available: (account) => account.status !== "disabled" && !account.self,
    Form: (props) => <LeadsForm {...props} disabling />,
  },
  {
    label: "Re-enable account",
    title: (account) => `Re-enable ${account.username}`,
    available: (account) => account.status === "disabled",
    Form: (props) => <ConfirmForm {...props} confirm={RE_ENABLE} />,
  },
];
