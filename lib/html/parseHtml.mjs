// @ts-check
/**
 * A page's HTML read as a browser reads it (parse5, the WHATWG parser), with each element's place
 * in the source, for the build steps that edit prerendered pages without re-serializing them
 * (lib/security/scriptHashes.mjs, lib/browser/earlyScriptFirst.mjs).
 */
import { parse } from 'parse5';

/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */
/** @typedef {import('parse5').DefaultTreeAdapterMap['parentNode']} ParentNode */

/**
 * Every element of the document in document order (not inside <template>, whose content is inert).
 * @param {string} html
 * @returns {Element[]}
 */
export function elementsOf(html) {
  /** @type {Element[]} */
  const found = [];
  /** @param {ParentNode} node */
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

/**
 * An attribute's value (names are lower-cased by the parser; the first of a repeated one counts).
 * @param {Element} element
 * @param {string} name
 */
export const attributeOf = (element, name) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

/**
 * The text an element holds (a script's source, as the parser hands it to the script).
 * @param {Element} element
 */
export const textOf = (element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/**
 * Where an element starts and ends in the source, and where its start tag ends.
 * @param {Element} element
 */
export function placeOf(element) {
  const where = element.sourceCodeLocation;
  if (!where?.startTag) throw new Error(`<${element.tagName}> is implied, not in the source`);
  return { start: where.startOffset, end: where.endOffset, startTagEnd: where.startTag.endOffset };
}
