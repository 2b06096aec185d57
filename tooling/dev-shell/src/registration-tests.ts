/// <reference types="jest" />
// The checks every remote's registration test (remote-*/src/register.test.tsx) runs, declared once:
// call inside the remote's own describe, next to the tests of what only that remote declares.
import { installRemote, useRegistry, type RemoteRegistration } from '@portal/shared';
import { resetPortalState } from '@portal/shared/testing';
import { registrationProblems, type LocaleBundles } from './registration-checks';

export interface RegistrationLocales {
  /** Its `translations` files (locales/en.json, ar.json). */
  locales: LocaleBundles;
  /** Its `pageTranslations` files (locales/pages.en.json, pages.ar.json). */
  pageLocales: LocaleBundles;
}

export function itIsASoundRegistration(
  registration: RemoteRegistration,
  { locales, pageLocales }: RegistrationLocales,
): void {
  afterEach(() => resetPortalState());

  it('is consistent: known subjects and icons, nav titles and page titles in both locale files', () => {
    expect(registrationProblems(registration, locales, pageLocales)).toEqual([]);
  });

  it('is accepted by the running @portal/shared', async () => {
    await installRemote(registration);
    expect(useRegistry.getState().remotes[registration.name].status).toBe('ready');
  });

  it('loads every page lazily', () => {
    for (const route of registration.routes) expect(route.Component.$$typeof).toBe(Symbol.for('react.lazy'));
  });
}
