import { localizedName, useTranslation, type LookupName } from '@portal/shared';
import { Field, NativeSelect } from '@portal/shared/ui/core';

export interface LookupSelectProps {
  label: string;
  /** The empty choice ("All couriers", "Choose a service"). */
  placeholder: string;
  items: LookupName[];
  /** An item's id, '' for none. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Why the API refused this choice, shown beside it. */
  error?: string;
}

/** One of a lookup's items (couriers, service types), named in the user's language. */
export function LookupSelect({ label, placeholder, items, value, onChange, disabled, error }: LookupSelectProps) {
  const { i18n } = useTranslation();
  return (
    <Field.Root disabled={disabled} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{placeholder}</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {localizedName(item, i18n.language)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
