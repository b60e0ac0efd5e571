import type { AdminStats } from '@contracts/admin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Table } from '@/components/ui/table';
import { formatMoney } from '@/lib/money';
import { formatDay, formatMonth } from '../utils/format';
import { Cluster } from '@/components/ui/layout';
import styles from './revenue-chart.module.css';
import { ui } from '@/components/ui/classes';
import { intlLocale } from '@/lib/i18n';

type Range = 'daily' | 'monthly';

interface Point {
  label: string;
  revenue: number;
  orders: number;
}

/** Colours from the design tokens, as literals because SVG attributes do not read CSS variables everywhere. */
const BAR = '#e9782f';
const AXIS = '#b9b0a4';
const GRID = '#2f2b27';

function compactZloty(grosze: number): string {
  const zloty = grosze / 100;
  if (zloty >= 1000) return `${Math.round(zloty / 100) / 10} tys.`;
  return `${Math.round(zloty)}`;
}

/**
 * Revenue over time: the last 30 days or the last 12 months. The chart is a picture for sighted
 * users (hidden from assistive tech); the same numbers are in a table right below it.
 */
export function RevenueChart({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('admin');
  const [range, setRange] = useState<Range>('daily');
  const headingId = useId();
  const locale = intlLocale(i18n.language);

  const points: Point[] =
    range === 'daily'
      // Net of what withdrawals refunded (issue 19), on the day or month the orders were placed.
      ? stats.daily.map((d) => ({ label: formatDay(d.date, locale), revenue: d.revenue - d.refunded, orders: d.orders }))
      : stats.monthly.map((m) => ({ label: formatMonth(m.month, locale), revenue: m.revenue - m.refunded, orders: m.orders }));
  const sum = points.reduce((acc, p) => acc + p.revenue, 0);

  return (
    <section className={ui.panel} aria-labelledby={headingId}>
      <Cluster spread align="start" gap={4} className={styles.head}>
        <div>
          <h2 id={headingId} className={ui.panelTitle}>
            {t('dashboard.chartTitle')}
          </h2>
          <p className={ui.subtitle}>{t('dashboard.rangeSum', { range: t(`dashboard.${range}`), amount: formatMoney(sum) })}</p>
        </div>
        <div className={styles.toggle} role="group" aria-label={t('dashboard.rangeLabel')}>
          {(['daily', 'monthly'] as const).map((r) => (
            <button key={r} type="button" className={styles.toggleButton} aria-pressed={range === r} onClick={() => setRange(r)}>
              {t(`dashboard.${r}`)}
            </button>
          ))}
        </div>
      </Cluster>

      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke={GRID} vertical={false} />
            <XAxis dataKey="label" tick={{ fill: AXIS, fontSize: 12 }} tickLine={false} axisLine={{ stroke: GRID }} interval="preserveStartEnd" minTickGap={12} />
            <YAxis domain={[0, (max: number) => Math.max(max, 10000)]} allowDecimals={false} tickFormatter={compactZloty} tick={{ fill: AXIS, fontSize: 12 }} tickLine={false} axisLine={false} width={56} />
            <Tooltip
              cursor={{ fill: 'rgb(233 120 47 / 0.12)' }}
              contentStyle={{ background: '#23201d', border: '1px solid #4a433c', borderRadius: 6, color: '#f3eee6' }}
              labelStyle={{ color: '#f3eee6', fontWeight: 600 }}
              itemStyle={{ color: '#f59a5a' }}
              formatter={(value) => [formatMoney(Number(value)), t('dashboard.colRevenue')]}
            />
            <Bar dataKey="revenue" fill={BAR} radius={[3, 3, 0, 0]} maxBarSize={36} />
          </BarChart>
        </ResponsiveContainer>
      </div>

      <details className={styles.details}>
        <summary>{t('dashboard.showTable')}</summary>
        <div className={styles.tableWrap}>
          <Table
            caption={<span className="visually-hidden">{t('dashboard.tableCaption', { range: t(`dashboard.${range}`) })}</span>}
            rows={points}
            rowKey={(p) => p.label}
            columns={[
              { key: 'label', header: range === 'daily' ? t('dashboard.colDate') : t('dashboard.colMonth'), cell: (p) => p.label, rowHeader: true },
              { key: 'orders', header: t('dashboard.colOrders'), cell: (p) => p.orders, sortValue: (p) => p.orders, numeric: true },
              { key: 'revenue', header: t('dashboard.colRevenue'), cell: (p) => formatMoney(p.revenue), sortValue: (p) => p.revenue, numeric: true },
            ]}
          />
        </div>
      </details>
    </section>
  );
}
