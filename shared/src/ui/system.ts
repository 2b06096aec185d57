import { createSystem, defaultBaseConfig, defineConfig, defineSlotRecipe } from '@chakra-ui/react';
import './chakra-global.css';
// Theme pieces one by one from '@chakra-ui/react/theme' (never the `recipes`/`slotRecipes` maps,
// which hold every recipe): with the webpack /* @__PURE__ */ loader the unused ones drop out.
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The portal's breakpoints (docs/architecture.md#the-portals-layout-and-preferences): xs 0, sm 600, md 960, lg 1280, xl
 * 1920, xxl 2560.
 */
export const PORTAL_BREAKPOINTS = { sm: '600px', md: '960px', lg: '1280px', xl: '1920px', '2xl': '2560px' };

// Surfaces that lose their shadow and get a border in the bordered skin (data-skin on <html>).
const BORDERED_SURFACES = [
  '.chakra-card__root',
  '.chakra-dialog__content',
  '.chakra-drawer__content',
  '.chakra-menu__content',
  '.chakra-table__root',
].join(', ');

const portalCardRecipe = defineSlotRecipe({
  ...cardSlotRecipe,
  // Default skin: cards float on a shadow; the bordered skin swaps the shadow for a border.
  defaultVariants: { ...cardSlotRecipe.defaultVariants, variant: 'elevated' },
});

/**
 * Chakra's colour palettes no screen of the portal uses (system.test.ts searches every app's source):
 * each is 27 CSS variables and as many token entries that Chakra's system builds at every start.
 */
export const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'];
function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
}

// WCAG AA (4.5:1) text colours, pinned by system.test.ts: white on green.600 is 3.3:1,
// Chakra's fg.subtle (gray.400 light, gray.500 dark) is 2.6:1 on white and 3.9:1 on the dark panel.
const { colors: semanticColors } = semanticTokens;
const portalSemanticTokens = {
  ...semanticTokens,
  colors: {
    ...withoutUnusedPalettes(semanticColors),
    fg: {
      ...semanticColors.fg,
      subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
      // Chakra's light status text (red.500, green.600, orange.600) is 3.3–3.8:1 on white.
      error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
      success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
      warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
    },
    green: { ...semanticColors.green, solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
  },
};

// Chakra's global rule for `*` gives every element 24 custom properties of its own: ring, filter
// and backdrop parts for utilities the portal does not use (ring, filter="auto", backdropFilter="auto")
// and three globals the preflight reads. Set on every element they made each element's style about a
// third dearer to compute (measured on the shipment list); custom properties inherit, so the three
// globals and the font features are set once on html.
const { '*': _everyElement, html: chakraHtml, ...chakraGlobalCss } = globalCss as Record<string, object>;

export const portalConfig = defineConfig({
  preflight: true,
  cssVarsRoot: ':where(html, .chakra-theme)',
  cssVarsPrefix: 'chakra',
  conditions: {
    bordered: '[data-skin=bordered] &',
  },
  globalCss: {
    ...chakraGlobalCss,
    html: {
      ...chakraHtml,
      colorPalette: 'green',
      fontFeatureSettings: '"cv11"',
      '--global-font-mono': 'fonts.mono',
      '--global-font-body': 'fonts.body',
      '--global-color-border': 'colors.border',
    },
    // A reader who asks for less motion gets none: Chakra's open/close animations, toasts and
    // smooth scrolling end at once (the portal's motion is all CSS, docs/decisions.md "Motion").
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
    // Arrows and the log-out icon point the other way in Arabic.
    '[dir=rtl] .portal-icon--directional': { transform: 'scaleX(-1)' },
    [`[data-skin=bordered] :is(${BORDERED_SURFACES})`]: {
      boxShadow: 'none',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border',
    },
  },
  theme: {
    breakpoints: PORTAL_BREAKPOINTS,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: portalSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: portalCardRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

/** The portal's Chakra system: green primary palette, portal breakpoints, default and bordered skins. */
export const portalSystem = createSystem(defaultBaseConfig, portalConfig);
// Its global CSS (reset, global styles, every token as a CSS variable) ships prebuilt in
// chakra-global.css, a stylesheet of the app's entry, written from this file by `npm run chakra-css` and
// checked by a test. Built in the browser it was the largest task of a page's start on a phone (about
// 300 ms at 4× CPU, then stylis parsing it again); the provider now inserts this empty list instead.
// (Chakra's system builds it only when read: patches/@chakra-ui__react*.patch.)
Object.defineProperty(portalSystem, '_global', { value: [] });
