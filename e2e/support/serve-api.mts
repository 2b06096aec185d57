// The API as server.ts runs it (settings from the environment), with sign-in and sign-up limits raised:
// the browser suite signs in and signs up dozens of times from one IP within minutes, which production
// would refuse.
import { buildApp } from '../../api/src/app';
import { serverConfigFromEnv } from '../../api/src/config';

const config = await serverConfigFromEnv();
const generous = { max: 10_000, windowMs: 60_000 };
const app = await buildApp({
  ...config.app,
  rateLimits: {
    loginPerIp: generous,
    loginPerAccountAndIp: generous,
    loginPerAccount: generous,
    signupPerIp: generous,
  },
});

const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ port: config.port, host: config.host });
