#!/usr/bin/env node
/**
 * Local stand-in of the agreement backend (docs/product.md, "Local stand-ins"), behind the guard of
 * standIn.mjs (`--app-port P`, repeatable, names the site's port).
 *
 *   GET /inhabitant/v1/agreement/{idx}        the agreement
 *   GET /inhabitant/v1/agreement/{idx}/terms  its terms (operator HTML)
 *   PUT /inhabitant/v1/agreement/{idx}        give consent (empty body) → 200 {}
 *
 * Sample agreements (SAMPLES below): 101 waiting, 102 agreed, 103 expired, and ids that fail in
 * every way the site must survive. Ids 1000-9999999 are fresh WAITING agreements that turn AGREED
 * after a successful PUT (tests use one each, so parallel tests never share state).
 *
 * Test hooks:
 *   GET  /__requests?path=substring  recorded requests [{ method, path, headers, at }]
 *   POST /__fail  { method?, path?, status?, body?, delayMs?, drop?, hang?, times? }  the next
 *        matching calls (default once) answer like that instead; `hang` never answers
 */
import { args, preflight, readBody, readJson, send, serve } from './standIn.mjs';

const siteUrl = args['site-url'][0]?.replace(/\/+$/, '');

const LOREM_KO = `채들은 하자 접수와 처리를 위해 아래의 개인정보를 수집·이용합니다.

수집 항목: 이름, 연락처, 동·호수. 이용 목적: 하자 접수 확인과 처리 결과 안내. 보유 기간: 입주 후 하자 보수 기간이 끝날 때까지.

동의를 거부할 수 있으며, 거부하시면 앱을 통한 하자 접수 서비스 이용이 제한될 수 있습니다.`;

const SAFE_TERMS = `<h1>개인정보 처리방침</h1>
<p>주식회사 채들(이하 “회사”)은 <strong>개인정보 보호법</strong>에 따라 입주민의 개인정보를 보호합니다.</p>
<h2>1. 수집하는 항목</h2>
<ul><li>이름, 휴대전화 번호</li><li>동·호수</li></ul>
<h2>2. 보유 기간</h2>
<p>하자 보수 기간이 끝나면 지체 없이 파기합니다. 문의: <a href="mailto:privacy@chaedle.com">privacy@chaedle.com</a></p>
<table><thead><tr><th scope="col">항목</th><th scope="col">기간</th></tr></thead><tbody><tr><td>접수 기록</td><td>3년</td></tr></tbody></table>`;

/** Payloads that must stay inert when the site shows them. */
const HOSTILE_TERMS = `<p id="intro" style="color:red" onclick="alert('click')">Terms with hostile markup.</p>
<script>alert('script'); console.log('XSS-SCRIPT'); window.__xss = 'script';</script>
<img src="x" onerror="alert('img'); console.log('XSS-IMG'); window.__xss = 'img'">
<svg onload="alert('svg')"><circle r="1"/></svg>
<iframe src="javascript:alert('iframe')"></iframe>
<object data="data:text/html,<script>alert('object')</script>"></object>
<embed src="data:text/html,<script>alert('embed')</script>">
<style>body { display: none !important; }</style>
<p><a id="js-link" href="javascript:alert('link'); window.__xss = 'link'">javascript link</a>
<a id="js-link-2" href=" JaVa&#x09;ScRiPt:alert('tab')">obfuscated link</a>
<a id="data-link" href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>
<a id="ok-link" href="https://www.chaedle.com/">safe link</a></p>
<p><a href="\\\\evil.example/x">backslash link</a> <a href="/\\evil.example/">slash-backslash link</a>
<a href="http:/\\evil.example">scheme-backslash link</a> <a href="//evil.example/">protocol-relative link</a>
<a href="https://www.chaedle.com@evil.example/">user-name link</a>
<a href="https://www.chaedle.com&#x09;.evil.example/">tab link</a>
<a href="&#x200B;//evil.example/">zero-width link</a> <a href="&nbsp;//evil.example/">no-break-space link</a></p>
<form action="https://evil.example/"><button onmouseover="alert('form')">Press</button></form>
<details open ontoggle="alert('toggle')"><summary>Details</summary>Hidden text</details>
<p onmouseover="alert('hover')">Last paragraph.</p>`;

function agreement(idx, constructionName, status, extra = {}) {
  return {
    agreement_idx: idx,
    construction_name: constructionName,
    title: '개인정보 수집·이용 동의',
    content: LOREM_KO,
    status,
    agreed_at: status === 'AGREED' ? '2026-03-02T10:15:00+09:00' : null,
    end_date: status === 'EXPIRED' ? '2025-12-31T23:59:59+09:00' : '2026-12-31T23:59:59+09:00',
    ...extra,
  };
}

/**
 * idx → behaviour. `get`/`put`/`terms` override the default answers:
 * [status, body] or { raw, status } (non-JSON) or { delayMs, then } (slow) or 'drop' (socket closed).
 */
const SAMPLES = new Map([
  [
    101,
    {
      label: 'waiting (PUT recorded; stays WAITING so the demo repeats)',
      body: agreement(101, '채들 리버사이드 2차', 'WAITING'),
    },
  ],
  [102, { label: 'already agreed', body: agreement(102, '채들 힐스테이트', 'AGREED') }],
  [103, { label: 'period over', body: agreement(103, '채들 레이크사이드', 'EXPIRED') }],
  [
    104,
    {
      label: 'waiting, English content',
      body: agreement(104, 'Chaedle Riverside 2nd', 'WAITING', {
        title: 'Consent to the collection and use of personal information',
        content:
          'Chaedle collects your name, phone number and unit to handle defect reports.\n\nYou may refuse; the defect service in the app may then be limited.',
      }),
    },
  ],
  [
    401,
    {
      label: 'GET 401 (goes to /sign-in)',
      get: [401, { error: 'UNAUTHORIZED', message: 'Sign in required' }],
    },
  ],
  [
    404,
    {
      label: 'GET 404 (not found)',
      get: [404, { error: 'AGREEMENT_NOT_FOUND', message: 'No such agreement' }],
    },
  ],
  [
    500,
    {
      label: 'GET 500',
      get: [500, { error: 'INTERNAL_SERVER_ERROR', message: 'Temporary server error' }],
    },
  ],
  [
    422,
    { label: 'GET malformed body', get: [200, { agreement_idx: 'four hundred', status: 'MAYBE' }] },
  ],
  [423, { label: 'GET non-JSON body', get: { status: 200, raw: '<html>maintenance</html>' } }],
  [
    700,
    {
      label: 'slow GET (4 s: past the server read, the browser reads it)',
      body: agreement(700, '채들 슬로우 파크', 'WAITING'),
      get: { delayMs: 4000 },
    },
  ],
  [
    600,
    {
      label: 'PUT 500 (consent fails)',
      body: agreement(600, '채들 센트럴', 'WAITING'),
      put: [500, { error: 'AGREEMENT_FAILED', message: 'Could not record consent' }],
    },
  ],
  [
    601,
    {
      label: 'PUT 401',
      body: agreement(601, '채들 센트럴 2차', 'WAITING'),
      put: [401, { error: 'UNAUTHORIZED' }],
    },
  ],
  [
    666,
    {
      label: 'terms with script / onerror / javascript: payloads',
      body: agreement(666, '채들 테스트', 'WAITING'),
      terms: [200, { title: 'Hostile terms', content: HOSTILE_TERMS }],
    },
  ],
]);

const FRESH_MIN = 1000;
const FRESH_MAX = 9_999_999;
const agreedFresh = new Set();
const requests = [];
const failures = [];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Play an answer spec: [status, body] | { status, raw } | { delayMs, then } | 'drop' | 'hang'. */
async function answer(res, spec, fallback) {
  if (spec === 'drop') return res.socket?.destroy();
  if (spec === 'hang') return;
  if (spec?.delayMs) {
    await sleep(spec.delayMs);
    return answer(res, spec.then ?? fallback, fallback);
  }
  if (typeof spec?.raw === 'string') {
    res.writeHead(spec.status, { 'Content-Type': 'text/html; charset=utf-8' });
    return res.end(spec.raw);
  }
  const [status, body] = Array.isArray(spec) ? spec : fallback;
  return send(res, status, body);
}

function takeFailure(method, path) {
  const index = failures.findIndex(
    (f) => (!f.method || f.method === method) && (!f.path || path.includes(f.path)),
  );
  if (index < 0) return undefined;
  const failure = failures[index];
  failure.times -= 1;
  if (failure.times <= 0) failures.splice(index, 1);
  if (failure.drop) return 'drop';
  if (failure.hang) return 'hang';
  const spec = [failure.status ?? 500, failure.body ?? { error: 'INJECTED_FAILURE' }];
  return failure.delayMs ? { delayMs: failure.delayMs, then: spec } : spec;
}

function lookup(idx) {
  const sample = SAMPLES.get(idx);
  if (sample) return sample;
  if (idx >= FRESH_MIN && idx <= FRESH_MAX) {
    return {
      body: agreement(idx, `채들 테스트 단지 ${idx}`, agreedFresh.has(idx) ? 'AGREED' : 'WAITING'),
      fresh: true,
    };
  }
  return undefined;
}

const NOT_FOUND = [404, { error: 'AGREEMENT_NOT_FOUND', message: 'No such agreement' }];

async function handleApi(req, res, path) {
  const match = /^\/inhabitant\/v1\/agreement\/(\d+)(\/terms)?$/.exec(path);
  if (!match)
    return send(res, 404, { error: 'NOT_FOUND', message: `No route ${req.method} ${path}` });
  const idx = Number(match[1]);
  const isTerms = Boolean(match[2]);
  const injected = takeFailure(req.method, path);
  if (injected) return answer(res, injected);
  const sample = lookup(idx);
  if (!sample) return answer(res, NOT_FOUND);

  if (req.method === 'GET' && isTerms) {
    return answer(
      res,
      sample.terms,
      sample.body ? [200, { title: '개인정보 처리방침', content: SAFE_TERMS }] : NOT_FOUND,
    );
  }
  if (req.method === 'GET')
    return answer(res, sample.get, sample.body ? [200, sample.body] : NOT_FOUND);
  if (req.method === 'PUT' && !isTerms) {
    await readBody(req);
    if (sample.put) return answer(res, sample.put);
    if (!sample.body) return answer(res, NOT_FOUND);
    if (sample.fresh) agreedFresh.add(idx);
    return send(res, 200, {});
  }
  return send(res, 405, { error: 'METHOD_NOT_ALLOWED' });
}

const server = serve('backend', 4010, async (req, res, url) => {
  const path = url.pathname;
  if (path === '/__requests') {
    const seen = requests.filter((r) => r.path.includes(url.searchParams.get('path') ?? ''));
    return send(res, 200, seen);
  }
  if (path === '/__fail' && req.method === 'POST') {
    const failure = await readJson(req);
    failures.push({ ...failure, times: Number(failure.times) > 0 ? Number(failure.times) : 1 });
    return send(res, 200, { ok: true, pending: failures.length });
  }

  // The raw request path as it arrived (a doubled slash stays visible to tests).
  requests.push({ method: req.method, path: req.url ?? '/', headers: req.headers, at: Date.now() });
  if (requests.length > 5000) requests.splice(0, requests.length - 5000);
  if (req.method === 'OPTIONS') return preflight(req, res, 'GET, PUT');
  return handleApi(req, res, path);
});

server.on('listening', () => {
  if (!siteUrl) return;
  console.log('[backend stand-in] sample consent links:');
  for (const [idx, sample] of SAMPLES) {
    console.log(
      `  ${`${siteUrl}/ko/private/consent/${idx}`.padEnd(siteUrl.length + 28)} ${sample.label}`,
    );
  }
  console.log(
    `  ${siteUrl}/ko/private/consent/1000 … 9999999   fresh waiting agreements (agreed after one PUT)`,
  );
});
