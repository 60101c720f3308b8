import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ConfiguratorGroup, OptionPricing } from '@/shared/constants/site';
import { formatPounds, parsePoundsToPence } from '@/shared/money';
import { zConfiguratorOptionInput, type ConfiguratorOption, type ConfiguratorOptionInput } from '@/shared/schemas/configurator';

/** The admin form as typed: prices in pounds and sizes in metres, as text until they parse. */
export interface OptionFormValues {
  group: ConfiguratorGroup;
  code: string;
  label: string;
  description: string;
  price: string;
  pricing: OptionPricing;
  widthM: string;
  depthM: string;
  perM2: string;
  position: string;
  available: boolean;
}

type FormField = keyof OptionFormValues;

const pounds = (pence: number | undefined) => (pence === undefined ? '' : formatPounds(pence));

export function formValuesFor(option: ConfiguratorOption): OptionFormValues {
  return {
    group: option.group,
    code: option.code,
    label: option.label,
    description: option.description ?? '',
    price: pounds(option.pricePence),
    pricing: option.pricing,
    widthM: option.attributes.widthM?.toString() ?? '',
    depthM: option.attributes.depthM?.toString() ?? '',
    perM2: pounds(option.attributes.perM2Pence),
    position: String(option.position),
    available: option.available,
  };
}

/** A new option goes to the end of its group, 10 after the last, leaving room to slot one between. */
export function emptyFormValues(group: ConfiguratorGroup, nextPosition: number): OptionFormValues {
  return {
    group,
    code: '',
    label: '',
    description: '',
    price: '0.00',
    pricing: 'fixed',
    widthM: '',
    depthM: '',
    perM2: '',
    position: String(nextPosition),
    available: true,
  };
}

/** Where the API's field paths show on this form. */
const FIELD_FOR_PATH: Record<string, FormField> = {
  pricePence: 'price',
  'attributes.widthM': 'widthM',
  'attributes.depthM': 'depthM',
  'attributes.perM2Pence': 'perM2',
};

export function formFieldFor(path: string): FormField | null {
  if (FIELD_FOR_PATH[path]) return FIELD_FOR_PATH[path];
  return ['code', 'label', 'description', 'pricing', 'position', 'available'].includes(path) ? (path as FormField) : null;
}

/** Text to a number, or undefined when left empty; NaN when it is not one, so the schema says so. */
const metres = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

export function toOptionInput(values: OptionFormValues): ConfiguratorOptionInput {
  const attributes: ConfiguratorOptionInput['attributes'] = {};
  if (values.group === 'size') Object.assign(attributes, { widthM: metres(values.widthM), depthM: metres(values.depthM) });
  if (values.group === 'product_type') attributes!.perM2Pence = parsePoundsToPence(values.perM2) ?? undefined;
  return {
    group: values.group,
    code: values.code,
    label: values.label,
    description: values.description.trim() || null,
    pricePence: parsePoundsToPence(values.price) ?? Number.NaN,
    pricing: values.group === 'product_type' ? 'fixed' : values.pricing,
    attributes,
    available: values.available,
    position: values.position.trim() === '' ? Number.NaN : Number(values.position),
  };
}

/**
 * Checks the form with the API's own schema after turning pounds into pence, so a rule (prices
 * up to £100,000, sizes 1–12 m) is written once and reads the same in the form and from the server.
 */
export const optionFormResolver: Resolver<OptionFormValues> = async (values) => {
  const errors: FieldErrors<OptionFormValues> = {};
  const say = (field: FormField, message: string) => {
    errors[field] ??= { type: 'validate', message };
  };
  if (parsePoundsToPence(values.price) === null) say('price', 'Enter an amount in pounds, e.g. 1,250.00');
  if (values.group === 'product_type' && values.perM2.trim() !== '' && parsePoundsToPence(values.perM2) === null) say('perM2', 'Enter an amount in pounds, e.g. 850.00');

  const parsed = zConfiguratorOptionInput.safeParse(toOptionInput(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldFor(issue.path.join('.'));
      // NaN reads as "expected number" to zod; the pounds message above says it better.
      if (field) say(field, issue.message === 'Invalid input: expected number, received NaN' ? 'Enter a number' : issue.message);
    }
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};
