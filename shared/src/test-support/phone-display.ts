// jsdom applies no media queries, so a component test sees the wide layout. What the narrow one
// (below 960 px, Chakra's `mdDown`) does to an element is read from the CSS rules the page holds.

/** The `display` the element gets below 960 px, or undefined when no narrow-screen rule sets it. */
export function phoneDisplayOf(element: Element): string | undefined {
  let display: string | undefined;
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !/max-width:\s*59\.9975rem/.test(rule.conditionText)) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText) && inner.style.display)
          display = inner.style.display;
      }
    }
  }
  return display;
}
