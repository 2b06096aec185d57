import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

export interface FocusFirstErrorProps {
  /** The form's id attribute. */
  formId: string;
  /** The form's field names in the order they are shown. */
  fields: readonly string[];
}

/**
 * After a submit fails (the form's own checks, or the server's reasons per field), moves focus to the
 * first field in error, so that keyboard and screen reader users land on what needs fixing.
 */
export function FocusFirstError({ formId, fields }: FocusFirstErrorProps) {
  const { submitCount, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const first = fields.find((field) => errors[field]);
    if (!first) return;
    const field = document.getElementById(formId)?.querySelector<HTMLElement>(`[name="${first}"]`);
    field?.focus();
  }, [submitCount, isSubmitting, errors, formId, fields]);
  return null;
}
