import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteAccess, RouteLayout } from '@portal/shared';
import type { Subject } from '@portal/shared/domain';

/** A page the host itself owns: same shape as a remote's route. */
export interface HostRoute {
  path: string;
  access: RouteAccess;
  layout: RouteLayout;
  subject?: Subject;
  titleKey: string;
  Component: LazyExoticComponent<ComponentType>;
}

const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const RegisterPage = lazy(() => import('../features/auth/components/register-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const ProfilePage = lazy(() => import('../features/profile/components/profile-page'));
const NotAuthorizedPage = lazy(() => import('../features/misc/components/not-authorized-page'));
const NotFoundPage = lazy(() => import('../features/misc/components/not-found-page'));

export const hostRoutes: HostRoute[] = [
  {
    path: '/login',
    access: 'unauthenticated-only',
    layout: 'blank',
    titleKey: 'host:auth.login.submit',
    Component: LoginPage,
  },
  {
    path: '/login/:referralCode',
    access: 'unauthenticated-only',
    layout: 'blank',
    titleKey: 'host:auth.login.submit',
    Component: LoginPage,
  },
  {
    path: '/register',
    access: 'unauthenticated-only',
    layout: 'blank',
    titleKey: 'host:auth.register.title',
    Component: RegisterPage,
  },
  {
    path: '/register/:referralCode',
    access: 'unauthenticated-only',
    layout: 'blank',
    titleKey: 'host:auth.register.title',
    Component: RegisterPage,
  },
  {
    path: '/forgot-password',
    access: 'unauthenticated-only',
    layout: 'blank',
    titleKey: 'host:auth.forgot.title',
    Component: ForgotPasswordPage,
  },
  {
    path: '/reset-password',
    access: 'unauthenticated-only',
    layout: 'blank',
    titleKey: 'host:auth.reset.title',
    Component: ResetPasswordPage,
  },
  {
    path: '/reset-password/:token',
    access: 'unauthenticated-only',
    layout: 'blank',
    titleKey: 'host:auth.reset.title',
    Component: ResetPasswordPage,
  },
  {
    path: '/profile',
    access: 'authenticated',
    subject: 'profile',
    layout: 'default',
    titleKey: 'host:profile.title',
    Component: ProfilePage,
  },
  {
    path: '/not-authorized',
    access: 'public',
    layout: 'blank',
    titleKey: 'host:misc.notAuthorized.title',
    Component: NotAuthorizedPage,
  },
  {
    path: '/pages/misc/not-authorized',
    access: 'public',
    layout: 'blank',
    titleKey: 'host:misc.notAuthorized.title',
    Component: NotAuthorizedPage,
  },
  {
    path: '/pages/misc/not-found/:error',
    access: 'public',
    layout: 'blank',
    titleKey: 'host:misc.notFound.title',
    Component: NotFoundPage,
  },
];

/** The catch-all (public, blank layout). */
export const notFoundRoute: HostRoute = {
  path: '*',
  access: 'public',
  layout: 'blank',
  titleKey: 'host:misc.notFound.title',
  Component: NotFoundPage,
};
