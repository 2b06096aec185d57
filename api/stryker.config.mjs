import { strykerConfig } from '../tooling/stryker.base.mjs';

// The API's rules: services, the shared helpers in lib, and the shipment rating and lifecycle. Each
// mutant runs only the test files related to its file (jest --findRelatedTests).
export default strykerConfig({
  name: 'api',
  mutate: [
    'src/services/**/*.ts',
    'src/lib/**/*.ts',
    'src/routes/v1/shipments/rating.ts',
    'src/routes/v1/shipments/lifecycle.ts',
    '!src/**/*.test.ts',
  ],
});
