import type { ProtectedStatus, RoofShape } from '@/shared/planning-check';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';

/** The answers as typed: numbers stay text until they parse, so a half-typed "2." is not lost. */
export interface PlanningForm {
  boundaryDistanceM: string;
  heightM: string;
  roof: RoofShape;
  forward: 'yes' | 'no';
  gardenCoveredPercent: string;
  protectedStatus: ProtectedStatus;
  sleeping: 'yes' | 'no';
}

export const DEFAULT_PLANNING_FORM: PlanningForm = {
  boundaryDistanceM: '1',
  heightM: '2.5',
  roof: 'flat',
  forward: 'no',
  gardenCoveredPercent: '20',
  protectedStatus: 'none',
  sleeping: 'no',
};

export type PlanningFormErrors = Partial<Record<'boundaryDistanceM' | 'heightM' | 'gardenCoveredPercent', string>>;

interface Props {
  form: PlanningForm;
  errors: PlanningFormErrors;
  onChange: (form: PlanningForm) => void;
}

/** Questions a planning officer would ask, in the order a buyer can answer them standing in the garden. */
export function PlanningQuestions({ form, errors, onChange }: Props) {
  const set = <K extends keyof PlanningForm>(key: K, value: PlanningForm[K]) => onChange({ ...form, [key]: value });
  const numberField = (key: keyof PlanningFormErrors, label: string, unit: string, hint?: string) => (
    <div>
      <Label htmlFor={`planning-${key}`}>{label}</Label>
      {hint && (
        <p id={`planning-${key}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <div className="mt-1.5 flex items-center gap-2">
        <Input
          id={`planning-${key}`}
          inputMode="decimal"
          value={form[key]}
          onChange={(event) => set(key, event.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={[hint && `planning-${key}-hint`, errors[key] && `planning-${key}-error`].filter(Boolean).join(' ') || undefined}
          className="max-w-28"
        />
        <span className="text-sm text-muted">{unit}</span>
      </div>
      <FieldError id={`planning-${key}-error`} message={errors[key]} />
    </div>
  );
  const yesNo = (key: 'forward' | 'sleeping', legend: string) => (
    <fieldset>
      <legend className="text-sm font-medium text-foreground">{legend}</legend>
      <div className="mt-1.5 flex gap-5">
        {(['no', 'yes'] as const).map((answer) => (
          <label key={answer} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input type="radio" name={`planning-${key}`} value={answer} checked={form[key] === answer} onChange={() => set(key, answer)} className="size-4 accent-primary" />
            {answer === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {numberField('boundaryDistanceM', 'Distance to the nearest boundary', 'm')}
      {numberField('heightM', 'Overall height', 'm', 'Our rooms are 2.5 m high as standard.')}
      <div>
        <Label htmlFor="planning-roof">Roof</Label>
        <Select id="planning-roof" className="mt-1.5" value={form.roof} onChange={(event) => set('roof', event.target.value as RoofShape)}>
          <option value="flat">Flat or mono-pitched</option>
          <option value="dual_pitched">Dual-pitched (apex)</option>
        </Select>
      </div>
      {numberField('gardenCoveredPercent', 'Share of the garden covered', '%', 'By all outbuildings, this one included.')}
      <div className="sm:col-span-2">
        <Label htmlFor="planning-protected">Is the house listed, or on designated land?</Label>
        <Select id="planning-protected" className="mt-1.5" value={form.protectedStatus} onChange={(event) => set('protectedStatus', event.target.value as ProtectedStatus)}>
          <option value="none">No</option>
          <option value="listed">It is a listed building</option>
          <option value="designated">Conservation area, AONB, National Park or World Heritage Site</option>
        </Select>
      </div>
      {yesNo('forward', "In front of the house's principal elevation (usually the front, facing the road)?")}
      {yesNo('sleeping', 'Will anyone sleep in it?')}
    </div>
  );
}
