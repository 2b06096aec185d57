import { Form, Formik, type FormikHelpers } from 'formik';
import { AddressType } from '@portal/shared/domain';
import { isApiError, notify, notifyApiError, useTranslation } from '@portal/shared';
import { Button, CloseButton, Portal, SimpleGrid, Stack } from '@portal/shared/ui/core';
import { LocationCascadeFields, SelectField, TextField } from '@portal/shared/ui/forms';
import { CheckboxField } from '@portal/shared/ui/checkbox';
import { Dialog } from '@portal/shared/ui/dialog';
import { createAddress } from '../api/create-address';
import type { Address } from '../api/types';
import { updateAddress } from '../api/update-address';
import { AddressMapField } from './address-map-field';
import { type AddressFormValues, addressSchema, EMPTY_ADDRESS, toAddressInput, toFormValues } from './address-schema';

export interface AddressFormDialogProps {
  open: boolean;
  /** The address being edited; absent to add one. */
  address?: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
  /** Someone changed the address meanwhile (409): the page reloads it before another edit. */
  onStale?: () => void;
}

const FORM_ID = 'address-form';

/** Add or edit an address: fields, cascading places, the map picker, the primary flag. */
export function AddressFormDialog({ open, address, onClose, onSaved, onStale }: AddressFormDialogProps) {
  const { t } = useTranslation('addresses');
  const editing = Boolean(address);

  const submit = async (values: AddressFormValues, helpers: FormikHelpers<AddressFormValues>) => {
    const input = toAddressInput(values);
    try {
      const saved = address ? await updateAddress(address.id, input, address.version) : await createAddress(input);
      notify.success(t(editing ? 'toasts.updated' : 'toasts.added'));
      onSaved(saved);
    } catch (error) {
      const failed = t(editing ? 'toasts.updateFailed' : 'toasts.saveFailed');
      if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.details.length > 0) {
        // The server's reasons go next to their fields (already in the user's language).
        helpers.setErrors(error.fieldErrors());
        notify.error(failed);
      } else {
        notifyApiError(error, failed);
        if (isApiError(error) && error.status === 409) onStale?.();
      }
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'xl' }}
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
              <Dialog.Title>{t(editing ? 'form.editTitle' : 'form.addTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Dialog.CloseTrigger>
            <Formik<AddressFormValues>
              initialValues={address ? toFormValues(address) : EMPTY_ADDRESS}
              validationSchema={addressSchema}
              onSubmit={submit}
            >
              {({ values, isSubmitting }) => (
                <>
                  <Dialog.Body>
                    <Form id={FORM_ID} noValidate>
                      <Stack gap="4">
                        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                          <TextField name="name" label={t('form.name')} required autoComplete="name" />
                          <TextField
                            name="phoneNumber"
                            label={t('form.phoneNumber')}
                            required
                            type="tel"
                            inputMode="tel"
                            autoComplete="tel"
                            dir="ltr"
                            helperText={t('form.phoneHelp')}
                          />
                          <TextField
                            name="email"
                            label={t('form.email')}
                            type="email"
                            inputMode="email"
                            autoComplete="email"
                            dir="ltr"
                          />
                          <SelectField
                            name="type"
                            label={t('form.type')}
                            required
                            options={[
                              { value: AddressType.PickUp, label: t('types.2') },
                              { value: AddressType.DropOff, label: t('types.1') },
                            ]}
                          />
                        </SimpleGrid>
                        <AddressMapField disabled={isSubmitting} />
                        <LocationCascadeFields disabled={isSubmitting} />
                        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                          <TextField
                            name="addressLine"
                            label={t('form.addressLine')}
                            required
                            autoComplete="street-address"
                          />
                          <TextField name="buildingNumber" label={t('form.buildingNumber')} />
                          <SelectField
                            name="language"
                            label={t('form.language')}
                            helperText={t('form.languageHelp')}
                            placeholder={t('form.languageDefault')}
                            disabled={isSubmitting}
                            options={[
                              { value: 'ar', label: t('form.languages.ar') },
                              { value: 'en', label: t('form.languages.en') },
                            ]}
                          />
                        </SimpleGrid>
                        <CheckboxField
                          name="isPrimary"
                          label={t('form.isPrimary')}
                          helperText={
                            values.type === AddressType.PickUp ? t('form.isPrimaryHelp') : t('form.isPrimaryPickUpOnly')
                          }
                          disabled={values.type !== AddressType.PickUp || isSubmitting}
                        />
                      </Stack>
                    </Form>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                      {t('common:actions.cancel')}
                    </Button>
                    <Button type="submit" form={FORM_ID} loading={isSubmitting}>
                      {t('common:actions.save')}
                    </Button>
                  </Dialog.Footer>
                </>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
