import { act, render, screen } from '@testing-library/react';
import { useLocaleContext } from '@chakra-ui/react';
import { changeLanguage, notify, usePreferences } from '@portal/shared';
import { Button, PortalProviders, portalSystem } from './index';

function Direction() {
  return <span data-testid="dir">{useLocaleContext().dir}</span>;
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('portal Chakra system', () => {
  it('uses the spec breakpoints', () => {
    expect(portalSystem.token('breakpoints.sm')).toBe('600px');
    expect(portalSystem.token('breakpoints.md')).toBe('960px');
    expect(portalSystem.token('breakpoints.lg')).toBe('1280px');
    expect(portalSystem.token('breakpoints.xl')).toBe('1920px');
    expect(portalSystem.token('breakpoints.2xl')).toBe('2560px');
  });

  it('makes green the primary palette and gives the bordered skin its borders', () => {
    const globalCss = portalSystem._config.globalCss as Record<string, Record<string, unknown>>;
    expect(globalCss.html.colorPalette).toBe('green');
    const bordered = Object.entries(globalCss).find(([selector]) => selector.startsWith('[data-skin=bordered]'));
    expect(bordered?.[0]).toContain('.chakra-card__root');
    expect(bordered?.[1]).toMatchObject({ boxShadow: 'none', borderWidth: '1px' });
  });

  it('carries only the recipes of the core components (menus, dialogs, tables, checkboxes bring their own)', () => {
    expect(Object.keys(portalSystem._config.theme?.recipes ?? {}).sort()).toEqual(
      [
        'badge',
        'button',
        'checkmark',
        'container',
        'heading',
        'icon',
        'input',
        'inputAddon',
        'link',
        'separator',
        'skeleton',
        'spinner',
        'textarea',
      ].sort(),
    );
    expect(Object.keys(portalSystem._config.theme?.slotRecipes ?? {}).sort()).toEqual([
      'alert',
      'breadcrumb',
      'card',
      'emptyState',
      'field',
      'nativeSelect',
    ]);
  });
});

describe('PortalProviders', () => {
  it('styles Chakra components, hosts the toasts and follows the language direction', async () => {
    render(
      <PortalProviders>
        <Button>Save</Button>
        <Direction />
      </PortalProviders>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('chakra-button');
    expect(screen.getByTestId('dir')).toHaveTextContent('ltr');

    await act(async () => {
      notify.success('Address added');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('Address added')).toBeInTheDocument();

    await act(() => changeLanguage('ar'));
    expect(screen.getByTestId('dir')).toHaveTextContent('rtl');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('switches the colour mode class on <html> when the theme changes', () => {
    render(<PortalProviders>content</PortalProviders>);
    act(() => usePreferences.getState().setTheme('dark'));
    expect(document.documentElement).toHaveClass('dark');
    act(() => usePreferences.getState().setTheme('light'));
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
