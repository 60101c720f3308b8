import { CircleAlert, CircleCheck, CircleHelp, Landmark } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { checkPlanning, type PlanningCheck, type PlanningFinding, type PlanningVerdict } from '@/shared/planning-check';
import { SectionCard } from '@/client/components/layout/section-card';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/lib/paths';
import { DEFAULT_PLANNING_FORM, PlanningQuestions, type PlanningForm, type PlanningFormErrors } from './planning-questions';

const VERDICTS: Record<PlanningVerdict, { title: string; className: string }> = {
  permitted: { title: 'Likely permitted development: no planning application needed', className: 'bg-success-subtle text-success-ink' },
  needs_permission: { title: 'Likely needs planning permission', className: 'bg-danger-subtle text-danger-ink' },
  ask_council: { title: 'Ask your council before you build', className: 'bg-warning-subtle text-warning-ink' },
};

const FINDING_ICONS = { ok: CircleCheck, problem: CircleAlert, check: CircleHelp } as const;
const FINDING_WORDS = { ok: 'Fine', problem: 'Problem', check: 'Check' } as const;

function parse(text: string, min: number, max: number, message: string): number | string {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= min && value <= max ? value : message;
}

/** Numbers from the typed answers, or the message to show beside each that does not read as one. */
function readForm(form: PlanningForm) {
  const boundary = parse(form.boundaryDistanceM, 0, 1000, 'Enter a distance in metres, 0 or more');
  const height = parse(form.heightM, 0.5, 10, 'Enter a height in metres between 0.5 and 10');
  const covered = parse(form.gardenCoveredPercent, 0, 100, 'Enter a percentage from 0 to 100');
  const errors: PlanningFormErrors = {};
  if (typeof boundary === 'string') errors.boundaryDistanceM = boundary;
  if (typeof height === 'string') errors.heightM = height;
  if (typeof covered === 'string') errors.gardenCoveredPercent = covered;
  if (typeof boundary === 'string' || typeof height === 'string' || typeof covered === 'string') return { errors };
  return { errors, values: { boundaryDistanceM: boundary, heightM: height, gardenCoveredPercent: covered } };
}

/** The permitted-development self-check beside the price: the chosen size plus the buyer's answers. */
export function PlanningCheckCard({ size }: { size: { widthM: number; depthM: number } | null }) {
  const [form, setForm] = useState<PlanningForm>(DEFAULT_PLANNING_FORM);
  const { errors, values } = readForm(form);
  const result =
    size && values
      ? checkPlanning({
          ...size,
          ...values,
          roof: form.roof,
          forwardOfPrincipalElevation: form.forward === 'yes',
          protectedStatus: form.protectedStatus,
          usedForSleeping: form.sleeping === 'yes',
        })
      : null;

  return (
    <SectionCard icon={Landmark} title="Will it need planning permission?" description="A quick self-check for England, from your chosen size and a few answers.">
      <PlanningQuestions form={form} errors={errors} onChange={setForm} />
      <div aria-live="polite" className="mt-6">
        {result ? <PlanningResult result={result} /> : <p className="text-sm text-muted">{size ? 'Answer the questions above to see the result.' : 'Choose a size to see the result.'}</p>}
      </div>
      <p className="mt-5 border-t border-border pt-4 text-sm text-muted">
        <strong className="font-semibold text-foreground">Guidance, not legal advice.</strong> Rules differ in Wales, Scotland and Northern Ireland, and
        your council has the final word.{' '}
        <Link to={paths.faqs} className="font-medium text-brand-ink underline underline-offset-4">
          Read our planning guidance
        </Link>
      </p>
    </SectionCard>
  );
}

function PlanningResult({ result }: { result: PlanningCheck }) {
  const verdict = VERDICTS[result.planning];
  return (
    <>
      <p className={cn('rounded-xl px-4 py-3 font-semibold', verdict.className)}>{verdict.title}</p>
      <ul className="mt-3 space-y-2 text-sm" aria-label="Planning rules checked">
        {result.planningFindings.map((finding) => (
          <Finding key={finding.message} finding={finding} />
        ))}
      </ul>
      <h3 className="mt-5 text-sm font-semibold text-foreground">Building regulations</h3>
      <p className="mt-1 text-sm text-foreground">{result.buildingRegsMessage}</p>
    </>
  );
}

function Finding({ finding }: { finding: PlanningFinding }) {
  const Icon = FINDING_ICONS[finding.outcome];
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', finding.outcome === 'ok' ? 'text-success-ink' : finding.outcome === 'problem' ? 'text-danger-ink' : 'text-warning-ink')} />
      <span>
        <span className="sr-only">{FINDING_WORDS[finding.outcome]}: </span>
        {finding.message}
      </span>
    </li>
  );
}
