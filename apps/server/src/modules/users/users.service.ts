import {
  normalizeFiscalCode,
  parseDisplayDate,
  Role,
  type Language,
  type User,
  type UserInput,
  type UserListQuery,
  type UserListReply,
  type UserModifyInput,
} from '@suap/shared';
import { userSearchText } from '../../db/search-text.js';
import { pageInfo, pageWindow } from '../../lib/paging.js';
import { ApiError, notFound } from '../../lib/reply.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { toUserView } from '../../lib/user-view.js';
import {
  uniqueViolationField,
  type UniqueUserField,
  type UserValues,
  usersRepository,
} from './users.repository.js';

const say = (lang: Language, it: string, en: string) => (lang === 'en' ? en : it);
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const DUPLICATE_TEXTS: Record<UniqueUserField, { it: string; en: string }> = {
  fiscalCode: { it: 'il codice fiscale', en: 'fiscal code' },
  email: { it: "l'indirizzo e-mail", en: 'e-mail address' },
  userEidasId: { it: "l'identificativo eIDAS", en: 'eIDAS identifier' },
};

/** The stored columns of what an administrator typed (SPEC §5 already checked by the shared schema). */
export function toUserValues(input: UserInput): UserValues {
  const values = {
    userEidasId: blankToNull(input.userEidasId),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    dateOfBirth: input.dateOfBirth ? parseDisplayDate(input.dateOfBirth) : null,
    placeOfBirth: blankToNull(input.placeOfBirth),
    cityOfBirth: blankToNull(input.cityOfBirth),
    fiscalCode: normalizeFiscalCode(input.fiscalCode),
    gender: input.gender ? input.gender : null,
    email: input.email.trim(),
    profileId: input.profile.profileId,
    active: input.active,
  };
  return { ...values, searchText: userSearchText(values) };
}

/**
 * SPEC §7 user management, for administrators only (the routes declare config.access 'admin'). Duplicate
 * fiscal code, e-mail or eIDAS id and the last-administrator rule answer 400 with a message the web shows in
 * a modal (SPEC §8), in the caller's language, plus `errors` naming the field.
 */
export function createUsersService({ database }: ServiceDeps) {
  const repository = usersRepository(database.db);

  async function list(query: UserListQuery, lang: Language): Promise<UserListReply> {
    const { rows, totalResults } = await repository.list({
      filter: query.filter,
      sort: query.sort,
      lang,
      ...pageWindow(query.page, query.size),
    });
    return {
      code: 200,
      message: 'OK',
      description: say(lang, `${totalResults} utenti trovati`, `${totalResults} users found`),
      ...pageInfo(query.page, query.size, totalResults),
      sort: query.sort,
      filter: query.filter ?? null,
      userList: rows.map((row) => toUserView(row, lang)),
    };
  }

  async function get(userId: number, lang: Language): Promise<User> {
    const row = await repository.findById(userId);
    if (!row) throw notFound(say(lang, `L'utente ${userId} non esiste`, `User ${userId} does not exist`));
    return toUserView(row, lang);
  }

  async function create(actorUserId: number, input: UserInput, lang: Language): Promise<User> {
    const values = toUserValues(input);
    await refuseDuplicates(values, lang);
    const userId = await repository
      .create(values, actorUserId)
      .catch((error: unknown) => rethrowDuplicate(error, values, lang));
    return get(userId, lang);
  }

  async function modify(actorUserId: number, input: UserModifyInput, lang: Language): Promise<User> {
    const values = toUserValues(input);
    await get(input.userId, lang);
    await refuseDuplicates(values, lang, input.userId);
    const staysActiveAdministrator = values.profileId === Role.BO_ADMIN && values.active === 1;
    const outcome = await repository
      .update(input.userId, values, actorUserId, (others) => staysActiveAdministrator || others > 0)
      .catch((error: unknown) => rethrowDuplicate(error, values, lang));
    if (outcome === 'not-found') return get(input.userId, lang);
    if (outcome === 'last-admin') {
      const description = lastAdministratorText(input.userId === actorUserId, lang);
      throw new ApiError(400, say(lang, 'Ultimo amministratore', 'Last administrator'), description, {
        errors: [{ field: 'body.active', rule: 'last-admin', message: description }],
      });
    }
    return get(input.userId, lang);
  }

  async function refuseDuplicates(values: UserValues, lang: Language, exceptUserId?: number): Promise<void> {
    const taken = await repository.takenFields(values, exceptUserId);
    if (taken.length > 0) throw duplicateError(taken, values, lang);
  }

  function rethrowDuplicate(error: unknown, values: UserValues, lang: Language): never {
    const field = uniqueViolationField(error);
    if (field) throw duplicateError([field], values, lang);
    throw error;
  }

  return { list, get, create, modify };
}

export type UsersService = ReturnType<typeof createUsersService>;

function lastAdministratorText(self: boolean, lang: Language): string {
  if (self) {
    return say(
      lang,
      "Non puoi disattivarti né cambiare il tuo profilo: sei l'ultimo amministratore attivo. Nomina prima un altro amministratore.",
      'You cannot deactivate yourself or change your own profile: you are the last active administrator. Appoint another administrator first.',
    );
  }
  return say(
    lang,
    "Non puoi disattivare questo utente né cambiarne il profilo: è l'ultimo amministratore attivo. Nomina prima un altro amministratore.",
    'You cannot deactivate this user or change their profile: they are the last active administrator. Appoint another administrator first.',
  );
}

function duplicateError(fields: UniqueUserField[], values: UserValues, lang: Language): ApiError {
  const errors = fields.map((field) => {
    const what = DUPLICATE_TEXTS[field];
    const value = values[field] ?? '';
    const message = say(
      lang,
      `Esiste già un utente con ${what.it} ${value}`,
      `A user with ${what.en} ${value} already exists`,
    );
    return { field: `body.${field}`, rule: 'unique', message };
  });
  return new ApiError(
    400,
    say(lang, 'Utente già esistente', 'User already exists'),
    errors.map((error) => error.message).join('. '),
    { errors },
  );
}
