import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorSummary } from '../../../components/error-summary/ErrorSummary';
import { PageHeading } from '../../../components/page/PageHeading';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { isApiError } from '../../../lib/api';
import {
  identityMatch,
  loginStartHref,
  refreshSession,
  sessionState,
  logout,
  useSessionState,
} from '../../../lib/session';
import { sessionStore } from '../../../lib/session-storage';
import { translateFirst } from '../../../lib/text-keys';
import { useLanguage } from '../../../lib/use-language';
import { loginTarget, safePath } from '../callbacks/callback-targets';
import { countryOptions } from './countries';
import { FieldFrame } from './FormField';
import {
  FORM_FIELDS,
  IdentityMatcherFormSchema,
  initialForm,
  toCheckInput,
  type IdentityMatcherForm,
} from './identity-matcher-form';
import { RadioGroup } from './RadioGroup';
import './identity-matcher.css';

type Outcome = 'invalid' | 'error' | null;

/** SPEC §5 identity match: a 400 or valido false is "invalid"; any other failure is the generic error. */
function outcomeOf(error: unknown): Outcome {
  if (
    isApiError(error) &&
    (error.httpStatus === 400 || (error.reply as { valido?: unknown })?.valido === false)
  )
    return 'invalid';
  return 'error';
}

/**
 * `/:lang/auth/identity-matcher` (SPEC §2, §5): a person logged in without a fiscal code (eIDAS) enters it with
 * their personal data; the server checks that they match and links the identity, then the login continues.
 */
export default function IdentityMatcherPage() {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { identityMatching, user, claims } = useSessionState();
  const [checked, setChecked] = useState(identityMatching);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const countries = useMemo(() => countryOptions(lang), [lang]);
  usePageMeta({ title: t('auth.identity-matcher.title') });

  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<IdentityMatcherForm>({
    resolver: zodResolver(IdentityMatcherFormSchema),
    defaultValues: initialForm(claims),
  });

  // A reload of this page has no claims yet: ask the server, then start the form from them.
  useEffect(() => {
    if (identityMatching && claims) return;
    void refreshSession(lang).then((reply) => {
      if (reply?.claims && reply.identityMatching) reset(initialForm(reply.claims));
      setChecked(true);
    });
    // Only once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const errorList = FORM_FIELDS.filter((field) => errors[field]);
  const bornIn = watch('bornIn');

  const message = (field: keyof IdentityMatcherForm, fieldErrors: FieldErrors<IdentityMatcherForm>) => {
    const rule = fieldErrors[field]?.message;
    if (!rule) return undefined;
    return translateFirst(t, i18n, [
      `auth.identity-matcher.errors.${field}.${rule}`,
      `auth.identity-matcher.errors.${rule}`,
    ]);
  };

  // Not completing the identity now: the login at the provider is closed too (SPEC §4 logout), and the person
  // comes back to the home page (the page they were going to may need the login they gave up).
  const cancel = () => {
    sessionStore.clear('loginOrigin');
    void logout(`/${lang}`);
  };

  const onSubmit = handleSubmit(async (form) => {
    setOutcome(null);
    try {
      const reply = await identityMatch(toCheckInput(form), lang);
      sessionState.applyServer({ ...reply, idp: 'fo' }, true);
      const origin = safePath(reply.origin) ?? safePath(sessionStore.get('loginOrigin'));
      sessionStore.clear('loginOrigin');
      await navigate(loginTarget(origin ?? `/${lang}`), { replace: true });
    } catch (error) {
      setOutcome(outcomeOf(error));
    }
  });

  if (user || (checked && !identityMatching)) {
    return (
      <div className="container my-5">
        <PageHeading>{t('auth.identity-matcher.title')}</PageHeading>
        <p className="lead">
          {t(user ? 'auth.identity-matcher.already' : 'auth.identity-matcher.no-pending')}
        </p>
        {!user && (
          <a className="btn btn-primary" href={loginStartHref('fo', `/${lang}`, lang)}>
            {t('auth.failed.login')}
          </a>
        )}
      </div>
    );
  }

  const field = (name: keyof IdentityMatcherForm) => ({
    id: `identity-${name}`,
    label: t(`auth.identity-matcher.fields.${name}`),
    error: message(name, errors),
  });

  return (
    <div className="container my-5">
      <div className="row">
        <div className="col-12 col-lg-8">
          <PageHeading>{t('auth.identity-matcher.title')}</PageHeading>
          <p className="lead">{t('auth.identity-matcher.intro')}</p>
          <p>{t('auth.identity-matcher.required-note')}</p>

          {outcome && (
            <div ref={outcomeRef} tabIndex={-1} className="alert alert-danger" role="alert">
              <h2 className="h5">{t(`auth.identity-matcher.${outcome}.title`)}</h2>
              <p className="mb-0">{t(`auth.identity-matcher.${outcome}.description`)}</p>
            </div>
          )}

          <ErrorSummary
            errors={errorList.map((name) => ({
              fieldId: `identity-${name}`,
              message: `${t(`auth.identity-matcher.fields.${name}`)}: ${message(name, errors) ?? ''}`,
            }))}
            attempt={submitCount}
            title={(count) => t('auth.identity-matcher.summary', { count })}
            onRefused="scroll"
            className=""
          />

          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <FieldFrame {...field('codiceFiscale')} hint={t('auth.identity-matcher.hints.codiceFiscale')}>
              {(describedBy) => (
                <input
                  id="identity-codiceFiscale"
                  className="form-control text-uppercase"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={16}
                  aria-required="true"
                  aria-invalid={errors.codiceFiscale ? true : undefined}
                  aria-describedby={describedBy}
                  {...register('codiceFiscale', {
                    setValueAs: (value: string) => value.trim().toUpperCase(),
                  })}
                />
              )}
            </FieldFrame>
            {(['nome', 'cognome'] as const).map((name) => (
              <FieldFrame key={name} {...field(name)}>
                {(describedBy) => (
                  <input
                    id={`identity-${name}`}
                    className="form-control"
                    autoComplete={name === 'nome' ? 'given-name' : 'family-name'}
                    aria-required="true"
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={describedBy}
                    {...register(name)}
                  />
                )}
              </FieldFrame>
            ))}
            <FieldFrame {...field('dataNascita')} hint={t('auth.identity-matcher.hints.dataNascita')}>
              {(describedBy) => (
                // Typed DD/MM/YYYY (SPEC §9): a native date input shows the browser's order (03/15/1975).
                <input
                  id="identity-dataNascita"
                  className="form-control"
                  maxLength={10}
                  autoComplete="bday"
                  aria-required="true"
                  aria-invalid={errors.dataNascita ? true : undefined}
                  aria-describedby={describedBy}
                  {...register('dataNascita')}
                />
              )}
            </FieldFrame>

            <RadioGroup
              name="sesso"
              legend={t('auth.identity-matcher.fields.sesso')}
              error={message('sesso', errors)}
              options={[
                { value: 'F', label: t('auth.identity-matcher.gender.F') },
                { value: 'M', label: t('auth.identity-matcher.gender.M') },
              ]}
              register={register}
            />
            <RadioGroup
              name="bornIn"
              legend={t('auth.identity-matcher.fields.bornIn')}
              error={message('bornIn', errors)}
              options={[
                { value: 'italy', label: t('auth.identity-matcher.born.italy') },
                { value: 'abroad', label: t('auth.identity-matcher.born.abroad') },
              ]}
              register={register}
            />

            {bornIn === 'italy' && (
              <FieldFrame {...field('comuneNascita')} hint={t('auth.identity-matcher.hints.comuneNascita')}>
                {(describedBy) => (
                  <input
                    id="identity-comuneNascita"
                    className="form-control"
                    aria-required="true"
                    aria-invalid={errors.comuneNascita ? true : undefined}
                    aria-describedby={describedBy}
                    {...register('comuneNascita')}
                  />
                )}
              </FieldFrame>
            )}
            {bornIn === 'abroad' && (
              <FieldFrame {...field('paese')}>
                {(describedBy) => (
                  <select
                    id="identity-paese"
                    className="form-select"
                    aria-required="true"
                    aria-invalid={errors.paese ? true : undefined}
                    aria-describedby={describedBy}
                    {...register('paese')}
                  >
                    <option value="">{t('auth.identity-matcher.choose-country')}</option>
                    {countries.map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.label}
                      </option>
                    ))}
                  </select>
                )}
              </FieldFrame>
            )}

            <div className="d-flex flex-wrap gap-3">
              <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                {t('auth.identity-matcher.submit')}
              </button>
              <button type="button" className="btn btn-outline-primary" onClick={cancel}>
                {t('auth.identity-matcher.cancel')}
              </button>
            </div>
          </form>
        </div>
      </div>
    </div>
  );
}
