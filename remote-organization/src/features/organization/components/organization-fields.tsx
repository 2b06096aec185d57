import { useTranslation } from '@portal/shared';
import { SimpleGrid, Stack } from '@portal/shared/ui/core';
import { TextField } from '@portal/shared/ui/forms';

export interface OrganizationFieldsProps {
  disabled?: boolean;
  /** Two columns where the form has the room (settings); one in the narrow create card. */
  columns?: 1 | 2;
}

/** The organization's details, for the create form and the settings form (inside their Formik). */
export function OrganizationFields({ disabled, columns = 1 }: OrganizationFieldsProps) {
  const { t } = useTranslation('organization');
  return (
    <Stack gap="4">
      <TextField name="name" label={t('fields.name')} required disabled={disabled} autoComplete="organization" />
      <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
        <TextField
          name="email"
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          disabled={disabled}
        />
        <TextField
          name="phoneNumber"
          label={t('fields.phoneNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          helperText={t('fields.phoneHelp')}
          disabled={disabled}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
        <TextField
          name="address"
          label={t('fields.address')}
          rows={2}
          autoComplete="street-address"
          disabled={disabled}
        />
        <TextField name="taxNumber" label={t('fields.taxNumber')} disabled={disabled} />
      </SimpleGrid>
    </Stack>
  );
}
