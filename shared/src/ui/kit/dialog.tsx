import { useLayoutEffect, useRef, type ComponentType } from 'react';
import { Dialog as ChakraDialog, Drawer as ChakraDrawer } from '@chakra-ui/react';
import { dialogSlotRecipe, drawerSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from '../with-recipe';

type RootProps = { open?: boolean; finalFocusEl?: () => HTMLElement | null } & Record<string, unknown>;

/**
 * A Root that gives focus back to what had it when the dialog opened. Zag's focus trap notes that
 * element one animation frame after opening; a dialog closed within that frame (a quick confirm, a
 * loaded machine) would hand focus to its own removed button, i.e. to the page's body. The opener
 * is noted in a layout effect instead. A caller's own finalFocusEl wins; an uncontrolled dialog
 * keeps zag's fallback to its trigger.
 */
function returningFocus(Root: ComponentType<RootProps>): ComponentType<RootProps> {
  function ReturningFocusRoot({ open, finalFocusEl, ...props }: RootProps) {
    const opener = useRef<HTMLElement | null>(null);
    useLayoutEffect(() => {
      if (!open) return;
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }, [open]);
    const toOpener = () => (opener.current?.isConnected ? opener.current : null);
    return <Root {...props} open={open} finalFocusEl={finalFocusEl ?? toOpener} />;
  }
  ReturningFocusRoot.displayName = `${Root.displayName ?? 'Chakra'}ReturningFocus`;
  return ReturningFocusRoot;
}

function focusReturning<Namespace extends { Root: ComponentType<never> }>(namespace: Namespace): Namespace {
  return { ...namespace, Root: returningFocus(namespace.Root as unknown as ComponentType<RootProps>) };
}

/** Chakra's Dialog and Drawer with their recipes (not in the core system: see with-recipe). */
export const Dialog = focusReturning(withRecipe(ChakraDialog, dialogSlotRecipe));
export const Drawer = focusReturning(withRecipe(ChakraDrawer, drawerSlotRecipe));
