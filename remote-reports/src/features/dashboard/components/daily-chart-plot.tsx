import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatNumber, PORTAL_TIME_ZONE } from '@portal/shared';

export type DailyMeasure = 'shipments' | 'spend';

/** A day of the chart: its value on the axis (shipments, or JOD) and that value as text. */
export interface DailyPoint {
  date: string;
  value: number;
  text: string;
}

export interface DailyChartPlotProps {
  measure: DailyMeasure;
  points: DailyPoint[];
  /** The value's name in the tooltip ("Shipments", "Spend (JOD)"). */
  valueLabel: string;
  rtl: boolean;
}

// Chakra's semantic tokens as CSS variables: the chart follows the light and dark colour modes by itself.
const MUTED = 'var(--chakra-colors-fg-muted)';
const BORDER = 'var(--chakra-colors-border)';
const COLOUR: Record<DailyMeasure, string> = {
  shipments: 'var(--chakra-colors-green-solid)',
  spend: 'var(--chakra-colors-blue-solid)',
};
const AXIS_TICK = { fill: MUTED, fontSize: 12 };

// A tick names the day without its year ("6 Mar"), in Amman, with Western digits as every date of the portal.
const dayMonth = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: PORTAL_TIME_ZONE, day: 'numeric', month: 'short' }),
  ar: new Intl.DateTimeFormat('ar-JO-u-nu-latn', { timeZone: PORTAL_TIME_ZONE, day: 'numeric', month: 'short' }),
};
/** A calendar day (YYYY-MM-DD) at noon UTC: the same day in Amman. */
const dayInstant = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * The chart itself (recharts, loaded only when a chart is shown). The SVG lays out left to right whatever the
 * page's direction, so in Arabic the axes are mirrored instead: time runs right to left, values stand on the right.
 */
export default function DailyChartPlot({ measure, points, valueLabel, rtl }: DailyChartPlotProps) {
  const chartProps = {
    data: points,
    responsive: true,
    accessibilityLayer: false,
    style: { width: '100%', height: '100%' },
    margin: { top: 8, right: 4, bottom: 0, left: 4 },
  };
  const axes = [
    <CartesianGrid key="grid" vertical={false} stroke={BORDER} strokeDasharray="3 3" />,
    <XAxis
      key="x"
      dataKey="date"
      reversed={rtl}
      tick={AXIS_TICK}
      tickLine={false}
      axisLine={{ stroke: BORDER }}
      // Every day keeps its label, slanted so that 30 of them fit side by side (the chart scrolls on a phone).
      interval={0}
      angle={-45}
      textAnchor="end"
      height={48}
      tickFormatter={(day: string) => dayMonth[rtl ? 'ar' : 'en'].format(dayInstant(day))}
    />,
    <YAxis
      key="y"
      orientation={rtl ? 'right' : 'left'}
      allowDecimals={measure === 'spend'}
      tick={AXIS_TICK}
      tickLine={false}
      axisLine={false}
      width={44}
      tickFormatter={(value: number) => formatNumber(value, { maximumFractionDigits: 1 })}
    />,
    <Tooltip
      key="tooltip"
      cursor={{ fill: 'var(--chakra-colors-bg-muted)', stroke: BORDER }}
      labelFormatter={(day) => formatDate(dayInstant(String(day)))}
      formatter={(_value, _name, item) => [item.payload.text, valueLabel]}
      contentStyle={{
        background: 'var(--chakra-colors-bg-panel)',
        border: `1px solid ${BORDER}`,
        borderRadius: 8,
        color: 'var(--chakra-colors-fg)',
        direction: rtl ? 'rtl' : 'ltr',
        textAlign: 'start',
      }}
      itemStyle={{ color: 'var(--chakra-colors-fg)' }}
    />,
  ];

  // Daily totals as bars, spend too: a curve between the days would show values no day had.
  return (
    <BarChart {...chartProps}>
      {axes}
      <Bar dataKey="value" fill={COLOUR[measure]} radius={[3, 3, 0, 0]} maxBarSize={24} isAnimationActive={false} />
    </BarChart>
  );
}
