// Chakra's theme files call define*() at module level; webpack cannot tell those calls are pure, so it
// keeps every recipe. Marking them /* @__PURE__ */ lets the minifier drop the recipes nothing uses
// (docs/architecture.md#bundle-size).
const DEFINE_CALL =
  /(=\s*)(define(?:Config|Recipe|SlotRecipe|GlobalStyles|TextStyles|LayerStyles|AnimationStyles|Keyframes|Conditions)\()/g;
// anatomy.js builds every component's anatomy at module level the same way (createAnatomy(…).parts(…),
// x.extendWith(…)); the recipes kept above need only theirs.
const ANATOMY_CALL = /(=\s*)((?:createAnatomy|[\w$]+\.extendWith)\()/g;

module.exports = function pureChakraThemeLoader(source) {
  return source.replace(DEFINE_CALL, '$1/* @__PURE__ */ $2').replace(ANATOMY_CALL, '$1/* @__PURE__ */ $2');
};

module.exports.DEFINE_CALL = DEFINE_CALL;
module.exports.ANATOMY_CALL = ANATOMY_CALL;
