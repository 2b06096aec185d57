import { screen } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import * as wholeKit from './index';

afterEach(() => resetPortalState());

// Everything @portal/shared/ui exported in 1.0, which a remote built against 1.0 may import.
const NAMES_IN_1_0 = [
  'AbsoluteCenter',
  'Alert',
  'Avatar',
  'BADGE_PALETTE',
  'Badge',
  'Box',
  'Breadcrumb',
  'Button',
  'ButtonGroup',
  'Card',
  'Center',
  'ChakraEmptyState',
  'Checkbox',
  'CheckboxField',
  'Circle',
  'CloseButton',
  'ConfirmDialog',
  'Container',
  'DataTable',
  'Dialog',
  'Drawer',
  'EmptyState',
  'ErrorState',
  'Field',
  'Flex',
  'Float',
  'FormField',
  'Grid',
  'GridItem',
  'Group',
  'HStack',
  'Heading',
  'Icon',
  'IconButton',
  'Image',
  'Input',
  'InputGroup',
  'Kbd',
  'Link',
  'LoadingState',
  'LocationCascadeFields',
  'Menu',
  'NativeSelect',
  'NumberField',
  'PORTAL_BREAKPOINTS',
  'PageHeader',
  'PaginationBar',
  'PasswordField',
  'PlannedPage',
  'Popover',
  'Portal',
  'PortalIcon',
  'PortalProviders',
  'Progress',
  'SectionUnavailable',
  'SelectField',
  'Separator',
  'SimpleGrid',
  'Skeleton',
  'SkeletonText',
  'Spacer',
  'Span',
  'Spinner',
  'Square',
  'Stack',
  'StatusBadge',
  'Switch',
  'Table',
  'Tabs',
  'Text',
  'TextField',
  'Textarea',
  'Tooltip',
  'VStack',
  'VisuallyHidden',
  'Wrap',
  'chakra',
  'nextSort',
  'portalSystem',
  'translateValidationMessage',
  'useBreakpointValue',
  'useDisclosure',
  'useFieldError',
  'useMediaQuery',
];

describe('@portal/shared/ui, the whole 1.0 kit', () => {
  it('still exports everything 1.0 did, so remotes built against 1.0 keep working', () => {
    const missing = NAMES_IN_1_0.filter(
      (name) => !(name in wholeKit) || (wholeKit as Record<string, unknown>)[name] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('styles the 1.0 components the core system no longer holds the recipes of', () => {
    const { Kbd, Tabs } = wholeKit;
    renderWithProviders(
      <>
        <Kbd>Ctrl</Kbd>
        <Tabs.Root defaultValue="a">
          <Tabs.List aria-label="Views">
            <Tabs.Trigger value="a">A</Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
      </>,
    );
    expect(screen.getByText('Ctrl').className).toMatch(/chakra-kbd css-/);
    expect(screen.getByRole('tablist', { name: 'Views' }).closest('.chakra-tabs__root')?.className).toMatch(/css-/);
  });
});
