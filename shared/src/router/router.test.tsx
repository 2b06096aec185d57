import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as router from './index';

describe('@portal/shared/router', () => {
  it('exports exactly the router APIs the portal uses', () => {
    expect(Object.keys(router).sort()).toEqual(
      [
        'BrowserRouter',
        'Link',
        'NavLink',
        'Navigate',
        'Outlet',
        'Route',
        'Routes',
        'generatePath',
        'isRouteErrorResponse',
        'matchPath',
        'useLocation',
        'useMatch',
        'useNavigate',
        'useParams',
        'useRouteError',
        'useSearchParams',
      ].sort(),
    );
  });

  it('runs routes, params and links from the same router instance the host uses', async () => {
    function Courier() {
      const { id } = router.useParams();
      return <p>Courier {id}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <router.Routes>
          <router.Route
            path="/"
            element={
              <router.Link to={router.generatePath('/admin/couriers/:id', { id: '7' })}>Open courier</router.Link>
            }
          />
          <router.Route path="/admin/couriers/:id" element={<Courier />} />
        </router.Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Open courier' }));
    expect(screen.getByText('Courier 7')).toBeInTheDocument();
    expect(router.matchPath('/admin/couriers/:id/*', '/admin/couriers/7/service-types')?.params.id).toBe('7');
  });
});
