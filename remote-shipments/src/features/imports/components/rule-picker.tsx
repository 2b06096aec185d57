import { useId } from 'react';
import { useLookup } from '@portal/shared';
import { Field, Input, NativeSelect, SimpleGrid } from '@portal/shared/ui/core';
import type { BatchRule } from '../api/types';
import { LookupSelect } from '../../../components/lookup-select';
import { useImportsTranslation } from '../imports-strings';

export interface RuleChoice {
  rule: BatchRule;
  /** cheapestWithin: the most working days, as typed ('' until then). */
  withinDays: string;
  courierId: string;
  serviceTypeId: string;
}

export const RULES: BatchRule[] = ['cheapest', 'fastest', 'cheapestWithin', 'service'];

/** Whether the choice names what its rule needs (the days; the courier and service). */
export function ruleChoiceComplete(choice: RuleChoice) {
  if (choice.rule === 'cheapestWithin') return /^\d{1,2}$/.test(choice.withinDays) && Number(choice.withinDays) <= 60;
  if (choice.rule === 'service') return !!choice.courierId && !!choice.serviceTypeId;
  return true;
}

/** How each row's courier service is chosen: cheapest, fastest, cheapest within N days, or one for all. */
export function RulePicker({
  value,
  onChange,
  disabled,
}: {
  value: RuleChoice;
  onChange: (value: RuleChoice) => void;
  disabled?: boolean;
}) {
  const { t } = useImportsTranslation();
  const couriers = useLookup('couriers');
  const serviceTypes = useLookup('service-types');
  const daysHint = useId();
  const courier = couriers.items.find((item) => item.id === value.courierId);
  const services = serviceTypes.items.filter((item) => courier?.serviceTypeIds.includes(item.id));
  const daysInvalid = value.rule === 'cheapestWithin' && value.withinDays !== '' && !ruleChoiceComplete(value);

  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <Field.Root disabled={disabled}>
        <Field.Label>{t('imports.batch.rule')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.rule}
            onChange={(event) => onChange({ ...value, rule: event.currentTarget.value as BatchRule })}
          >
            {RULES.map((rule) => (
              <option key={rule} value={rule}>
                {t(`imports.batch.rules.${rule}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {value.rule === 'cheapestWithin' ? (
        <Field.Root disabled={disabled} invalid={daysInvalid}>
          <Field.Label>{t('imports.batch.withinDays')}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            value={value.withinDays}
            aria-describedby={daysInvalid ? daysHint : undefined}
            onChange={(event) => onChange({ ...value, withinDays: event.currentTarget.value })}
          />
          {daysInvalid ? (
            <Field.ErrorText id={daysHint}>{t('imports.batch.withinDaysRequired')}</Field.ErrorText>
          ) : null}
        </Field.Root>
      ) : null}
      {value.rule === 'service' ? (
        <>
          <LookupSelect
            label={t('imports.batch.courier')}
            placeholder={t('imports.batch.chooseCourier')}
            items={couriers.items}
            value={value.courierId}
            disabled={disabled}
            onChange={(courierId) => onChange({ ...value, courierId, serviceTypeId: '' })}
          />
          <LookupSelect
            label={t('imports.batch.service')}
            placeholder={t('imports.batch.chooseService')}
            items={services}
            value={value.serviceTypeId}
            disabled={disabled || !courier}
            onChange={(serviceTypeId) => onChange({ ...value, serviceTypeId })}
          />
        </>
      ) : null}
    </SimpleGrid>
  );
}
