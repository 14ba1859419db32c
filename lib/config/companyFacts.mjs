// @ts-check
/**
 * The company facts check (docs/deploying.md): which facts of
 * lib/content/companyFacts.json are still placeholders, and the production build's refusal of them.
 * Plain JS so next.config.mjs can import it.
 */
import { clean, resolveDeployment } from './deployment.mjs';

/** @typedef {import('./deployment.mjs').Vars} Vars */

/**
 * The names of the company facts (lib/content/companyFacts.json) that are still placeholders, as
 * dotted paths ("company.phone"). A fact is any object with a `value` or `placeholder` key; only
 * `"placeholder": false` confirms it, or a set environment variable named by its `env` key. Keys
 * starting with `$` or `_` (the schema link, the editing note) are not facts.
 * @param {unknown} facts the parsed JSON
 * @param {Vars} [vars]
 * @returns {string[]}
 */
export function placeholderFacts(facts, vars = {}) {
  /** @type {string[]} */
  const names = [];
  /** @param {unknown} node @param {string} path */
  const walk = (node, path) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('$') || key.startsWith('_')) continue;
      if (!child || typeof child !== 'object' || Array.isArray(child)) continue;
      const name = path ? `${path}.${key}` : key;
      if ('value' in child || 'placeholder' in child) {
        const fact = /** @type {{ placeholder?: unknown, env?: unknown }} */ (child);
        const overridden = typeof fact.env === 'string' && Boolean(clean(vars[fact.env]));
        if (fact.placeholder !== false && !overridden) names.push(name);
      } else {
        walk(child, name);
      }
    }
  };
  walk(facts, '');
  return names;
}

/**
 * A declared production build stops while any company fact is a placeholder (docs/deploying.md), naming them; any other build shows placeholders as marked gaps.
 * @param {unknown} facts the parsed lib/content/companyFacts.json
 * @param {Vars} vars
 * @returns {string[]} one sentence, or none
 */
export function factProblems(facts, vars) {
  if (!resolveDeployment(vars).declaredProduction) return [];
  const names = placeholderFacts(facts, vars);
  if (names.length === 0) return [];
  return [
    `This is a production build but ${names.length} company fact(s) in lib/content/companyFacts.json are still placeholders: ` +
      `${names.join(', ')}. Replace each sample value with the real one and set "placeholder": false.`,
  ];
}
