import { useEffect, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { notifyApiError, useSession, useTranslation } from '@portal/shared';
import { roleCan, type Role } from '@portal/shared/domain';
import { useLocation, useNavigate, useParams, useSearchParams } from '@portal/shared/router';
import { Button, Field, Flex, Input, Stack } from '@portal/shared/ui/core';
import { afterLoginPath } from '../../../guard/access';
import { useAuthFlow } from '../auth-flow-store';
import { validateLogin, type LoginValues } from '../login-validation';
import { AuthCard } from './auth-card';
import { ReferralNotice } from './referral-notice';
import { TextLink } from './text-link';

/**
 * Where to go after signing in: the organization page to join with a referral code, else the return target or the
 * role's home.
 */
export function loginTarget(role: Role, returnTo: string | null, referralCode: string | undefined): string {
  if (referralCode && roleCan(role, 'organization'))
    return `/organization?referralCode=${encodeURIComponent(referralCode)}`;
  return afterLoginPath(role, returnTo);
}

interface LoginFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'> {
  name: keyof LoginValues;
  label: string;
  value: string;
  /** A validation key of the 'validation' namespace, shown once the field was left or a submit tried. */
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * One field of the sign-in form, without Formik: the login page is the portal's first download and
 * Formik with the shared form fields is about 12 KB compressed it does not need for two inputs.
 */
function LoginField({ name, label, value, error, onChange, onBlur, ...input }: LoginFieldProps) {
  const { t } = useTranslation('validation');
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        dir="ltr"
        {...input}
      />
      {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export default function LoginPage() {
  const { t } = useTranslation('host');
  const { referralCode } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useSession((state) => state.login);
  const initialEmail = (location.state as { email?: string } | null)?.email ?? '';
  useEffect(() => () => useAuthFlow.setState({ signingIn: false }), []);
  const [values, setValues] = useState<LoginValues>({ email: initialEmail, password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof LoginValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const errors = validateLogin(values);
  const shownError = (name: keyof LoginValues) => (touched[name] || submitted ? errors[name] : undefined);
  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    error: shownError(name),
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (submitting || Object.keys(errors).length > 0) return;
    setSubmitting(true);
    // The guard must not send the now signed-in user to / before we navigate to their home.
    useAuthFlow.setState({ signingIn: true });
    try {
      const user = await login(values.email.trim(), values.password);
      // signingIn stays set until this page unmounts: the router applies the navigation in a
      // transition, after the session update has already re-rendered the guard.
      navigate(loginTarget(user.role, searchParams.get('returnTo'), referralCode), { replace: true });
    } catch (error) {
      useAuthFlow.setState({ signingIn: false });
      setSubmitting(false);
      notifyApiError(error);
    }
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <TextLink to={referralCode ? `/register/${encodeURIComponent(referralCode)}` : '/register'}>
            {t('auth.login.register')}
          </TextLink>
        </>
      }
    >
      {referralCode ? <ReferralNotice code={referralCode} page="login" /> : null}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          {/* No required marks and no show-password toggle here: the two fields are exactly "Email" and
              "Password" for assistive technology (and the browser suite's getByLabel). */}
          <LoginField
            {...field('email')}
            type="email"
            label={t('auth.login.email')}
            autoComplete="email"
            inputMode="email"
          />
          <LoginField
            {...field('password')}
            type="password"
            label={t('auth.login.password')}
            autoComplete="current-password"
          />
          <Flex justify="flex-end">
            <TextLink to="/forgot-password">{t('auth.login.forgot')}</TextLink>
          </Flex>
          <Button type="submit" loading={submitting} w="full">
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
