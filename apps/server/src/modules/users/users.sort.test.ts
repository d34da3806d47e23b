import { apiPaths, type User, type UserListReply } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.js';
import { userSearchText } from '../../db/search-text.js';
import { users } from '../../db/schema.js';
import { call, signedIn } from '../../../test/back-office-sessions.js';

const LIST = `/api${apiPaths.backOffice.users}`;

// Issue 22 item 5: names sort as an Italian reader expects (ICU collation suap_it, migration 0009), case- and
// accent-insensitively, not by code point ("Ágata" after "Zeno", "de Luca" after "Verdi"); the profile sorts by
// the label shown in the page's language, not by its id.
describe('GET backoffice/user/list order', async () => {
  const { app, database } = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: 1000 });
  const admin = await signedIn(app, 'bo', 'admin');

  // Each carries "sortprobe" in the e-mail, so a filter lists only them.
  const PEOPLE = [
    ['Sara', 'Verdi', 1],
    ['Ágata', 'Zeno', 2],
    ['zoe', 'de Luca', 3],
    ['Éva', 'Sara', 99],
    ['Bruno', 'Ágata', 1],
    ['agnese', "D'Amico", 2],
  ] as const;
  await database.db.insert(users).values(
    PEOPLE.map(([firstName, lastName, profileId], index) => {
      const values = {
        firstName,
        lastName,
        profileId,
        fiscalCode: `SRTPRB80A01H50${index}X`,
        email: `person${index}.sortprobe@example.com`,
      };
      return { ...values, searchText: userSearchText(values) };
    }),
  );

  async function listed(sort: string, lang = 'it'): Promise<User[]> {
    const res = await call(admin, 'GET', `${LIST}?filter=sortprobe&size=100&lang=${lang}&sort=${sort}`);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json() as UserListReply;
    expect(reply.totalResults).toBe(PEOPLE.length);
    return reply.userList;
  }

  it('sorts by last name and first name ignoring case and accents, both ways', async () => {
    const byLastName = ['Ágata', "D'Amico", 'de Luca', 'Sara', 'Verdi', 'Zeno'];
    expect((await listed('lastName;asc')).map((user) => user.lastName)).toEqual(byLastName);
    expect((await listed('lastName;desc')).map((user) => user.lastName)).toEqual([...byLastName].reverse());
    const byFirstName = ['Ágata', 'agnese', 'Bruno', 'Éva', 'Sara', 'zoe'];
    expect((await listed('firstName;asc')).map((user) => user.firstName)).toEqual(byFirstName);
    expect((await listed('firstName;desc')).map((user) => user.firstName)).toEqual(
      [...byFirstName].reverse(),
    );
  });

  it('sorts by the profile label in the page’s language', async () => {
    const labels = async (sort: string, lang: string) => [
      ...new Set((await listed(sort, lang)).map((user) => user.profile.description)),
    ];
    const italian = ['Amministratore', 'Cittadino o impresa', 'Collaboratore', 'Operatore di back office'];
    expect(await labels('profile;asc', 'it')).toEqual(italian);
    expect(await labels('profile;desc', 'it')).toEqual([...italian].reverse());
    const english = ['Administrator', 'Back-office operator', 'Citizen or business', 'Collaborator'];
    expect(await labels('profile;asc', 'en')).toEqual(english);
  });
});
