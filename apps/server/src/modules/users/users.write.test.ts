import { apiPaths, type User, type UserInput } from '@suap/shared';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { auditLog, users } from '../../db/schema.js';
import { login, TestBrowser } from '../../../test/browser.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const CREATE = `/api${apiPaths.backOffice.createUser}`;
const MODIFY = `/api${apiPaths.backOffice.modifyUser}`;

const SARA: UserInput = {
  firstName: 'Sara',
  lastName: 'Russo',
  fiscalCode: 'RSSSRA92L47F839E',
  email: 'sara.russo@example.com',
  dateOfBirth: '07/07/1992',
  placeOfBirth: '',
  cityOfBirth: 'Napoli',
  gender: 'F',
  userEidasId: '',
  profile: { profileId: 3 },
  active: 1,
};

const asModify = (user: User) => ({
  userId: user.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  fiscalCode: user.fiscalCode,
  email: user.email ?? '',
  dateOfBirth: user.dateOfBirth,
  cityOfBirth: user.cityOfBirth,
  gender: user.gender,
  profile: { profileId: user.profile.profileId },
  active: user.active,
});

describe('POST backoffice/user/createUser and PUT backoffice/user/modifyUser', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const admin = await signedIn(app, 'bo', 'admin');
  const adminUser: User = (await call(admin, 'GET', '/api/suap/v1/backoffice/userinfo')).json().user;
  const lastAudit = async (userId: number) =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];
  const findByName = async (filter: string) =>
    (await call(admin, 'GET', `/api${apiPaths.backOffice.users}?filter=${encodeURIComponent(filter)}`)).json()
      .userList as User[];

  it('refuses sara.russo at the back office until her user exists, then lets her in', async () => {
    expect((await login(new TestBrowser(app), 'bo', 'sara.russo')).statusCode).toBe(403);

    const res = await call(admin, 'POST', `${CREATE}?lang=en`, SARA);
    expect(res.statusCode, res.body).toBe(200);
    const { user } = res.json();
    expect(res.json()).toMatchObject({ code: 200, description: 'User created' });
    expect(user).toMatchObject({
      firstName: 'Sara',
      lastName: 'Russo',
      fiscalCode: 'RSSSRA92L47F839E',
      dateOfBirth: '07/07/1992',
      placeOfBirth: 'Italia',
      userEidasId: null,
      profile: { profileId: 3, description: 'Collaborator' },
      active: 1,
    });
    expect(await lastAudit(user.userId)).toMatchObject({
      action: 'user.create',
      actorUserId: adminUser.userId,
      details: { profileId: 3, active: 1 },
    });
    expect((await findByName('russo sara')).map((found) => found.userId)).toEqual([user.userId]);

    const sara = new TestBrowser(app);
    const loggedIn = await login(sara, 'bo', 'sara.russo');
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    expect(loggedIn.json().user.profile.profileId).toBe(3);
  });

  it('answers 400 with a message for the modal when the fiscal code or e-mail is taken', async () => {
    const sameCode = await call(admin, 'POST', CREATE, { ...SARA, email: 'altra@example.com' });
    expect(sameCode.statusCode).toBe(400);
    expect(sameCode.json()).toMatchObject({
      code: 400,
      message: 'Utente già esistente',
      description: 'Esiste già un utente con il codice fiscale RSSSRA92L47F839E',
      errors: [{ field: 'body.fiscalCode', rule: 'unique' }],
    });
    // E-mail addresses are compared without case.
    const sameEmail = await call(admin, 'POST', `${CREATE}?lang=en`, {
      ...SARA,
      fiscalCode: 'VRDLGU75C12F205K',
      email: 'SARA.RUSSO@example.com',
    });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toMatchObject({
      message: 'User already exists',
      description: 'A user with e-mail address SARA.RUSSO@example.com already exists',
      errors: [{ field: 'body.email', rule: 'unique' }],
    });
    const rows = await database.db.select().from(users).where(eq(users.fiscalCode, 'VRDLGU75C12F205K'));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['fiscalCode', { fiscalCode: 'NOTACODE' }, 'body.fiscalCode'],
    ['email', { email: 'not-an-email' }, 'body.email'],
    ['userEidasId', { userEidasId: 'XX-1' }, 'body.userEidasId'],
    ['firstName', { firstName: 'R2D2' }, 'body.firstName'],
    ['lastName', { lastName: '' }, 'body.lastName'],
    ['profile', { profile: { profileId: 7 } }, 'body.profile.profileId'],
    ['active', { active: 2 }, 'body.active'],
    ['dateOfBirth', { dateOfBirth: '31/02/1990' }, 'body.dateOfBirth'],
  ])('answers 400 naming the field for a bad %s', async (_name, change, field) => {
    const res = await call(admin, 'POST', CREATE, {
      ...SARA,
      fiscalCode: 'VRDLGU75C12F205K',
      email: 'x@example.com',
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('modifies a user, keeps the search in step and audits the change', async () => {
    const [collab] = await findByName('marco blu');
    if (!collab) throw new Error('seeded collab missing');
    const res = await call(admin, 'PUT', `${MODIFY}?lang=en`, {
      ...asModify(collab),
      lastName: 'Azzurri',
      email: 'marco.azzurri@example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      description: 'User modified',
      user: { lastName: 'Azzurri' },
    });
    expect((await findByName('azzurri')).map((found) => found.userId)).toEqual([collab.userId]);
    const [stored] = await database.db.select().from(users).where(eq(users.userId, collab.userId));
    expect(stored?.searchText).toBe('marco azzurri blumrc82p09a944y marco.azzurri@example.com');
    expect(await lastAudit(collab.userId)).toMatchObject({
      action: 'user.modify',
      actorUserId: adminUser.userId,
      details: { changed: expect.arrayContaining(['lastName', 'email']) },
    });
  });

  it("refuses another user's fiscal code or e-mail on modify, and a missing user", async () => {
    const [collab] = await findByName('azzurri');
    if (!collab) throw new Error('modified collab missing');
    const taken = await call(admin, 'PUT', MODIFY, {
      ...asModify(collab),
      email: 'paola.gialli@example.com',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0]).toMatchObject({ field: 'body.email', rule: 'unique' });
    const missing = await call(admin, 'PUT', MODIFY, { ...asModify(collab), userId: 999_999 });
    expect(missing.statusCode).toBe(404);
    const noId = await call(admin, 'PUT', MODIFY, { ...asModify(collab), userId: undefined });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors[0].field).toBe('body.userId');
  });

  it('never leaves the portal without an active administrator', async () => {
    const demoteSelf = await call(admin, 'PUT', `${MODIFY}?lang=en`, {
      ...asModify(adminUser),
      profile: { profileId: 3 },
    });
    expect(demoteSelf.statusCode).toBe(400);
    expect(demoteSelf.json()).toMatchObject({
      message: 'Last administrator',
      description: expect.stringContaining('you are the last active administrator'),
    });
    const deactivateSelf = await call(admin, 'PUT', MODIFY, { ...asModify(adminUser), active: 0 });
    expect(deactivateSelf.statusCode).toBe(400);
    expect(
      (await database.db.select().from(users).where(eq(users.userId, adminUser.userId)))[0],
    ).toMatchObject({
      profileId: 2,
      active: 1,
    });

    // With a second administrator, stepping down is allowed.
    const [sara] = await findByName('russo sara');
    if (!sara) throw new Error('sara missing');
    expect(
      (await call(admin, 'PUT', MODIFY, { ...asModify(sara), profile: { profileId: 2 } })).statusCode,
    ).toBe(200);
    const stepDown = await call(admin, 'PUT', MODIFY, { ...asModify(adminUser), profile: { profileId: 3 } });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    // The former administrator has lost user management at once.
    expect((await call(admin, 'GET', `/api${apiPaths.backOffice.users}`)).statusCode).toBe(403);
  });
});
