import { Bar, BarChart, CartesianGrid, Cell, LabelList, Legend, XAxis, YAxis } from 'recharts';
import type { CashFlow, Pipeline } from '@/shared/schemas/reports';
import { cashFlowRows, monthLabel, type CashFlowKind } from './report-rows';

// Loaded on its own (React.lazy in reports-view.tsx), so recharts is a chunk only the Reports page fetches.
// Both charts sit beside a table of the same figures, which is what a screen reader reads: the SVG is hidden from it.
// Each kind of bar has a pattern as well as a colour and every bar its value written at its end, so
// the charts read in greyscale and for anyone who cannot tell the colours apart.

const short = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', notation: 'compact', maximumFractionDigits: 1 });
const compactPounds = (pence: number) => (pence === 0 ? '£0' : short.format(pence / 100));

const FILL: Record<CashFlowKind, string> = {
  overdue: 'url(#pattern-overdue)',
  awaiting: 'url(#pattern-awaiting)',
  expected: 'var(--color-primary)',
};

function Patterns() {
  return (
    <defs>
      <pattern id="pattern-overdue" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="var(--danger-subtle)" />
        <rect width="3" height="8" fill="var(--danger)" />
      </pattern>
      <pattern id="pattern-awaiting" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill="var(--warning-subtle)" />
        <circle cx="3" cy="3" r="1.6" fill="var(--warning-ink)" />
      </pattern>
      <pattern id="pattern-stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
        <rect width="6" height="6" fill="var(--brand-subtle)" />
        <rect width="2" height="6" fill="var(--brand-ink)" />
      </pattern>
    </defs>
  );
}

const axisTick = { fill: 'var(--muted)', fontSize: 12 };

export function CashFlowChart({ data, width }: { data: CashFlow; width: number }) {
  const rows = cashFlowRows(data).map((r) => ({ ...r, value: r.pence / 100 }));
  return (
    <div aria-hidden="true">
      <BarChart accessibilityLayer={false} width={width} height={rows.length * 30 + 40} data={rows} layout="vertical" margin={{ top: 4, right: 56, bottom: 4, left: 4 }}>
        <Patterns />
        <CartesianGrid horizontal={false} stroke="var(--border)" />
        <XAxis type="number" tick={axisTick} tickFormatter={(v: number) => compactPounds(v * 100)} stroke="var(--border-strong)" />
        <YAxis type="category" dataKey="short" width={92} tick={axisTick} stroke="var(--border-strong)" interval={0} />
        <Bar dataKey="value" isAnimationActive={false} barSize={18} stroke="var(--foreground)" strokeOpacity={0.25}>
          {rows.map((r) => (
            <Cell key={r.key} fill={FILL[r.kind]} />
          ))}
          <LabelList dataKey="pence" position="right" formatter={(v: unknown) => compactPounds(Number(v))} fill="var(--foreground)" fontSize={12} />
        </Bar>
      </BarChart>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <li className="flex items-center gap-1.5"><Swatch fill="url(#pattern-overdue)" /> Overdue (hatched)</li>
        <li className="flex items-center gap-1.5"><Swatch fill="url(#pattern-awaiting)" /> Awaiting verification (dotted)</li>
        <li className="flex items-center gap-1.5"><Swatch fill="var(--color-primary)" /> Due that week (solid)</li>
      </ul>
    </div>
  );
}

function Swatch({ fill }: { fill: string }) {
  return (
    <svg width="14" height="14" aria-hidden="true">
      <Patterns />
      <rect width="14" height="14" rx="2" fill={fill} stroke="var(--foreground)" strokeOpacity={0.25} />
    </svg>
  );
}

export function PipelineChart({ months, width }: { months: Pipeline['months']; width: number }) {
  const rows = months.map((m) => ({ ...m, label: monthLabel(m.month).replace(' 20', " '") }));
  return (
    <div aria-hidden="true">
      <BarChart accessibilityLayer={false} width={width} height={260} data={rows} margin={{ top: 20, right: 8, bottom: 4, left: -16 }} barGap={1}>
        <Patterns />
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tick={axisTick} stroke="var(--border-strong)" interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={axisTick} stroke="var(--border-strong)" />
        <Legend wrapperStyle={{ fontSize: 12, color: 'var(--muted)' }} />
        <Bar name="Leads (solid)" dataKey="leads" fill="var(--color-primary)" isAnimationActive={false}>
          <LabelList dataKey="leads" position="top" fill="var(--foreground)" fontSize={10} formatter={(v: unknown) => (Number(v) ? String(v) : '')} />
        </Bar>
        <Bar name="Quotes (striped)" dataKey="quotes" fill="url(#pattern-stripes)" stroke="var(--brand-ink)" strokeOpacity={0.5} isAnimationActive={false}>
          <LabelList dataKey="quotes" position="top" fill="var(--foreground)" fontSize={10} formatter={(v: unknown) => (Number(v) ? String(v) : '')} />
        </Bar>
        <Bar name="Projects (dotted)" dataKey="projects" fill="url(#pattern-awaiting)" stroke="var(--warning-ink)" strokeOpacity={0.5} isAnimationActive={false}>
          <LabelList dataKey="projects" position="top" fill="var(--foreground)" fontSize={10} formatter={(v: unknown) => (Number(v) ? String(v) : '')} />
        </Bar>
      </BarChart>
    </div>
  );
}
