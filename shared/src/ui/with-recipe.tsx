import type { ComponentType } from 'react';

/**
 * A Chakra slot-recipe component namespace whose Root carries its recipe itself. The portal system
 * (in the core entry) holds only the recipes of core components; a heavier widget's recipe travels
 * with its own entry, so a page without menus or dialogs does not download their styles either.
 * Chakra's slot components take a `recipe` prop in place of the system's recipe of that key.
 */
export function withRecipe<Namespace extends { Root: ComponentType<never> }>(namespace: Namespace, recipe: object): Namespace {
  const Root = namespace.Root as unknown as ComponentType<Record<string, unknown>>;
  function RootWithRecipe(props: Record<string, unknown>) {
    return <Root recipe={recipe} {...props} />;
  }
  RootWithRecipe.displayName = `${Root.displayName ?? 'Chakra'}WithRecipe`;
  return { ...namespace, Root: RootWithRecipe };
}
