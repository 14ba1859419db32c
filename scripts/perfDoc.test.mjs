import { replaceSection } from './perfDoc.mjs';

describe('replaceSection', () => {
  it('replaces only the named generated section', () => {
    const doc =
      'intro\n<!-- perf:begin (generated) -->\nold\n<!-- perf:end -->\n<!-- loadtest:begin (generated) -->\nkeep\n<!-- loadtest:end -->\n';
    const next = replaceSection(doc, 'perf', 'new');
    expect(next).toContain('<!-- perf:begin (generated) -->\nnew\n<!-- perf:end -->');
    expect(next).not.toContain('old');
    expect(next).toContain('keep');
  });
  it('appends the section when the markers are missing', () => {
    expect(replaceSection('doc\n', 'perf', 'x')).toBe(
      'doc\n\n<!-- perf:begin (generated) -->\nx\n<!-- perf:end -->\n',
    );
  });
});
