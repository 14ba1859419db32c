/** Replaces the generated section `name` of docs/performance.md (between its two markers). */
export function replaceSection(doc, name, body) {
  const begin = `<!-- ${name}:begin (generated) -->`;
  const end = `<!-- ${name}:end -->`;
  const start = doc.indexOf(begin);
  const stop = doc.indexOf(end);
  if (start === -1 || stop === -1) return `${doc.trimEnd()}\n\n${begin}\n${body}\n${end}\n`;
  return `${doc.slice(0, start + begin.length)}\n${body}\n${doc.slice(stop)}`;
}
