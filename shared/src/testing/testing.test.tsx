import { screen } from '@testing-library/react';
import { i18n, useCan, useSession, useTranslation } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { useNavigate, useParams } from '@portal/shared/router';
import { loadRemoteTranslations, renderWithProviders, resetPortalState, testUser } from './index';

function ShipmentPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const canSeeApiKeys = useCan('client-api-keys');
  const navigate = useNavigate();
  return (
    <div>
      <h1>Shipment {id}</h1>
      <p>{user ? `Signed in as ${user.email}` : 'Anonymous'}</p>
      <p>{canSeeApiKeys ? 'API keys visible' : 'API keys hidden'}</p>
      <button type="button" onClick={() => navigate('/shipments?tab=draft')}>
        {t('actions.back')}
      </button>
    </div>
  );
}

afterEach(resetPortalState);

describe('renderWithProviders', () => {
  it('signs in a user of the role, opens the route with its params and tracks navigation', async () => {
    const { user, location } = renderWithProviders(<ShipmentPage />, {
      route: '/shipments/42',
      path: '/shipments/:id',
      role: Role.OrgAdmin,
    });
    expect(screen.getByRole('heading', { name: 'Shipment 42' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as test.user@portal.local')).toBeInTheDocument();
    expect(screen.getByText('API keys visible')).toBeInTheDocument();
    expect(location()).toBe('/shipments/42');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/shipments?tab=draft');
  });

  it('renders anonymously and in Arabic on request', () => {
    renderWithProviders(<ShipmentPage />, { route: '/shipments/1', path: '/shipments/:id', language: 'ar' });
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('lets a test choose the exact user', () => {
    renderWithProviders(<ShipmentPage />, {
      route: '/shipments/1',
      path: '/shipments/:id',
      user: testUser(Role.OrgUser, { email: 'orguser@portal.local' }),
    });
    expect(screen.getByText('Signed in as orguser@portal.local')).toBeInTheDocument();
    expect(screen.getByText('API keys hidden')).toBeInTheDocument();
  });
});

describe('loadRemoteTranslations', () => {
  it("adds a registration's strings and page strings in both languages, module objects or bundles", async () => {
    await loadRemoteTranslations({
      namespace: 'sample',
      translations: {
        en: async () => ({ default: { nav: { home: 'Home' } } }),
        ar: async () => ({ nav: { home: 'الرئيسية' } }),
      },
      pageTranslations: {
        en: async () => ({ default: { pages: { title: 'Samples' } } }),
        ar: async () => ({ pages: { title: 'عينات' } }),
      },
    });
    expect(i18n.getFixedT('en', 'sample')('nav.home')).toBe('Home');
    expect(i18n.getFixedT('en', 'sample')('pages.title')).toBe('Samples');
    expect(i18n.getFixedT('ar', 'sample')('nav.home')).toBe('الرئيسية');
    expect(i18n.getFixedT('ar', 'sample')('pages.title')).toBe('عينات');
  });
});
