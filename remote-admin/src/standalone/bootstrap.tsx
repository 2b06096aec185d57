// This remote on its own page, for working on it without the host: `pnpm dev` serves it at
// http://localhost:3005/ (log in with a demo account; /api is proxied to the API).
import { renderStandalone } from '@portal/dev-shell';
import registration from '../register';

void renderStandalone(registration);
