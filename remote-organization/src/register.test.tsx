import { itIsASoundRegistration } from '@portal/dev-shell/registration-tests';
import ar from './locales/ar.json';
import en from './locales/en.json';
import pagesAr from './locales/pages.ar.json';
import pagesEn from './locales/pages.en.json';
import registration from './register';

describe('remote_organization registration', () => {
  itIsASoundRegistration(registration, { locales: { en, ar }, pageLocales: { en: pagesEn, ar: pagesAr } });

  it('declares its routes with the subjects of the role table', () => {
    expect(registration.name).toBe('remote_organization');
    expect(registration.routes.map((route) => [route.path, route.subject ?? route.access])).toEqual([
      ['/organization', 'organization'],
      ['/api-keys', 'client-api-keys'],
      ['/webhooks', 'webhooks'],
      ['/recipient-notifications', 'organization'],
      ['/invitations/:token', 'public'],
    ]);
  });

  it('opens an invitation link to anyone, on the blank layout', () => {
    const invitation = registration.routes.find((route) => route.path === '/invitations/:token');
    expect(invitation).toMatchObject({ access: 'public', layout: 'blank' });
    expect(invitation?.subject).toBeUndefined();
  });
});
