import { localizedName, useLookup, useTranslation } from '@portal/shared';
import { Card, Heading, HStack, PortalIcon, SimpleGrid, Stack, Text } from '@portal/shared/ui/core';
import { NumberField, SelectField, TextField } from '@portal/shared/ui/forms';
import { PARCEL_LIMITS } from '@portal/shared/domain';
import { useFormikContext } from 'formik';
import { useReferenceInUse } from '../../hooks/use-reference-in-use';
import type { WizardValues } from './wizard-values';

/**
 * Step 2: shipment and parcel type, quantity, weight, the sender's reference, notes and payment (cash on
 * delivery with its amount, or prepaid). `shipmentId`: the draft being edited, which its own reference
 * does not warn about.
 */
export function DetailsStep({ shipmentId }: { shipmentId?: string }) {
  const { t, i18n } = useTranslation('shipments');
  const { values } = useFormikContext<WizardValues>();
  const referenceInUse = useReferenceInUse(values.reference, shipmentId);
  const shipmentTypes = useLookup('shipment-types');
  const serviceTypes = useLookup('service-types');
  const parcelTypes = useLookup('parcel-types');
  const custom = !values.parcelTypeId;
  const option = (item: { id: string; name: string; nameAr: string }) => ({
    value: item.id,
    label: localizedName(item, i18n.language),
  });

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Header>
          {/* The step's own heading already says "Shipment Details". */}
          <Heading size="md">{t('details.parcel')}</Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField
                name="shipmentTypeId"
                label={t('wizard.shipmentType')}
                options={shipmentTypes.items.map(option)}
              />
              <SelectField
                name="serviceTypeId"
                label={t('wizard.serviceType')}
                placeholder={t('wizard.anyService')}
                options={serviceTypes.items.map(option)}
              />
              <SelectField
                name="parcelTypeId"
                label={t('wizard.parcelType')}
                placeholder={t('wizard.noParcelType')}
                options={parcelTypes.items.map((item) => ({
                  value: item.id,
                  label: `${localizedName(item, i18n.language)} (${item.length}×${item.width}×${item.height})`,
                }))}
              />
              <NumberField
                name="parcelQuantity"
                label={t('wizard.parcelQuantity')}
                required
                min={1}
                max={100}
                step={1}
              />
              <NumberField
                name="weightKg"
                label={t('wizard.weightKg')}
                // Without a parcel type the parcel is custom: priced by the weight entered.
                required={custom}
                helperText={t(custom ? 'wizard.customWeightHint' : 'wizard.weightHint')}
                min={0.1}
                max={PARCEL_LIMITS.weightKg}
                step={0.1}
              />
              <Stack gap="1">
                <TextField
                  name="reference"
                  label={t('wizard.reference')}
                  helperText={t('wizard.referenceHint')}
                  dir="auto"
                />
                {/* A warning, not an error: one order may ship as several shipments. */}
                {referenceInUse ? (
                  <HStack gap="1" color="fg.warning" fontSize="sm" data-testid="reference-in-use">
                    <PortalIcon name="alert" />
                    <Text>{t('wizard.referenceInUse')}</Text>
                  </HStack>
                ) : null}
              </Stack>
            </SimpleGrid>
            {custom ? (
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                {(['lengthCm', 'widthCm', 'heightCm'] as const).map((field) => (
                  <NumberField
                    key={field}
                    name={field}
                    label={t(`wizard.${field}`)}
                    helperText={t('wizard.dimensionsHint')}
                    min={0.1}
                    max={PARCEL_LIMITS.dimensionCm}
                    step={0.1}
                  />
                ))}
              </SimpleGrid>
            ) : null}
            <Text color="fg.muted" fontSize="sm">
              {t('wizard.serviceHint')}
            </Text>
            <TextField name="parcelNotes" label={t('wizard.parcelNotes')} rows={3} />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('wizard.payment')}</Heading>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField
              name="paymentType"
              label={t('wizard.paymentType')}
              required
              options={[
                { value: 'prepaid', label: t('wizard.prepaid') },
                { value: 'cod', label: t('wizard.cod') },
              ]}
            />
            {values.paymentType === 'cod' ? (
              <TextField name="codAmount" label={t('wizard.codAmount')} required inputMode="decimal" dir="ltr" />
            ) : null}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
