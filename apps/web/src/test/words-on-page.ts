/**
 * Every word a person meets on the page, the hidden ones too: the text (screen-reader-only text and each
 * option of a list included) and the names, descriptions and placeholders in attributes. Tests only: the
 * Hindi and Marathi pages are checked with findLatinWords over it (decision 0212).
 */
export function wordsOnPage(): string {
  const attributes = ['aria-label', 'title', 'placeholder', 'alt'];
  const attributeText = [...document.body.querySelectorAll('*')].flatMap((element) =>
    attributes.map((name) => element.getAttribute(name) ?? '').filter(Boolean),
  );
  // Each text node apart: neighbouring cells ("GST" and "Rs 30") are two words, not one.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  return [document.title, ...texts, ...attributeText].join(' \n ');
}
