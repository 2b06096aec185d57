import { lazy, Suspense, useId, useState } from 'react';
import { directionOf, FallbackBoundary, formatDate, formatNumber, useTranslation } from '@portal/shared';
import { FILS_PER_JOD } from '@portal/shared/domain';
import { Box, Button, Card, Flex, Skeleton, Stack, VisuallyHidden } from '@portal/shared/ui/core';
import { Table } from '@portal/shared/ui/table';
import { formatJod } from '../../../lib/format-jod';
import type { DailyFigures } from '../api/types';
import type { DailyMeasure } from './daily-chart-plot';

// recharts comes with the first chart shown, after the rest of the dashboard: the counts do not wait for it.
const DailyChartPlot = lazy(() => import('./daily-chart-plot'));

export interface DailyChartProps {
  measure: DailyMeasure;
  series: DailyFigures[];
}

/** A calendar day (YYYY-MM-DD) at noon UTC: the same day in Amman. */
const dayInstant = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * One figure of the last 30 days by day (shipments, or spend in JOD, as bars), with the same figures as a
 * table: visually hidden under the chart for screen readers, shown instead of it on demand ("Show as table"), and
 * shown anyway when the chart's code cannot be loaded.
 */
export function DailyChart({ measure, series }: DailyChartProps) {
  const { t, i18n } = useTranslation('reports');
  const [asTable, setAsTable] = useState(false);
  const rtl = directionOf(i18n.language) === 'rtl';
  const titleId = useId();
  const valueLabel = t(`dashboard.charts.${measure}.value`);
  const points = series.map((day) =>
    measure === 'shipments'
      ? { date: day.date, value: day.shipments, text: formatNumber(day.shipments) }
      : { date: day.date, value: day.spendFils / FILS_PER_JOD, text: formatJod(day.spendFils) },
  );
  const total = series.reduce((sum, day) => sum + (measure === 'shipments' ? day.shipments : day.spendFils), 0);

  const table = (
    <Table.Root size="sm" aria-labelledby={titleId}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('dashboard.charts.date')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{valueLabel}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {points.map((point) => (
          <Table.Row key={point.date}>
            <Table.Cell>{formatDate(dayInstant(point.date))}</Table.Cell>
            <Table.Cell textAlign="end">{point.text}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
  const shownTable = (
    <Table.ScrollArea maxH="64" borderWidth="1px" borderRadius="md">
      {table}
    </Table.ScrollArea>
  );

  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm" minW="0">
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Stack gap="0.5">
            <Card.Title as="h2" id={titleId}>
              {t(`dashboard.charts.${measure}.title`)}
            </Card.Title>
            <Card.Description>{t('dashboard.charts.period')}</Card.Description>
          </Stack>
          <Button size="xs" variant="outline" onClick={() => setAsTable((shown) => !shown)}>
            {asTable ? t('dashboard.charts.showChart') : t('dashboard.charts.showTable')}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        {asTable ? (
          shownTable
        ) : (
          <FallbackBoundary label={`dashboard ${measure} chart`} fallback={shownTable}>
            {/* Every day's label needs about 15 px: narrower (a phone), the chart scrolls sideways, by keyboard too,
                and opens on the newest days. */}
            <Box
              role="img"
              aria-label={t(`dashboard.charts.${measure}.summary`, {
                total: measure === 'shipments' ? formatNumber(total) : formatJod(total),
              })}
              dir="ltr"
              // Newest days first: at the end in English; Arabic draws time right to left, so they are at the start.
              ref={(element: HTMLDivElement | null) => {
                if (element && !rtl) element.scrollLeft = element.scrollWidth;
              }}
              overflowX="auto"
              tabIndex={0}
            >
              <Box h="60" minW={`calc(${points.length} * 15px + 3rem)`}>
                <Suspense fallback={<Skeleton h="full" />}>
                  <DailyChartPlot measure={measure} points={points} valueLabel={valueLabel} rtl={rtl} />
                </Suspense>
              </Box>
            </Box>
            <VisuallyHidden>{table}</VisuallyHidden>
          </FallbackBoundary>
        )}
      </Card.Body>
    </Card.Root>
  );
}
