import type { ReactNode } from 'react';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { isApiError, notify, notifyApiError, useTranslation } from '@portal/shared';
import { Button, CloseButton, Portal, Stack } from '@portal/shared/ui/core';
import { Dialog } from '@portal/shared/ui/dialog';

export interface FormDialogProps<Values extends FormikValues> {
  open: boolean;
  title: string;
  initialValues: Values;
  schema: AnyObjectSchema;
  /** Saves; throw the ApiError to keep the dialog open with the server's reasons on the fields. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  /** Toast texts. */
  successText: string;
  failureText: string;
  /** Server field → form field, where the form edits a value in another shape (basePriceFils → basePrice). */
  serverFields?: Record<string, string>;
  /** The submit button; "Save" by default. */
  submitLabel?: string;
  /** A red submit button, for a decision against something (reject, deny); off by default. */
  destructive?: boolean;
  children: ReactNode;
}

/**
 * A Formik + yup form in a dialog: Enter submits, Escape closes, the first field takes focus.
 * A server validation error puts each message next to its field.
 */
export function FormDialog<Values extends FormikValues>({
  open,
  title,
  initialValues,
  schema,
  onSubmit,
  onClose,
  successText,
  failureText,
  serverFields = {},
  submitLabel,
  destructive = false,
  children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await onSubmit(values);
      notify.success(successText);
    } catch (error) {
      if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.details.some((detail) => detail.field)) {
        const errors = Object.fromEntries(
          Object.entries(error.fieldErrors()).map(([field, message]) => [serverFields[field] ?? field, message]),
        );
        helpers.setErrors(errors as never);
        notify.error(failureText);
      } else {
        notifyApiError(error, failureText);
      }
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
              {({ isSubmitting }) => (
                <Form noValidate aria-label={title}>
                  <Dialog.Header>
                    <Dialog.Title>{title}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">{children}</Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                      {t('actions.cancel')}
                    </Button>
                    <Button type="submit" loading={isSubmitting} colorPalette={destructive ? 'red' : undefined}>
                      {submitLabel ?? t('actions.save')}
                    </Button>
                  </Dialog.Footer>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t('actions.close')} />
                  </Dialog.CloseTrigger>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
