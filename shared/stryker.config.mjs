import { strykerConfig } from '../tooling/stryker.base.mjs';

// The domain rules are pinned by the domain's own tests: a rule only a component test
// notices is not pinned.
export default strykerConfig({
  name: 'shared',
  mutate: ['src/domain/**/*.ts', '!src/domain/**/*.test.ts', '!src/domain/index.ts'],
  jest: { roots: ['<rootDir>/src/domain'] },
});
