import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { NotificationType } from '@suap/shared';
import { CITIZEN, CITIZEN_PERSONAL_DATA, TEST_INITIATIVE, TEST_SUAP } from '../../../../test/fixtures';
import { newDraft, type WizardDraft } from '../../draft/wizard-draft';
import { summaryGroups } from './summary-rows';

const answered: WizardDraft = {
  ...newDraft(CITIZEN, TEST_SUAP),
  iniziative: TEST_INITIATIVE,
  procedureNotification: { typeId: NotificationType.PEC, address: 'mario@pec.it' },
  personalData: { ...CITIZEN_PERSONAL_DATA, legalRepresentative: true, companyName: 'Rossi srl' },
  partitaIva: '12345678901',
};

// The summary reads the shared request-to-rows mapping with the wizard's own wording (issue 26): the rows, their
// order and their texts stay those of the form fields, as before the mapping was shared.
describe('summaryGroups', () => {
  it('words every answer as the step forms do, in English', () => {
    const t = i18next.getFixedT('en');
    const groups = summaryGroups(answered, t, 'en');
    expect(groups.contacts).toEqual([
      { label: t('enrolment.contacts.type-legend'), value: t('enrolment.contacts.type-pec') },
      { label: t('enrolment.contacts.address'), value: 'mario@pec.it' },
    ]);
    expect(groups.initiative).toEqual([
      { label: t('enrolment.summary.suap'), value: TEST_SUAP.name, italian: true },
      { label: t('enrolment.summary.suap-pec'), value: TEST_SUAP.pec },
      { label: t('enrolment.summary.initiative'), value: 'Opening a neighbourhood shop' },
      { label: t('enrolment.summary.initiative-code'), value: 'COM-7' },
      { label: t('enrolment.summary.activity'), value: 'Retail trade' },
      { label: t('enrolment.summary.area'), value: 'Trade' },
    ]);
    expect(groups.personal).toEqual([
      { label: t('enrolment.personal.firstName'), value: 'Mario' },
      { label: t('enrolment.personal.lastName'), value: 'Rossi' },
      { label: t('enrolment.personal.fiscalCode'), value: CITIZEN.fiscalCode },
      { label: t('enrolment.personal.dateOfBirth'), value: '01/01/1980' },
      { label: t('enrolment.personal.placeOfBirth'), value: 'Italia' },
      { label: t('enrolment.personal.cityOfBirth'), value: 'Roma', italian: true },
      { label: t('enrolment.personal.gender'), value: t('enrolment.personal.gender-M') },
      { label: t('enrolment.personal.email'), value: 'mario.rossi@example.com' },
      { label: t('enrolment.personal.legalRepresentative'), value: t('enrolment.summary.yes') },
      { label: t('enrolment.personal.companyName'), value: 'Rossi srl' },
      { label: t('enrolment.personal.partitaIva'), value: '12345678901' },
    ]);
  });

  it('shows "No" and no company rows before the person is a legal representative, even with a VAT number', () => {
    const t = i18next.getFixedT('it');
    const empty = summaryGroups({ ...newDraft(CITIZEN), partitaIva: '12345678901' }, t, 'it');
    expect(empty.contacts.map((row) => row.value)).toEqual(['', '']);
    expect(empty.initiative.map((row) => row.value)).toEqual(['', '', '', '', '', '']);
    expect(empty.personal).toHaveLength(9);
    expect(empty.personal.at(-1)).toEqual({
      label: t('enrolment.personal.legalRepresentative'),
      value: t('enrolment.summary.no'),
    });
    expect(empty.personal.at(0)?.label).toBe(t('enrolment.personal.firstName'));
  });
});
