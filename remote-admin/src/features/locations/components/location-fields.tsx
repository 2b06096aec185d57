import { useTranslation } from '@portal/shared';
import { SimpleGrid } from '@portal/shared/ui/core';
import { NumberField, TextField } from '@portal/shared/ui/forms';

/** Name, Arabic name, latitude and longitude: every location level has them. */
export function LocationNameFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="name" label={t('fields.name')} required dir="ltr" />
        <TextField name="nameAr" label={t('fields.nameAr')} required dir="rtl" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <NumberField name="latitude" label={t('fields.latitude')} min={-90} max={90} />
        <NumberField name="longitude" label={t('fields.longitude')} min={-180} max={180} />
      </SimpleGrid>
    </>
  );
}
