import { apiPaths, formatDate, INTEGRATION_TERM_DAYS_MAX } from '@suap/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/back-office-sessions.js';
import {
  answerUrl,
  daysFromToday,
  expectEnvelope,
  procedureOf,
  setupProcedureApp,
  staffUrl,
  TEXT,
} from './procedure-test-helper.js';

/** Bad input is a 400 naming the field and the rule, in the request's language, and changes nothing. */
describe('input of the procedure (issue 27)', async () => {
  const p = await setupProcedureApp();
  const { admin, collab, mario } = p;
  const userIdOf = async (fiscalCode: string) =>
    Number(
      (
        await p.database.db.execute<{ user_id: number }>(
          sql`select user_id from users where fiscal_code = ${fiscalCode}`,
        )
      ).rows[0]!.user_id,
    );
  const inactive = await call(admin, 'POST', `/api${apiPaths.backOffice.createUser}`, {
    firstName: 'Ugo',
    lastName: 'Fermo',
    fiscalCode: 'FRMUGO80A01H501Z',
    email: 'ugo.fermo@example.com',
    profile: { profileId: 3 },
    active: 0,
  });
  expect(inactive.statusCode, inactive.body).toBe(200);

  it('assigns only to an active administrator or collaborator', async () => {
    const id = await p.inReview(collab);
    const before = await p.versionOf(id);
    const candidates = [
      await userIdOf('RSSMRA80A01H501U'), // a citizen
      await userIdOf('CNTLNE88D50L219P'), // the generic back-office profile
      inactive.json().user.userId as number,
      999_999,
    ];
    for (const assigneeUserId of candidates) {
      const reply = await p.staffStep(admin, id, 'assign', { assigneeUserId }, 'en');
      expect(expectEnvelope(reply, 400).errors, String(assigneeUserId)).toEqual([
        {
          field: 'body.assigneeUserId',
          rule: 'operator',
          message: 'The field "responsible operator" must name an active administrator or collaborator.',
        },
      ]);
    }
    const italian = await p.staffStep(admin, id, 'assign', { assigneeUserId: 999_999 });
    expect(expectEnvelope(italian, 400)).toMatchObject({
      message: 'Dati non validi',
      description:
        'Il campo «operatore responsabile» deve indicare un amministratore o un collaboratore attivo.',
    });
    expect(await p.versionOf(id)).toBe(before);
    expect(
      procedureOf(await p.staffStep(admin, id, 'assign', { assigneeUserId: p.people.adminId })).stateId,
    ).toBe(6);
  });

  it('takes an integration due date from tomorrow to the longest term allowed', async () => {
    const id = await p.inReview(collab);
    const today = await p.staffStep(collab, id, 'requestIntegration', { dueOn: daysFromToday(0) }, 'en');
    expect(expectEnvelope(today, 400).errors).toEqual([
      {
        field: 'body.dueOn',
        rule: 'min',
        message: `The field "answer due date" must be a date from ${formatDate(daysFromToday(1))} on.`,
      },
    ]);
    const tooFar = await p.staffStep(collab, id, 'requestIntegration', {
      dueOn: daysFromToday(INTEGRATION_TERM_DAYS_MAX + 1),
    });
    expect(expectEnvelope(tooFar, 400).errors).toEqual([
      {
        field: 'body.dueOn',
        rule: 'max',
        message: `Il campo «termine per la risposta» può essere al massimo il ${formatDate(daysFromToday(INTEGRATION_TERM_DAYS_MAX))}.`,
      },
    ]);
    const notADate = await p.staffStep(collab, id, 'requestIntegration', { dueOn: '2026-02-30' });
    expect(expectEnvelope(notADate, 400).errors).toMatchObject([{ field: 'body.dueOn', rule: 'date' }]);
    const longest = daysFromToday(INTEGRATION_TERM_DAYS_MAX);
    const asked = procedureOf(await p.staffStep(collab, id, 'requestIntegration', { dueOn: longest }));
    expect(asked.termDueOn).toBe(longest);
  });

  it('names every missing, short, unknown or mistyped field of a staff step', async () => {
    const id = await p.inReview(collab);
    const version = await p.versionOf(id);
    const cases: [object, string, string][] = [
      [{ action: 'accept', version }, 'body.reason', 'required'],
      [{ action: 'accept', version, reason: '   ok    ' }, 'body.reason', 'minlength'],
      [{ action: 'accept', version, reason: 'x'.repeat(2001) }, 'body.reason', 'maxlength'],
      [{ action: 'accept', reason: TEXT.reason }, 'body.version', 'required'],
      [{ action: 'approve', version }, 'body.action', 'invalid'],
      [{ action: 'takeInCharge', version, assigneeUserId: 3 }, 'body.assigneeUserId', 'unknown'],
      [
        { action: 'requestIntegration', version, message: 7, dueOn: daysFromToday(5) },
        'body.message',
        'invalid',
      ],
    ];
    for (const [body, field, rule] of cases) {
      const reply = await call(collab, 'POST', staffUrl(id), body);
      expect(expectEnvelope(reply, 400).errors, JSON.stringify(body)).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
    }
    const english = await call(collab, 'POST', `${staffUrl(id)}?lang=en`, {
      action: 'accept',
      version,
      reason: 'ok',
    });
    expect(expectEnvelope(english, 400).description).toBe(
      'The field "reason" must have at least 10 characters.',
    );
    expect(await p.versionOf(id)).toBe(version);
  });

  it('names the fields of a citizen answer', async () => {
    const id = await p.inReview(collab);
    procedureOf(await p.staffStep(collab, id, 'requestIntegration'));
    const version = await p.versionOf(id);
    const short = await mario.post(`${answerUrl(id)}?lang=en`, { version, message: 'ok' });
    expect(expectEnvelope(short, 400).description).toBe(
      'The field "message" must have at least 10 characters.',
    );
    const extra = await mario.post(answerUrl(id), { version, message: TEXT.answer, stateId: 8 });
    expect(expectEnvelope(extra, 400).errors).toMatchObject([{ field: 'body.stateId', rule: 'unknown' }]);
    expect(await p.versionOf(id)).toBe(version);
  });
});
