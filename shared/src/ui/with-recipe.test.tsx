import { Table as ChakraTable } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { Checkbox } from './kit/checkbox';
import { Table } from './kit/table';
import { Dialog } from './dialog';

afterEach(() => resetPortalState());

// The core system no longer holds these recipes: each widget brings its own through withRecipe.
describe('widgets that carry their own recipe', () => {
  it('styles a table, a checkbox and a dialog although the system lacks their recipes', () => {
    renderWithProviders(
      <>
        <Table.Root aria-label="Rates">
          <Table.Body>
            <Table.Row>
              <Table.Cell>1</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        <ChakraTable.Root aria-label="Bare">
          <ChakraTable.Body />
        </ChakraTable.Root>
        <Checkbox.Root>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Active</Checkbox.Label>
        </Checkbox.Root>
        <Dialog.Root open>
          <Dialog.Positioner>
            <Dialog.Content aria-label="Confirm">
              <Dialog.Body>Sure?</Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Root>
      </>,
    );
    const table = screen.getByRole('table', { name: 'Rates' });
    expect(table).toHaveClass('chakra-table__root');
    // The recipe's styles reach the element (emotion names a class after its styles): the same Root
    // without the recipe, which the system no longer holds, gets another, empty one.
    const bare = screen.getByRole('table', { name: 'Bare' });
    expect(table.className).not.toBe(bare.className);
    expect(screen.getByText('Active').closest('label')).toHaveClass('chakra-checkbox__root');
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toHaveClass('chakra-dialog__content');
  });
});
