// Every page a visitor can open, with real ids in place of route parameters: the host's own pages
// and every remote's registered routes (their own declarations, read in Node), filtered by the
// role's subjects. For the checks that must hold on every page (it opens, fits a phone, passes axe).
import { roleCan, type Role, type Subject } from '@portal/shared/domain';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DEMO_PASSWORD } from './access';
import { baseUrl } from './browser';
import { remoteRegistrations } from './registrations';

type RouteAccess = 'authenticated' | 'public' | 'unauthenticated-only';

interface DeclaredRoute {
  path: string;
  subject?: Subject;
  access: RouteAccess;
}

export interface PageVisit {
  /** The route as declared, e.g. `/shipments/:id`. */
  route: string;
  /** What to open: the route with its parameters filled in. */
  path: string;
}

/** The host's own pages (host/src/app/host-routes.tsx), through jest's loader like the registrations. */
function hostRoutes(): DeclaredRoute[] {
  const module = jest.requireActual<{ hostRoutes: DeclaredRoute[] }>(
    path.resolve(__dirname, '..', '..', 'host/src/app/host-routes'),
  );
  return module.hostRoutes;
}

/**
 * Routes that open the same page as another one with a value the page only passes on (a referral
 * code), or that only redirect: visiting them again checks nothing new.
 */
const SAME_PAGE_AS_ANOTHER = new Set(['/login/:referralCode', '/register/:referralCode', '/pages/misc/not-authorized']);

function declaredRoutes(): DeclaredRoute[] {
  const all = [...hostRoutes(), ...remoteRegistrations().flatMap((registration) => registration.routes)];
  const seen = new Set<string>();
  return all.filter((route) => {
    if (SAME_PAGE_AS_ANOTHER.has(route.path) || seen.has(route.path)) return false;
    seen.add(route.path);
    return true;
  });
}

async function apiGet<T>(route: string, accessToken: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${route}`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`GET ${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in through the API (not the page): the access token. */
export async function accessTokenOf(email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Page<T> {
  items: T[];
}
type ShipmentRow = { id: string; trackingNumber: string | null };

/**
 * Real values for each route parameter, looked up as the given account (the demo seed's rows);
 * where the account has none (an import it never uploaded), an id that exists nowhere, so the
 * page's own not-found state is what is checked.
 */
async function parameterValues(accessToken: string, role: Role | undefined): Promise<Record<string, string>> {
  const values: Record<string, string> = {
    ':referralCode': 'WELCOME',
    ':token': 'not-a-real-token-not-a-real-token-0123456789',
    ':error': '404',
  };
  const canSeeShipments = role !== undefined && roleCan(role, 'shipments');
  // Tracking numbers are public: an anonymous visitor tracks one of the demo user's parcels.
  const shipmentsToken = canSeeShipments ? accessToken : await accessTokenOf('user@portal.local');
  const tracked = await apiGet<Page<ShipmentRow>>('/shipments?tab=pending&pageSize=1', shipmentsToken);
  values[':trackingNumber'] = tracked.items[0]?.trackingNumber ?? 'PT79927398713';
  if (canSeeShipments) {
    const drafts = await apiGet<Page<ShipmentRow>>('/shipments?tab=draft&pageSize=1', accessToken);
    values[':draftId'] = drafts.items[0]?.id ?? randomUUID();
    values[':shipmentId'] = tracked.items[0]?.id ?? randomUUID();
    const imports = await apiGet<Page<{ id: string }>>('/shipments/imports?pageSize=1', accessToken);
    values[':importId'] = imports.items[0]?.id ?? randomUUID();
  }
  if (role !== undefined && roleCan(role, 'admin-couriers')) {
    const couriers = await apiGet<Page<{ id: string }>>('/admin/couriers?pageSize=1', accessToken);
    values[':courierId'] = couriers.items[0]?.id ?? randomUUID();
  }
  return values;
}

/** Which parameter value a route's `:id` means. */
function fill(route: string, values: Record<string, string>): string | undefined {
  const named = route
    .replace(/^\/shipments\/:id\/edit$/, '/shipments/:draftId/edit')
    .replace(/^\/shipments\/imports\/:id$/, '/shipments/imports/:importId')
    .replace(/^\/shipments\/:id$/, '/shipments/:shipmentId')
    .replace(/^\/admin\/couriers\/:id\//, '/admin/couriers/:courierId/');
  let missing = false;
  const filled = named.replace(/:[A-Za-z]+/g, (parameter) => {
    const value = values[parameter];
    if (value === undefined) missing = true;
    return value ?? parameter;
  });
  return missing ? undefined : filled;
}

/**
 * The pages a signed-out visitor can open (`role` undefined) or a signed-in role may open, each
 * once, with the catch-all not-found page last. Throws when a declared route's parameter has no
 * value here, so a new route with a new parameter is noticed instead of quietly left out.
 */
export async function pagesToVisit(
  who: { role: Role; accessToken: string } | { role?: undefined },
): Promise<PageVisit[]> {
  const signedIn = who.role !== undefined;
  const values = await parameterValues(signedIn ? who.accessToken : '', who.role);
  const visits: PageVisit[] = [];
  for (const route of declaredRoutes()) {
    const opens = signedIn
      ? route.access !== 'unauthenticated-only' && (route.subject === undefined || roleCan(who.role, route.subject))
      : route.access !== 'authenticated';
    if (!opens) continue;
    const filled = fill(route.path, values);
    if (filled === undefined) throw new Error(`No value for a parameter of ${route.path}: add it to route-walk.ts`);
    visits.push({ route: route.path, path: filled });
  }
  visits.push({ route: '*', path: '/no-such-page' });
  return visits;
}
