import { BrowserRouter } from '@portal/shared/router';
import { PortalProviders } from '@portal/shared/ui/core';
import { LeavingPageContext, leftInTheBrowser } from '../guard/leaving-page';
import { LoadingBar } from '../layouts/loading-bar/loading-bar';
import { AppRoutes } from './app-routes';
import { DismissErrorsOnNavigate } from './dismiss-errors-on-navigate';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { SessionRefresh } from './session-refresh';

export function App() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <LeavingPageContext.Provider value={leftInTheBrowser}>
          <LoadingBar />
          <ScrollOnNavigate />
          <DismissErrorsOnNavigate />
          <SessionRefresh />
          <AppRoutes />
        </LeavingPageContext.Provider>
      </BrowserRouter>
    </PortalProviders>
  );
}
