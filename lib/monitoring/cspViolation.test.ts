import { blockedSource, violationEvent } from './cspViolation';

describe('blockedSource', () => {
  it('is the origin of an address, the keyword otherwise', () => {
    expect(blockedSource('https://cdn.example/a/b.js?x=1')).toBe('https://cdn.example');
    expect(blockedSource('inline')).toBe('inline');
    expect(blockedSource('eval')).toBe('eval');
    expect(blockedSource('data:image/png;base64,AAAA')).toBe('data');
    expect(blockedSource('')).toBe('inline');
  });
});

describe('violationEvent', () => {
  it('names the directive and what was blocked, one issue per pair, without queries', () => {
    const event = violationEvent([
      'img-src',
      'https://blocked.example/pixel.png?id=1',
      'https://site.example/company?ref=mail#top',
      'https://site.example/_next/chunk.js?v=2',
      12,
      3,
    ]);
    expect(event).toEqual({
      message: 'Content-Security-Policy: img-src blocked https://blocked.example',
      level: 'warning',
      logger: 'csp',
      fingerprint: ['csp-violation', 'img-src', 'https://blocked.example'],
      tags: { 'csp.directive': 'img-src', 'csp.blocked': 'https://blocked.example' },
      contexts: {
        csp: {
          effective_directive: 'img-src',
          blocked_uri: 'https://blocked.example/pixel.png',
          document_uri: 'https://site.example/company',
          source_file: 'https://site.example/_next/chunk.js',
          line_number: 12,
          column_number: 3,
        },
      },
    });
  });

  it('an inline script: the keyword, no source when the browser gives none', () => {
    const event = violationEvent(['script-src-elem', 'inline', 'https://site.example/', '', 0, 0]);
    expect(event?.message).toBe('Content-Security-Policy: script-src-elem blocked inline');
    expect(event?.contexts.csp).toEqual({
      effective_directive: 'script-src-elem',
      blocked_uri: 'inline',
      document_uri: 'https://site.example/',
      source_file: undefined,
      line_number: undefined,
      column_number: undefined,
    });
  });

  it('drops what browser extensions load or run', () => {
    for (const address of [
      'chrome-extension://abc/inject.js',
      'moz-extension://abc/x.js',
      'safari-web-extension://abc/x.js',
    ]) {
      expect(violationEvent(['script-src-elem', address, 'https://site.example/'])).toBeUndefined();
      expect(
        violationEvent(['script-src-elem', 'inline', 'https://site.example/', address, 1, 1]),
      ).toBeUndefined();
    }
  });
});
