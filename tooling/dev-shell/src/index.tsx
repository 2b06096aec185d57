// The standalone dev page of a remote: PortalProviders, a login form, the remote's own routes and
// nav — the same registration the host loads, without the host. One copy for the five remotes.
import { Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import {
  i18n,
  installRemote,
  loadPageTranslations,
  LANGUAGES,
  notifyApiError,
  useAbility,
  usePreferences,
  useSession,
  useTranslation,
  type RemoteRegistration,
  type RemoteRoute,
} from '@portal/shared';
import { BrowserRouter, Link as RouterLink, Navigate, Route, Routes, useLocation } from '@portal/shared/router';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  LoadingState,
  PortalProviders,
  Stack,
  Text,
} from '@portal/shared/ui/core';
import { PasswordField, TextField } from '@portal/shared/ui/forms';
import { devShellStrings } from './strings';

const NAMESPACE = 'devShell';

function Guard({ route, children }: { route: RemoteRoute; children: ReactNode }) {
  const status = useSession((state) => state.status);
  const ability = useAbility();
  const location = useLocation();
  const { t } = useTranslation(NAMESPACE);
  if (route.access === 'public') return <>{children}</>;
  if (status === 'unknown') return <LoadingState />;
  if (status !== 'authenticated')
    return <Navigate to={`/login?returnTo=${encodeURIComponent(location.pathname)}`} replace />;
  if (route.subject && !ability.can('read', route.subject)) return <Text p="6">{t('notAuthorized')}</Text>;
  return <>{children}</>;
}

function LoginForm({ remote }: { remote: string }) {
  const { t } = useTranslation(NAMESPACE);
  const login = useSession((state) => state.login);
  const status = useSession((state) => state.status);
  const location = useLocation();
  if (status === 'authenticated')
    return <Navigate to={new URLSearchParams(location.search).get('returnTo') ?? '/'} replace />;
  return (
    <Card.Root maxW="sm" mx="auto" mt="16">
      <Card.Body gap="4">
        <Heading as="h1" size="lg">
          {t('title', { remote })}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('subtitle')}
        </Text>
        <Formik
          initialValues={{ email: '', password: '' }}
          validationSchema={yup.object({
            email: yup.string().required('emailRequired'),
            password: yup.string().required('required'),
          })}
          onSubmit={async (values) => {
            try {
              await login(values.email.trim(), values.password);
            } catch (error) {
              notifyApiError(error);
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="3">
                <TextField name="email" type="email" label={t('email')} dir="ltr" />
                <PasswordField name="password" label={t('password')} />
                <Button type="submit" loading={isSubmitting}>
                  {t('submit')}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}

function TopBar({ registration }: { registration: RemoteRegistration }) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tAny } = useTranslation();
  const ability = useAbility();
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  const locale = usePreferences((state) => state.locale);
  const setLocale = usePreferences((state) => state.setLocale);
  const items = registration.nav.filter((item) => ability.can('read', item.subject)).sort((a, b) => a.order - b.order);
  return (
    <Flex as="header" align="center" gap="4" px="6" py="3" borderBottomWidth="1px" bg="bg.panel" wrap="wrap">
      <Badge colorPalette="orange">{t('badge')}</Badge>
      <Text fontWeight="bold">{registration.name}</Text>
      <HStack as="nav" aria-label={registration.name} gap="3" flex="1" wrap="wrap">
        {items.map((item) => (
          <RouterLink key={item.key} to={item.path}>
            {tAny(item.titleKey)}
          </RouterLink>
        ))}
      </HStack>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="xs"
          variant={language === locale ? 'solid' : 'outline'}
          onClick={() => void setLocale(language)}
        >
          {tAny(`preferences.languages.${language}`)}
        </Button>
      ))}
      {user ? (
        <Button size="xs" variant="ghost" onClick={() => void logout()}>
          {t('logout')} ({user.email})
        </Button>
      ) : null}
    </Flex>
  );
}

function StandaloneApp({ registration }: { registration: RemoteRegistration }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PortalProviders>
      <BrowserRouter>
        <TopBar registration={registration} />
        <Box p="6" maxW="1440px" mx="auto">
          <Routes>
            <Route path="/login" element={<LoginForm remote={registration.name} />} />
            {registration.routes.map(({ Component, ...route }) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <Guard route={{ Component, ...route }}>
                    <Suspense fallback={<LoadingState />}>
                      <Component />
                    </Suspense>
                  </Guard>
                }
              />
            ))}
            <Route path="*" element={<Text>{t('home')}</Text>} />
          </Routes>
        </Box>
      </BrowserRouter>
    </PortalProviders>
  );
}

/** Renders a remote's registration on its own page (its dev server's / in `--env standalone` or `dev`). */
export async function renderStandalone(
  registration: RemoteRegistration,
  container = document.getElementById('root'),
): Promise<void> {
  i18n.addResourceBundle('en', NAMESPACE, devShellStrings.en);
  i18n.addResourceBundle('ar', NAMESPACE, devShellStrings.ar);
  await installRemote(registration);
  // Alone, the remote's pages are all there is: their strings load up front (the host loads them with the first page).
  await loadPageTranslations(registration.namespace).catch((error: unknown) =>
    console.error('[dev-shell] page strings failed to load', error),
  );
  if (useSession.getState().status === 'unknown')
    void useSession
      .getState()
      .loadMe()
      .catch(() => undefined);
  createRoot(container as HTMLElement).render(<StandaloneApp registration={registration} />);
}
