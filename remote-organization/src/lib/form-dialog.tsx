import type { ReactNode } from 'react';
import { Form, Formik, type FormikConfig, type FormikValues } from 'formik';
import { useTranslation } from '@portal/shared';
import { Button, CloseButton, Portal } from '@portal/shared/ui/core';
import { Dialog } from '@portal/shared/ui/dialog';
import { FocusFirstError } from './focus-first-error';

export interface FormDialogProps<Values extends FormikValues> {
  open: boolean;
  title: string;
  /** The form element's id (the footer's submit button points at it). */
  formId: string;
  /** The form's field names in the order they are shown: focus goes to the first invalid one. */
  fields: readonly string[];
  submitLabel: string;
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  onSubmit: FormikConfig<Values>['onSubmit'];
  onClose: () => void;
  /** The fields, to be disabled while the form is sent. */
  children: (isSubmitting: boolean) => ReactNode;
}

/**
 * A Formik form in a modal dialog (full screen on a phone): title, the fields, Cancel and submit. A click
 * outside does not close it (what was typed is not lost); Escape and Cancel do.
 */
export function FormDialog<Values extends FormikValues>({
  open,
  title,
  formId,
  fields,
  submitLabel,
  initialValues,
  validationSchema,
  onSubmit,
  onClose,
  children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
              {({ isSubmitting }) => (
                <>
                  <Dialog.Body>
                    <Form id={formId} noValidate aria-label={title}>
                      <FocusFirstError formId={formId} fields={fields} />
                      {children(isSubmitting)}
                    </Form>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                      {t('common:actions.cancel')}
                    </Button>
                    <Button type="submit" form={formId} loading={isSubmitting}>
                      {submitLabel}
                    </Button>
                  </Dialog.Footer>
                </>
              )}
            </Formik>
            {/* After the form, so that focus starts on the first field. */}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
