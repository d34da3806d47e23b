import {
  isBackOfficeProfile,
  isFrontOfficeProfile,
  parseDisplayDate,
  Role,
  type IdentityClaims,
  type Language,
} from '@suap/shared';
import { msg } from '../../lib/messages/index.js';
import { ApiError } from '../../lib/reply.js';
import type { UserWithProfileRow } from '../../lib/user-view.js';
import type { AuthRepository } from './auth.repository.js';
import { refuse } from './login-refusals.js';

/** Who a login lets in: the user rules of SPEC §4 (login) and §5 (identity matching), apart from sessions. */
export function loginUsers(repository: AuthRepository) {
  /**
   * SPEC §4: front-office login succeeds only for an active FRONT_OFFICE user. A first login with a fiscal code
   * creates that user from the claims; without a fiscal code an eIDAS identity already linked logs in as its
   * user, otherwise it goes to identity matching.
   */
  async function frontOfficeUser(identity: IdentityClaims, lang: Language) {
    let user: UserWithProfileRow | undefined;
    let created = false;
    if (identity.fiscalCode) {
      user = await repository.findUserByFiscalCode(identity.fiscalCode);
      if (!user) {
        await repository.createUser(newFrontOfficeUser(identity, identity.fiscalCode, null));
        user = await repository.findUserByFiscalCode(identity.fiscalCode);
        created = true;
      }
    } else if (identity.userEidasId) {
      user = await repository.findUserByEidasId(identity.userEidasId);
      if (!user) return { user: null, identityMatching: true, created };
    } else {
      throw refuse('no-identifier', lang);
    }
    if (!user) throw refuse('no-user', lang);
    if (user.active !== 1) throw refuse('inactive-fo', lang);
    if (!isFrontOfficeProfile(user.profileId)) throw refuse('profile-fo', lang);
    return { user, identityMatching: false, created };
  }

  /** SPEC §4: back-office login needs a fiscal code and an existing, active user with a back-office profile. */
  async function backOfficeUser(identity: IdentityClaims, lang: Language) {
    if (!identity.fiscalCode) throw refuse('no-fiscal-code', lang);
    const user = await repository.findUserByFiscalCode(identity.fiscalCode);
    if (!user) throw refuse('no-bo-user', lang);
    if (user.active !== 1) throw refuse('inactive-bo', lang);
    if (!isBackOfficeProfile(user.profileId)) throw refuse('profile-bo', lang);
    return { user, identityMatching: false, created: false };
  }

  /**
   * SPEC §5: the user an eIDAS identity waiting for identity matching becomes once its fiscal code is verified:
   * a new FRONT_OFFICE user, or the existing user of that code (then linked to the eIDAS id).
   */
  async function linkedUser(
    identity: IdentityClaims,
    eidasId: string,
    fiscalCode: string,
    placeOfBirth: { state: string; city: string | null },
    lang: Language,
  ): Promise<UserWithProfileRow> {
    const linkedElsewhere = await repository.findUserByEidasId(eidasId);
    if (linkedElsewhere && linkedElsewhere.fiscalCode !== fiscalCode) {
      throw new ApiError(409, 'Conflict', msg('identity.eidas-linked'));
    }
    let user = await repository.findUserByFiscalCode(fiscalCode);
    if (user?.userEidasId && user.userEidasId !== eidasId) {
      throw new ApiError(409, 'Conflict', msg('identity.fiscal-code-linked'));
    }
    if (!user) {
      await repository.createUser(
        newFrontOfficeUser(identity, fiscalCode, eidasId, placeOfBirth.state, placeOfBirth.city),
      );
      user = await repository.findUserByFiscalCode(fiscalCode);
    } else if (!user.userEidasId) {
      await repository.setEidasId(user.userId, eidasId);
      user = await repository.findUserById(user.userId);
    }
    if (!user) throw new Error('linked user not found');
    if (user.active !== 1) throw refuse('inactive-fo', lang);
    if (!isFrontOfficeProfile(user.profileId)) throw refuse('profile-fo', lang);
    return user;
  }

  return { frontOfficeUser, backOfficeUser, linkedUser };
}

function newFrontOfficeUser(
  identity: IdentityClaims,
  fiscalCode: string,
  userEidasId: string | null,
  placeOfBirth: string | null = null,
  cityOfBirth: string | null = null,
) {
  return {
    firstName: identity.firstName,
    lastName: identity.lastName,
    fiscalCode,
    dateOfBirth: identity.dateOfBirth ? parseDisplayDate(identity.dateOfBirth) : null,
    placeOfBirth,
    cityOfBirth,
    gender: identity.gender,
    email: identity.email,
    userEidasId,
    profileId: Role.FRONT_OFFICE,
  };
}
