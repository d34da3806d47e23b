import { z } from 'zod';
import { IniziativeSchema, SuapSelectionSchema, type Iniziative, type Language } from '@suap/shared';
import type { WizardDraft } from '../../draft/wizard-draft';

const SuapChoiceSchema = SuapSelectionSchema.extend({ pec: z.string().optional() });
export type SuapChoice = z.infer<typeof SuapChoiceSchema>;

export interface InitiativeValues {
  suap: SuapChoice | null;
  iniziative: Iniziative | null;
}

export const initiativeDraftSchema = z.object({
  suap: SuapChoiceSchema.nullable(),
  iniziative: IniziativeSchema.nullable(),
});

/** SPEC §4: the step is complete with an initiative and a SUAP. */
export const initiativeCompleteSchema = z.object({
  suap: SuapChoiceSchema.nullable().refine((value) => value !== null, { error: 'required' }),
  iniziative: IniziativeSchema.nullable().refine((value) => value !== null, { error: 'required' }),
});

export function initiativeChanges(values: InitiativeValues): Partial<WizardDraft> {
  return { suap: values.suap, iniziative: values.iniziative };
}

/**
 * The chosen initiative in the page language. The draft keeps the initiative as it was picked (its `description`
 * in the language of that moment); the It/En variants it always carries follow a language switch (SPEC §4,
 * issue 23 item 6).
 */
export function initiativeLabel(initiative: Iniziative, lang: Language): string {
  return (lang === 'en' ? initiative.descriptionEn : initiative.descriptionIt) || initiative.description;
}
