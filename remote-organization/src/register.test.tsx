import { installRemote, useRegistry } from '@portal/shared';
import { registrationProblems } from '@portal/dev-shell/registration-checks';
import { resetPortalState } from '@portal/shared/testing';
import ar from './locales/ar.json';
import en from './locales/en.json';
import pagesAr from './locales/pages.ar.json';
import pagesEn from './locales/pages.en.json';
import registration from './register';

const locales = { en, ar };
const pageLocales = { en: pagesEn, ar: pagesAr };

afterEach(() => resetPortalState());

describe('remote_organization registration', () => {
  it('declares its routes with the subjects of the role table (spec §2, §6)', () => {
    expect(registration.name).toBe('remote_organization');
    expect(registration.routes.map((route) => [route.path, route.subject ?? route.access])).toEqual([
      ['/organization', 'organization'],
      ['/api-keys', 'client-api-keys'],
    ]);
  });

  it('is consistent: known subjects and icons, nav titles and page titles in both locale files', () => {
    expect(registrationProblems(registration, locales, pageLocales)).toEqual([]);
  });

  it('is accepted by the running @portal/shared', async () => {
    await installRemote(registration);
    expect(useRegistry.getState().remotes[registration.name].status).toBe('ready');
  });

  it('loads every page lazily (spec §2)', () => {
    for (const route of registration.routes) expect(route.Component.$$typeof).toBe(Symbol.for('react.lazy'));
  });
});
