import * as yup from 'yup';
import { TextField } from '@portal/shared/ui/forms';
import { FormDialog } from './form-dialog';

/** The API's limit on a rejection or denial reason. */
export const REASON_MAX_LENGTH = 500;

// The error names the limit: it takes the place of the help text that said it.
const reasonSchema = yup.object({
  reason: yup.string().trim().required('required').max(REASON_MAX_LENGTH, 'admin:validation.reasonTooLong'),
});

export interface ReasonDialogProps {
  /** Mounted (and its form emptied) only while open. */
  open: boolean;
  title: string;
  /** The reason field's label and help. */
  label: string;
  helperText?: string;
  submitLabel: string;
  /** Toast texts. */
  successText: string;
  failureText: string;
  /** Sends the trimmed reason; throw (the ApiError) to keep the dialog open with the failure toast. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A decision that needs a reason (reject an organization, deny an API key): 1–500 characters, required.
 * Always a decision against something, so its submit button is red, like the button that opened it.
 */
export function ReasonDialog({ open, onSubmit, label, helperText, ...dialog }: ReasonDialogProps) {
  if (!open) return null;
  return (
    <FormDialog<{ reason: string }>
      open
      initialValues={{ reason: '' }}
      schema={reasonSchema}
      onSubmit={(values) => onSubmit(values.reason.trim())}
      destructive
      {...dialog}
    >
      <TextField name="reason" label={label} helperText={helperText} rows={4} required />
    </FormDialog>
  );
}
