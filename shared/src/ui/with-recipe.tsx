import type { ComponentType } from 'react';

type AnyComponent = ComponentType<Record<string, unknown>>;

function carrying(Component: AnyComponent, recipe: object): AnyComponent {
  function WithRecipe(props: Record<string, unknown>) {
    return <Component recipe={recipe} {...props} />;
  }
  WithRecipe.displayName = `${Component.displayName ?? 'Chakra'}WithRecipe`;
  return WithRecipe;
}

/**
 * A Chakra slot-recipe component namespace whose Root (and RootProvider) carries its recipe itself.
 * The portal system (in the core entry) holds only the recipes of core components; a heavier
 * widget's recipe travels with its own entry, so a page without menus or dialogs does not download
 * their styles either. Chakra's slot components take a `recipe` prop in place of the system's one.
 */
export function withRecipe<Namespace extends { Root: ComponentType<never> }>(
  namespace: Namespace,
  recipe: object,
): Namespace {
  const { Root, RootProvider } = namespace as unknown as { Root: AnyComponent; RootProvider?: AnyComponent };
  return {
    ...namespace,
    Root: carrying(Root, recipe),
    ...(RootProvider ? { RootProvider: carrying(RootProvider, recipe) } : {}),
  };
}
