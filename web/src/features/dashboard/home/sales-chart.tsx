import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { counted, dayInWords, dayShort } from './figures';
import { formatPounds } from '../../../lib/money';

export interface DayFigures {
  date: string;
  orders: number;
  revenue: number;
}

/** The legacy shop's default chart margin, 5. */
const MARGIN = { top: 5, right: 5, bottom: 5, left: 5 };
const TICK = { fontSize: 12, fill: 'var(--ink-soft)' };

/**
 * The home page's sales line chart by day: revenue (£, left axis) and orders (right axis). Its own module,
 * loaded lazily, so recharts is fetched by this chart alone and never by the rest of the back office.
 */
export default function SalesChart({ days }: { days: DayFigures[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={days} margin={MARGIN} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--line)" vertical={false} />
        <XAxis dataKey="date" tickFormatter={dayShort} tick={TICK} stroke="var(--line)" minTickGap={16} />
        <YAxis
          yAxisId="revenue"
          tickFormatter={(v: number) => formatPounds(v).replace(/\.00$/, '')}
          tick={TICK}
          stroke="var(--line)"
          width={64}
        />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={TICK} stroke="var(--line)" width={32} />
        <Tooltip
          labelFormatter={(label) => dayInWords(String(label))}
          formatter={(value, name) => (name === 'Revenue' ? formatPounds(Number(value)) : counted(Number(value)))}
          contentStyle={{ border: '1px solid var(--line)', borderRadius: 8, fontSize: 14 }}
        />
        <Legend wrapperStyle={{ fontSize: 14 }} />
        <Line
          yAxisId="revenue"
          type="linear"
          dataKey="revenue"
          name="Revenue"
          stroke="var(--blush)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="orders"
          type="linear"
          dataKey="orders"
          name="Orders"
          stroke="var(--ink)"
          strokeWidth={2}
          strokeDasharray="4 3"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
