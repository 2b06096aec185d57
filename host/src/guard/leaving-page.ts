import { createContext, useContext } from 'react';

/**
 * Whether the page being rendered is one the browser has already left: React Router renders a navigation
 * in a transition, so while the next page's code loads the previous page stays on screen with its own
 * location. A session change meanwhile (a role reloaded after joining an organization) must not send that
 * page to /not-authorized over the navigation under way. The browser app answers from the address bar;
 * elsewhere (tests, a memory router) no page is ever being left.
 */
export const LeavingPageContext = createContext<(pathname: string) => boolean>(() => false);

export const useIsLeavingPage = () => useContext(LeavingPageContext);

/** The browser's answer: the address bar already shows another page than the one rendered. */
export const leftInTheBrowser = (pathname: string) => window.location.pathname !== pathname;
