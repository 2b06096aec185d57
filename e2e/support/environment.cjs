// Node test environment that keeps a screenshot of the page when a test fails
// (e2e/test-results/<file>--<test>.png). Tests hand over their page with setCurrentPage().
const { mkdirSync } = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const resultsDir = path.join(__dirname, '..', 'test-results');

function fullName(test) {
  const names = [];
  for (let block = test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) names.unshift(block.name);
  return names.join(' ');
}

class BrowserTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testFile = path.basename(context.testPath, '.test.ts');
  }

  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure') return;
    const page = this.global.__currentPage;
    if (!page || page.isClosed()) return;
    const slug = `${this.testFile}--${fullName(event.test)}`.replace(/[^a-z0-9-]+/gi, '-').slice(0, 150);
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `${slug}.png`);
    try {
      await page.screenshot({ path: file, fullPage: true, timeout: 5000 });
      console.error(`Screenshot of the failed test: ${file} (at ${page.url()})`);
    } catch (error) {
      console.error(`Could not take a screenshot: ${error.message}`);
    }
  }
}

module.exports = BrowserTestEnvironment;
