import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import type { z } from "zod";
import { issuesByField } from "#contracts/first-issue";

type FormValues = Record<string, string>;

/** The server's words about the form, and the field they are about when it named one. */
export interface FieldRefusal {
  field?: string;
  text: string;
}
export type FieldErrors<Values extends FormValues> = Partial<Record<keyof Values, string>>;

/**
 * A form whose fields are text, checked on submit by a zod schema with a message beside each failing
 * field. Editing a field takes its message away, so what remains on screen is still true.
 */
export function useValidatedForm<Values extends FormValues, Output>(
  schema: z.ZodType<Output>,
  initial: Values | (() => Values),
) {
  const idPrefix = useId();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // A new refusal puts focus on its field. It arrives while the form's fieldset is still disabled for the
  // request, so the focus waits for the commit that enables it again.
  const lastRefusal = useRef<FieldRefusal | null>(null);
  const refusedField = useRef<string | null>(null);

  function focusField(field: string) {
    const control = formRef.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  }

  useEffect(() => {
    const field = refusedField.current;
    if (field === null) return;
    refusedField.current = null;
    focusField(field);
  });

  return {
    values,
    errors,
    formRef,
    /** Whether a server's refusal is about one of this form's fields (else the caller shows it elsewhere). */
    hasField(field: string | undefined): boolean {
      return field !== undefined && field in values;
    },
    /** Replaces some values, e.g. to clear fields after a successful send. */
    update(next: Partial<Values>) {
      setValues((current) => ({ ...current, ...next }));
    },
    /** Runs the schema: the parsed request, or undefined after showing each field's first message. */
    validate(): Output | undefined {
      const parsed = schema.safeParse(values);
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      const messages = issuesByField(parsed.error) as FieldErrors<Values>;
      setErrors(messages);
      const first = Object.keys(messages)[0];
      if (first) focusField(first);
      return undefined;
    },
    /**
     * id, name, value, change handler and message for one control. A server's `refusal` about this field
     * shows beside it while the field has no message of its own, and a new one takes the focus.
     */
    field<Field extends keyof Values & string>(name: Field, refusal?: FieldRefusal | null) {
      if (refusal?.field === name && lastRefusal.current !== refusal) {
        lastRefusal.current = refusal;
        refusedField.current = name;
      }
      return {
        id: `${idPrefix}-${name}`,
        name,
        value: values[name],
        error: errors[name] ?? (refusal?.field === name ? refusal.text : undefined),
        onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
          const value = event.target.value;
          setValues((current) => ({ ...current, [name]: value }));
          setErrors((current) => {
            if (!(name in current)) return current;
            const { [name]: _edited, ...rest } = current;
            return rest as FieldErrors<Values>;
          });
        },
      };
    },
  };
}
