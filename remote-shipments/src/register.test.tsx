import { itIsASoundRegistration } from '@portal/dev-shell/registration-tests';
import ar from './locales/ar.json';
import en from './locales/en.json';
import importsAr from './locales/imports.ar.json';
import importsEn from './locales/imports.en.json';
import pagesAr from './locales/pages.ar.json';
import pagesEn from './locales/pages.en.json';
import registration from './register';

describe('remote_shipments registration', () => {
  // The import pages' strings (a namespace of their own) are checked with the page strings.
  itIsASoundRegistration(registration, {
    locales: { en, ar },
    pageLocales: { en: { ...pagesEn, ...importsEn }, ar: { ...pagesAr, ...importsAr } },
  });

  it('declares its routes with the subjects of the role table', () => {
    expect(registration.name).toBe('remote_shipments');
    expect(registration.routes.map((route) => [route.path, route.subject ?? route.access])).toEqual([
      ['/shipments', 'shipments'],
      ['/shipments/new', 'shipments'],
      ['/shipments/upload', 'shipments'],
      ['/shipments/imports/:id', 'shipments'],
      ['/shipments/:id/edit', 'shipments'],
      ['/shipments/track/:trackingNumber', 'shipments'],
      ['/shipments/:id', 'shipments'],
      ['/couriers', 'couriers'],
      ['/track', 'public'],
      ['/track/:trackingNumber', 'public'],
    ]);
  });

  it('makes tracking public with the blank layout, and keeps Shipments lit on its sub-pages', () => {
    const track = registration.routes.filter((route) => route.path.startsWith('/track'));
    expect(track.map((route) => [route.access, route.layout])).toEqual([
      ['public', 'blank'],
      ['public', 'blank'],
    ]);
    expect(
      registration.routes.filter((route) => route.path.startsWith('/shipments/')).map((route) => route.navKey),
    ).toEqual(['shipments', 'shipments', 'shipments', 'shipments', 'shipments', 'shipments']);
  });

  it("shows a signed-in user's tracking in the portal's layout", () => {
    const inPortal = registration.routes.find((route) => route.path === '/shipments/track/:trackingNumber');
    expect([inPortal?.access, inPortal?.layout]).toEqual(['authenticated', 'default']);
  });
});
