import type { ProtectedStatus, RoofShape } from '@/shared/planning-check';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
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
    <Field id={`planning-${key}`} label={label} description={hint} error={errors[key]}>
      {(control) => (
        <div className="mt-1.5 flex items-center gap-2">
          <Input {...control} inputMode="decimal" value={form[key]} onChange={(event) => set(key, event.target.value)} className="max-w-28" />
          <span className="text-sm text-muted">{unit}</span>
        </div>
      )}
    </Field>
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
      <Field id="planning-roof" label="Roof">
        <Select className="mt-1.5" value={form.roof} onChange={(event) => set('roof', event.target.value as RoofShape)}>
          <option value="flat">Flat or mono-pitched</option>
          <option value="dual_pitched">Dual-pitched (apex)</option>
        </Select>
      </Field>
      {numberField('gardenCoveredPercent', 'Share of the garden covered', '%', 'By all outbuildings, this one included.')}
      <Field id="planning-protected" label="Is the house listed, or on designated land?" className="sm:col-span-2">
        <Select className="mt-1.5" value={form.protectedStatus} onChange={(event) => set('protectedStatus', event.target.value as ProtectedStatus)}>
          <option value="none">No</option>
          <option value="listed">It is a listed building</option>
          <option value="designated">Conservation area, AONB, National Park or World Heritage Site</option>
        </Select>
      </Field>
      {yesNo('forward', "In front of the house's principal elevation (usually the front, facing the road)?")}
      {yesNo('sleeping', 'Will anyone sleep in it?')}
    </div>
  );
}
