/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { findAssets, findTexts } from './findOnPage';

const page = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};

describe('finding drafts and assets on the page (docs/copy.md)', () => {
  test('a text is found where it is the whole text, at the innermost element', () => {
    const body = page(
      '<section><h2><span id="a">기능 연혁</span></h2><p id="b">28개의 질문</p><p>기능 연혁 보기</p></section>',
    );
    const [history, count] = findTexts(body, ['기능 연혁', '{count}개의 질문']);
    expect(history!.map((element) => element.id)).toEqual(['a']);
    expect(count!.map((element) => element.id)).toEqual(['b']);
  });

  test('a long text is also found inside other text; a short one is not', () => {
    const body = page(
      '<p id="long">PDF 다운로드 — 채들 서비스 카탈로그와 도입 안내서</p><p id="short">AI 채커 소개</p>',
    );
    const [long, short] = findTexts(body, ['채들 서비스 카탈로그와 도입 안내서', 'AI 채커']);
    expect(long!.map((element) => element.id)).toEqual(['long']);
    expect(short).toEqual([]);
  });

  test("the review mode's own panel is skipped", () => {
    const body = page('<p id="page">기능 연혁</p><aside id="panel"><p>기능 연혁</p></aside>');
    const [found] = findTexts(body, ['기능 연혁'], document.getElementById('panel'));
    expect(found!.map((element) => element.id)).toEqual(['page']);
  });

  test('an asset is found by the link, image or video that offers it, or the element that draws it, on this origin only', () => {
    const body = page(`
      <a id="pdf" href="/files/chaedle-catalog.pdf" download>PDF</a>
      <a id="other" href="https://cdn.example/files/chaedle-catalog.pdf">elsewhere</a>
      <img id="poster" src="/video/chaedle-intro-poster.jpg" alt="">
      <video id="video" poster="/video/chaedle-intro-poster.jpg">
        <source src="/video/chaedle-intro.webm"><track src="/video/chaedle-intro.ko.vtt">
      </video>
      <a id="mark" href="/ko" data-placeholder-asset="/brand/chaedle-icon.svg">채들</a>`);
    const [pdf, poster, webm, vtt, mark, missing] = findAssets(
      body,
      [
        'files/chaedle-catalog.pdf',
        'video/chaedle-intro-poster.jpg',
        'video/chaedle-intro.webm',
        'video/chaedle-intro.ko.vtt',
        'brand/chaedle-icon.svg',
        'files/chaedle-manual-crew.pdf',
      ],
      'https://preview.example/ko',
    );
    const ids = (elements: Element[] | undefined) => elements!.map((element) => element.id);
    expect(ids(pdf)).toEqual(['pdf']);
    expect(ids(poster)).toEqual(['poster', 'video']);
    expect(ids(webm)).toEqual(['video']);
    expect(ids(vtt)).toEqual(['video']);
    // Drawn by a stylesheet: found by the attribute the element carries while it is a placeholder.
    expect(ids(mark)).toEqual(['mark']);
    expect(missing).toEqual([]);
  });
});
