import { useId } from 'react';
import { useTranslation } from '@portal/shared';
import {
  Button,
  Card,
  Field,
  Flex,
  Input,
  NativeSelect,
  PortalIcon,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@portal/shared/ui/core';
import type { ReportGroupBy } from '../api/types';
import { DATE_PRESETS, presetRange, type ReportFilters } from '../hooks/use-report-filters';

export interface ReportFiltersCardProps {
  filters: ReportFilters;
  /** The API's refusal of the period by field (`dateFrom`, `dateTo`, `groupBy`), shown beside its filter. */
  errors?: Record<string, string>;
  /** The groupings this user may ask for (by user needs the user-report ability). */
  groupBys: readonly ReportGroupBy[];
  /** Amman's today, YYYY-MM-DD: the presets count back from it. */
  today: string;
  onChange: (changes: Partial<ReportFilters>) => void;
  onReset: () => void;
}

const NOTE_ID = 'report-dates-note';

/** The period (two dates and quick ranges, Amman days) and the grouping of the report. */
export function ReportFiltersCard({
  filters,
  errors = {},
  groupBys,
  today,
  onChange,
  onReset,
}: ReportFiltersCardProps) {
  const { t } = useTranslation('reports');
  return (
    <Card.Root as="section" aria-label={t('report.filters.label')} size="sm">
      <Card.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
            <DateField
              label={t('report.filters.from')}
              value={filters.from}
              error={errors.dateFrom}
              max={filters.to}
              onChange={(from) => onChange({ from })}
            />
            <DateField
              label={t('report.filters.to')}
              value={filters.to}
              error={errors.dateTo}
              min={filters.from}
              onChange={(to) => onChange({ to })}
            />
            <Field.Root invalid={Boolean(errors.groupBy)}>
              <Field.Label>{t('report.filters.groupBy')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={filters.groupBy}
                  onChange={(event) => onChange({ groupBy: event.currentTarget.value as ReportGroupBy })}
                >
                  {groupBys.map((groupBy) => (
                    <option key={groupBy} value={groupBy}>
                      {t(`report.groupBy.${groupBy}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.groupBy}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Text id={NOTE_ID} fontSize="sm" color="fg.muted">
            {t('report.filters.ammanTime')}
          </Text>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Wrap role="group" aria-label={t('report.presets.label')} gap="2">
              {DATE_PRESETS.map((preset) => {
                const range = presetRange(preset, today);
                const active = range.from === filters.from && range.to === filters.to;
                return (
                  <Button
                    key={preset}
                    size="sm"
                    variant={active ? 'subtle' : 'outline'}
                    aria-pressed={active}
                    onClick={() => onChange(range)}
                  >
                    {t(`report.presets.${preset}`)}
                  </Button>
                );
              })}
            </Wrap>
            <Button size="sm" variant="ghost" onClick={onReset}>
              <PortalIcon name="refresh" />
              {t('common:actions.reset')}
            </Button>
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

interface DateFieldProps {
  label: string;
  value: string;
  min?: string;
  max?: string;
  /** Why the API refused this day, if it did. */
  error?: string;
  onChange: (value: string) => void;
}

/** A day of the period ('' once cleared), described by the note that dates are Amman's. */
function DateField({ label, value, min, max, error, onChange }: DateFieldProps) {
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        // The refusal first, then the note (naming both replaces the field's own description).
        aria-describedby={error ? `${errorId} ${NOTE_ID}` : NOTE_ID}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Field.ErrorText id={errorId}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
