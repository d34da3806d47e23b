import {
  FIELD_MAX_LENGTHS,
  GenderSchema,
  PersonCheckInputSchema,
  patterns,
  requiredTextField,
  type IdentityClaims,
  type PersonCheckInput,
} from '@suap/shared';
import { z } from 'zod';
import { italianCountryName } from './countries';

export const BIRTH_PLACES = ['italy', 'abroad'] as const;

/** The form as the person fills it; `toCheckInput` turns it into the body of the fiscal-code check. */
export const IdentityMatcherFormSchema = z
  .object({
    codiceFiscale: requiredTextField(patterns.fiscalCode, 16),
    nome: requiredTextField(patterns.personName, FIELD_MAX_LENGTHS.name),
    cognome: requiredTextField(patterns.personName, FIELD_MAX_LENGTHS.name),
    // DD/MM/YYYY as typed (SPEC §9, not the browser's date picker order): the very rule of the server's body.
    dataNascita: z.string().trim().pipe(PersonCheckInputSchema.shape.dataNascita),
    sesso: GenderSchema.or(z.literal('')).refine((value) => value !== '', { error: 'required' }),
    bornIn: z.enum([...BIRTH_PLACES, ''], { error: 'required' }).refine((value) => value !== '', {
      error: 'required',
    }),
    comuneNascita: z.string().max(FIELD_MAX_LENGTHS.place, { error: 'maxlength' }),
    paese: z.string(),
  })
  .superRefine((form, context) => {
    if (form.bornIn === 'italy') {
      if (!form.comuneNascita.trim())
        context.addIssue({ code: 'custom', path: ['comuneNascita'], message: 'required' });
      else if (!patterns.extendedText.test(form.comuneNascita))
        context.addIssue({ code: 'custom', path: ['comuneNascita'], message: 'pattern' });
    }
    if (form.bornIn === 'abroad' && !form.paese)
      context.addIssue({ code: 'custom', path: ['paese'], message: 'required' });
  });

export type IdentityMatcherForm = z.input<typeof IdentityMatcherFormSchema>;

/** Field order, for the error summary (the same order as on screen). */
export const FORM_FIELDS = [
  'codiceFiscale',
  'nome',
  'cognome',
  'dataNascita',
  'sesso',
  'bornIn',
  'comuneNascita',
  'paese',
] as const satisfies readonly (keyof IdentityMatcherForm)[];

/** Starts from what the identity provider vouched for, so the person only adds what is missing. */
export function initialForm(claims: IdentityClaims | null): IdentityMatcherForm {
  return {
    codiceFiscale: '',
    nome: claims?.firstName ?? '',
    cognome: claims?.lastName ?? '',
    dataNascita: claims?.dateOfBirth ?? '',
    sesso: claims?.gender ?? '',
    bornIn: '',
    comuneNascita: '',
    paese: '',
  };
}

export function toCheckInput(form: IdentityMatcherForm): PersonCheckInput {
  const italy = form.bornIn === 'italy';
  return {
    codiceFiscale: form.codiceFiscale.trim().toUpperCase(),
    nome: form.nome.trim(),
    cognome: form.cognome.trim(),
    dataNascita: form.dataNascita.trim(),
    sesso: form.sesso === 'F' ? 'F' : 'M',
    statoNascita: italy ? 'Italia' : italianCountryName(form.paese),
    comuneNascita: italy ? form.comuneNascita.trim() : '',
  };
}
