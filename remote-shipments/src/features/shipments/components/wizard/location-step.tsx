import { localizedName, type PrimaryPickupStatus, useTranslation } from '@portal/shared';
import { Button, Card, chakra, Heading, HStack, SimpleGrid, Stack, Text } from '@portal/shared/ui/core';
import { LocationCascadeFields, SelectField, TextField } from '@portal/shared/ui/forms';
import { CheckboxField } from '@portal/shared/ui/checkbox';
import { useFormikContext } from 'formik';
import type { Address } from '../../api/types';
import type { WizardValues } from './wizard-values';
import { NoPickupPrompt } from '../../../../components/no-pickup-prompt';

export interface LocationStepProps {
  pickups: Address[];
  recipients: Address[];
  primaryStatus: PrimaryPickupStatus;
}

/** Step 1: the sender (the primary pick-up address by default) and the recipient (address book or typed in). */
export function LocationStep({ pickups, recipients, primaryStatus }: LocationStepProps) {
  const { t, i18n } = useTranslation('shipments');
  const { values, setFieldValue } = useFormikContext<WizardValues>();
  const label = (address: Address) => `${address.name} — ${localizedName(address.city, i18n.language)}`;
  const missingPickup = primaryStatus === 'missing' && pickups.length === 0;

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('wizard.sender')}</Heading>
        </Card.Header>
        <Card.Body>
          {missingPickup ? (
            <NoPickupPrompt />
          ) : (
            <SelectField
              name="senderAddressId"
              label={t('wizard.senderAddress')}
              required
              options={pickups.map((address) => ({ value: address.id, label: label(address) }))}
            />
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('wizard.recipient')}</Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <HStack role="radiogroup" aria-label={t('wizard.recipient')} gap="2">
              {(['book', 'new'] as const).map((mode) => (
                <Button
                  key={mode}
                  role="radio"
                  aria-checked={values.recipientMode === mode}
                  size="sm"
                  variant={values.recipientMode === mode ? 'solid' : 'outline'}
                  onClick={() => void setFieldValue('recipientMode', mode)}
                >
                  {t(mode === 'book' ? 'wizard.recipientFromBook' : 'wizard.recipientNew')}
                </Button>
              ))}
            </HStack>
            {values.recipientMode === 'book' ? (
              recipients.length ? (
                <SelectField
                  name="recipientAddressId"
                  label={t('wizard.recipientAddress')}
                  required
                  options={recipients.map((address) => ({ value: address.id, label: label(address) }))}
                />
              ) : (
                <Text color="fg.muted">{t('wizard.noRecipients')}</Text>
              )
            ) : (
              <chakra.fieldset>
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <TextField name="recipient.name" label={t('wizard.name')} required autoComplete="off" />
                    <TextField
                      name="recipient.phoneNumber"
                      label={t('wizard.phoneNumber')}
                      required
                      type="tel"
                      dir="ltr"
                    />
                    <TextField name="recipient.email" label={t('wizard.email')} type="email" dir="ltr" />
                  </SimpleGrid>
                  <LocationCascadeFields
                    names={{
                      country: 'recipient.countryId',
                      region: 'recipient.regionId',
                      city: 'recipient.cityId',
                      village: 'recipient.villageId',
                    }}
                    columns={2}
                  />
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <TextField name="recipient.addressLine" label={t('wizard.addressLine')} required />
                    <TextField name="recipient.buildingNumber" label={t('wizard.buildingNumber')} />
                  </SimpleGrid>
                  <CheckboxField name="saveRecipient" label={t('wizard.saveToAddressBook')} />
                </Stack>
              </chakra.fieldset>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
