import {
  normalizeFiscalCode,
  parseDisplayDate,
  Role,
  totalPagesFor,
  type Language,
  type User,
  type UserInput,
  type UserListQuery,
  type UserListReply,
  type UserModifyInput,
} from '@suap/shared';
import { userSearchText } from '../../db/search-text.js';
import { ApiError, notFound } from '../../lib/reply.js';
import { toUserView } from '../auth/user-view.js';
import {
  uniqueViolationField,
  type UniqueUserField,
  type UserValues,
  type UsersRepository,
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
export class UsersService {
  constructor(private readonly repository: UsersRepository) {}

  async list(query: UserListQuery, lang: Language): Promise<UserListReply> {
    const { rows, totalResults } = await this.repository.list({
      filter: query.filter,
      sort: query.sort,
      lang,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      code: 200,
      message: 'OK',
      description: say(lang, `${totalResults} utenti trovati`, `${totalResults} users found`),
      page: query.page,
      size: query.size,
      totalResults,
      totalPages: totalPagesFor(totalResults, query.size),
      sort: query.sort,
      filter: query.filter ?? null,
      userList: rows.map((row) => toUserView(row, lang)),
    };
  }

  async get(userId: number, lang: Language): Promise<User> {
    const row = await this.repository.findById(userId);
    if (!row) throw notFound(say(lang, `L'utente ${userId} non esiste`, `User ${userId} does not exist`));
    return toUserView(row, lang);
  }

  async create(actorUserId: number, input: UserInput, lang: Language): Promise<User> {
    const values = toUserValues(input);
    await this.refuseDuplicates(values, lang);
    const userId = await this.repository
      .create(values, actorUserId)
      .catch((error: unknown) => this.rethrowDuplicate(error, values, lang));
    return this.get(userId, lang);
  }

  async modify(actorUserId: number, input: UserModifyInput, lang: Language): Promise<User> {
    const values = toUserValues(input);
    await this.get(input.userId, lang);
    await this.refuseDuplicates(values, lang, input.userId);
    const staysActiveAdministrator = values.profileId === Role.BO_ADMIN && values.active === 1;
    const outcome = await this.repository
      .update(input.userId, values, actorUserId, (others) => staysActiveAdministrator || others > 0)
      .catch((error: unknown) => this.rethrowDuplicate(error, values, lang));
    if (outcome === 'not-found') return this.get(input.userId, lang);
    if (outcome === 'last-admin') {
      const description = lastAdministratorText(input.userId === actorUserId, lang);
      throw new ApiError(400, say(lang, 'Ultimo amministratore', 'Last administrator'), description, {
        errors: [{ field: 'body.active', rule: 'last-admin', message: description }],
      });
    }
    return this.get(input.userId, lang);
  }

  private async refuseDuplicates(values: UserValues, lang: Language, exceptUserId?: number): Promise<void> {
    const taken = await this.repository.takenFields(values, exceptUserId);
    if (taken.length > 0) throw duplicateError(taken, values, lang);
  }

  private rethrowDuplicate(error: unknown, values: UserValues, lang: Language): never {
    const field = uniqueViolationField(error);
    if (field) throw duplicateError([field], values, lang);
    throw error;
  }
}

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
