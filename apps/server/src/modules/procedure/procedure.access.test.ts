import { apiPaths, STAFF_ACTIONS } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/back-office-sessions.js';
import {
  answerUrl,
  bodyOf,
  citizenUrl,
  expectEnvelope,
  OPERATORS_URL,
  procedureOf,
  setupProcedureApp,
  staffUrl,
  TEXT,
} from './procedure-test-helper.js';

describe('who may read and act on the procedure (issue 27)', async () => {
  const p = await setupProcedureApp();
  const { mario, anna, admin, collab, staff, people } = p;
  // A second collaborator: sara.russo has no portal user until an administrator creates one.
  const created = await call(admin, 'POST', `/api${apiPaths.backOffice.createUser}`, {
    firstName: 'Sara',
    lastName: 'Russo',
    fiscalCode: 'RSSSRA92L47F839E',
    email: 'sara.russo@example.com',
    profile: { profileId: 3 },
    active: 1,
  });
  expect(created.statusCode, created.body).toBe(200);
  const saraId = created.json().user.userId as number;
  const sara = await signedIn(p.app, 'bo', 'sara.russo');

  it('lets a citizen read and answer only their own requests: anyone else gets 404', async () => {
    const id = await p.inReview(collab);
    procedureOf(await p.staffStep(collab, id, 'requestIntegration'));
    expectEnvelope(await anna.get(citizenUrl(id)), 404);
    const before = await p.versionOf(id);
    const foreign = await anna.post(`${answerUrl(id)}?lang=en`, { version: before, message: TEXT.answer });
    expect(expectEnvelope(foreign, 404).description).toBe('The request does not exist.');
    expect(await p.versionOf(id)).toBe(before);
    expect(procedureOf(await mario.get(citizenUrl(id))).citizenActions).toEqual([
      'answerIntegration',
      'withdraw',
    ]);
    // The front office and the back office do not cross.
    expectEnvelope(await mario.get(staffUrl(id)), 403);
    expectEnvelope(await call(collab, 'GET', citizenUrl(id)), 403);
    expectEnvelope(await call(collab, 'POST', answerUrl(id), { version: before, message: TEXT.answer }), 403);
  });

  it('keeps a request in its responsible operator’s hands until an administrator reassigns it', async () => {
    const id = await p.inReview(collab);
    const refusedToSara = await p.staffStep(sara, id, 'requestIntegration', {}, 'en');
    expect(expectEnvelope(refusedToSara, 403)).toMatchObject({
      reason: 'forbidden',
      description:
        'Only the operator responsible for the request can do this: ask an administrator to assign it to you.',
    });
    // Nor can she take it over, or assign it to herself.
    expect(expectEnvelope(await p.staffStep(sara, id, 'takeInCharge'), 409).reason).toBe('invalid-state');
    const selfAssigned = await p.staffStep(sara, id, 'assign', { assigneeUserId: saraId });
    expect(expectEnvelope(selfAssigned, 403).description).toBe(
      'Solo un amministratore può assegnare una richiesta.',
    );
    // An administrator is not the responsible operator either: assigning is what they may do.
    expect(expectEnvelope(await p.staffStep(admin, id, 'accept'), 403).reason).toBe('forbidden');
    expect(procedureOf(await p.staffView(sara, id)).staffActions).toEqual([]);
    expect(procedureOf(await p.staffView(admin, id)).staffActions).toEqual(['assign']);

    const reassigned = procedureOf(await p.staffStep(admin, id, 'assign', { assigneeUserId: saraId }));
    expect(reassigned).toMatchObject({
      stateId: 6,
      responsibleOperator: { userId: saraId, lastName: 'Russo' },
    });
    expect(expectEnvelope(await p.staffStep(collab, id, 'requestIntegration'), 403).reason).toBe('forbidden');
    expect(procedureOf(await p.staffStep(sara, id, 'requestIntegration')).stateId).toBe(7);
    expect((await p.historyRows(id)).map((row) => [row.action, row.actorUserId, row.assigneeUserId])).toEqual(
      [
        ['send', mario.userId, null],
        ['takeInCharge', people.collabId, people.collabId],
        ['assign', people.adminId, saraId],
        ['requestIntegration', saraId, null],
      ],
    );
  });

  it('lets the generic back-office profile read everything and act on nothing', async () => {
    const id = await p.inReview(collab);
    const seen = procedureOf(await p.staffView(staff, id));
    expect(seen).toMatchObject({ stateId: 6, staffActions: [], defaultIntegrationDueOn: null });
    expect(seen.history).toHaveLength(2);
    expect((await call(staff, 'GET', OPERATORS_URL)).statusCode).toBe(200);
    const before = await p.versionOf(id);
    for (const action of STAFF_ACTIONS) {
      const reply = await call(staff, 'POST', `${staffUrl(id)}?lang=en`, bodyOf(action, before, saraId));
      expect(expectEnvelope(reply, 403)).toMatchObject({
        reason: 'read-only-profile',
        description:
          'Your profile can read requests but not act on them: an administrator or a collaborator is needed.',
      });
    }
    expect(await p.versionOf(id)).toBe(before);
    expect(await p.historyRows(id)).toHaveLength(2);
  });

  it('lets one of several operators acting at once win; the others get 409 and change nothing', async () => {
    const id = await p.sentRequest();
    const version = await p.versionOf(id);
    const replies = await Promise.all(
      [collab, admin, sara].map((browser) =>
        call(browser, 'POST', staffUrl(id), bodyOf('takeInCharge', version)),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
    for (const reply of replies.filter((candidate) => candidate.statusCode === 409))
      expect(expectEnvelope(reply, 409)).toMatchObject({
        reason: 'stale-version',
        currentVersion: version + 1,
      });
    const winner = procedureOf(replies.find((reply) => reply.statusCode === 200)!);
    const takes = (await p.historyRows(id)).filter((row) => row.action === 'takeInCharge');
    expect(takes).toHaveLength(1);
    expect(takes[0]!.actorUserId).toBe(winner.responsibleOperator!.userId);
    expect(await p.versionOf(id)).toBe(version + 1);

    // Two different steps at once on the same version: the responsible operator's and an administrator's.
    const other = await p.inReview(collab);
    const current = await p.versionOf(other);
    const [accept, assign] = await Promise.all([
      call(collab, 'POST', staffUrl(other), bodyOf('accept', current)),
      call(admin, 'POST', staffUrl(other), bodyOf('assign', current, saraId)),
    ]);
    expect([accept.statusCode, assign.statusCode].sort()).toEqual([200, 409]);
    expect(await p.versionOf(other)).toBe(current + 1);
    expect(await p.historyRows(other)).toHaveLength(3);
  });
});
