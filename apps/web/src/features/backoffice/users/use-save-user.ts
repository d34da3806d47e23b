import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { User, UserInput } from '@suap/shared';
import { ALERT_MODAL, openModal, type AlertModalData } from '../../../components/modal';
import { isApiError } from '../../../lib/api';
import {
  backOfficeKeys,
  bodyFieldErrors,
  createUser,
  modifyUser,
  type ServerFieldError,
} from '../../../lib/api/backoffice';
import { sessionStore } from '../../../lib/session-storage';
import { useLanguage } from '../../../lib/use-language';
import { userDetailsPath } from '../back-office-links';
import { setUserOutcome } from './user-outcome';

/**
 * Saves a new user (no userId) or changes one, then opens the user's details with the success modal (SPEC §8:
 * created shows the full name and profile, modified the full name). A 400 shows the server's message in a modal
 * (duplicate fiscal code or e-mail, last administrator) and hands its field errors back to the form; any other
 * failure is the generic bo.user-create error.
 */
export function useSaveUser(userId?: number) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return async (input: UserInput): Promise<ServerFieldError[]> => {
    let user: User;
    try {
      const reply =
        userId === undefined ? await createUser(input, lang) : await modifyUser({ ...input, userId }, lang);
      user = reply.user;
    } catch (error) {
      const refused = isApiError(error) && error.httpStatus === 400 && error.status.code === 400;
      openModal<AlertModalData>({
        component: ALERT_MODAL,
        severity: 'error',
        data: refused
          ? { title: error.status.message, description: error.status.description }
          : { title: t('bo.user-create.title'), description: t('bo.user-create.description') },
      });
      return bodyFieldErrors(error);
    }

    const name = `${user.firstName} ${user.lastName}`;
    setUserOutcome({
      component: ALERT_MODAL,
      severity: 'success',
      data: (userId === undefined
        ? {
            title: t('backoffice.user-outcome.created.title'),
            description: t('backoffice.user-outcome.created.description', {
              name,
              profile: user.profile.description,
            }),
          }
        : {
            title: t('backoffice.user-outcome.modified.title'),
            description: t('backoffice.user-outcome.modified.description', { name }),
          }) satisfies AlertModalData,
    });
    queryClient.setQueryData(backOfficeKeys.user(user.userId, lang), {
      code: 200,
      message: 'OK',
      description: '',
      user,
    });
    void queryClient.invalidateQueries({ queryKey: backOfficeKeys.userLists() });
    sessionStore.set('selectedUser', user);
    await navigate(userDetailsPath(lang));
    return [];
  };
}
