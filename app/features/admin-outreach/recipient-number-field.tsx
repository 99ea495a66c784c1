import { TextField, type TextFieldProps } from "#app/components/ui/field.tsx";
import { PhoneLocalTimeNote } from "#app/lib/phone-local-time.tsx";
import { INTERNATIONAL_NUMBER_HINT } from "./outreach-form-settings.ts";

type RecipientNumberFieldProps = Omit<TextFieldProps, "value" | "hint"> & { value: string };

/**
 * The client's number, with the number's local time under the format hint as it is typed (and as the
 * minutes pass), so staff see before sending whether it is late or early where the client is.
 */
export function RecipientNumberField({ value, ...props }: RecipientNumberFieldProps) {
  const hint = (
    <>
      {INTERNATIONAL_NUMBER_HINT}
      {value.trim() && <PhoneLocalTimeNote phone={value} />}
    </>
  );
  return <TextField type="tel" inputMode="tel" autoComplete="off" value={value} hint={hint} {...props} />;
}
