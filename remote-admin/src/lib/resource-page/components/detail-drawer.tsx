import type { ReactNode } from 'react';
import { Portal } from '@portal/shared/ui/core';
import { Drawer } from '@portal/shared/ui/dialog';

export interface DetailDrawerProps<Item> {
  /** The row shown; null closes the drawer. */
  item: Item | null;
  onClose: () => void;
  /** The detail of the open row (mounted anew for each row). */
  children: (item: Item) => ReactNode;
}

/** A list row's detail on the end side of the page (organizations, API keys). */
export function DetailDrawer<Item>({ item, onClose, children }: DetailDrawerProps<Item>) {
  return (
    <Drawer.Root
      open={item !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="end"
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>{item !== null ? children(item) : null}</Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
