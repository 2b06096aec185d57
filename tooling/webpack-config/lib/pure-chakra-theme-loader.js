// Chakra's theme files call define*() at module level; webpack cannot tell those calls are pure, so it
// keeps every recipe. Marking them /* @__PURE__ */ lets the minifier drop the recipes nothing uses
// (stack-notes: Chakra chunk 58 → 37 KB gzip).
const DEFINE_CALL = /(=\s*)(define(?:Config|Recipe|SlotRecipe|GlobalStyles|TextStyles|LayerStyles|AnimationStyles|Keyframes|Conditions)\()/g;

module.exports = function pureChakraThemeLoader(source) {
  return source.replace(DEFINE_CALL, '$1/* @__PURE__ */ $2');
};

module.exports.DEFINE_CALL = DEFINE_CALL;
