import { strykerConfig } from '../tooling/stryker.base.mjs';

// The API's rules: services (rating and lifecycle included) and the shared helpers in lib. Each
// mutant runs only the test files related to its file (jest --findRelatedTests).
export default strykerConfig({
  name: 'api',
  mutate: ['src/services/**/*.ts', 'src/lib/**/*.ts', '!src/**/*.test.ts'],
});
