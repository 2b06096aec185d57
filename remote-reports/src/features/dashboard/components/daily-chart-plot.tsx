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

// A tick is the day's number, upright; the month's name under each 1st, and under the first day unless a 1st
// follows too closely for both names to fit. In Amman, with
// Western digits as every date of the portal. Thirty upright numbers fit a dashboard card; slanted "6 Mar" labels
// overlapped, and the Arabic month names could not be read.
const LOCALE = { en: 'en-GB', ar: 'ar-JO-u-nu-latn' } as const;
const dayOfMonth = new Intl.DateTimeFormat('en-GB', { timeZone: PORTAL_TIME_ZONE, day: 'numeric' });
const monthName = {
  en: new Intl.DateTimeFormat(LOCALE.en, { timeZone: PORTAL_TIME_ZONE, month: 'short' }),
  ar: new Intl.DateTimeFormat(LOCALE.ar, { timeZone: PORTAL_TIME_ZONE, month: 'short' }),
};
/** A calendar day (YYYY-MM-DD) at noon UTC: the same day in Amman. */
const dayInstant = (day: string) => new Date(`${day}T12:00:00Z`);

interface DayTickProps {
  x?: number;
  y?: number;
  index?: number;
  payload?: { value: string };
  rtl: boolean;
}

function DayTick({ x = 0, y = 0, index = 0, payload, rtl }: DayTickProps) {
  if (!payload) return null;
  const day = dayInstant(payload.value);
  const number = dayOfMonth.format(day);
  return (
    <g>
      <text
        className="recharts-cartesian-axis-tick-value"
        x={x}
        y={y}
        dy={12}
        textAnchor="middle"
        fill={MUTED}
        fontSize={11}
      >
        {number}
      </text>
      {number === '1' || (index === 0 && Number(number) < 24) ? (
        <text className="daily-chart-month" x={x} y={y} dy={27} textAnchor="middle" fill={MUTED} fontSize={11}>
          {monthName[rtl ? 'ar' : 'en'].format(day)}
        </text>
      ) : null}
    </g>
  );
}

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
      tickLine={false}
      axisLine={{ stroke: BORDER }}
      // Every day keeps its label (the chart scrolls on a phone).
      interval={0}
      height={36}
      tick={<DayTick rtl={rtl} />}
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
