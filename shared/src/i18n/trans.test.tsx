import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n';
import { Trans } from './trans';

describe('Trans (loaded on first use)', () => {
  it('renders a translation with its components once loaded', async () => {
    i18n.addResource('en', 'common', 'test.transProbe', 'Read the <1>terms</1> first');
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<span>loading</span>}>
          <Trans i18nKey="test.transProbe" components={{ 1: <strong /> }} />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByText('terms')).toContainHTML('<strong>terms</strong>');
  });
});
