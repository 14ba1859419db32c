/**
 * @jest-environment <rootDir>/scripts/test/jestDomEnvironment.cjs
 */
import { isRendered } from './isRendered';

describe('isRendered', () => {
  it('asks checkVisibility() where the browser has it', () => {
    const element = document.createElement('div');
    element.checkVisibility = jest.fn(() => true);
    expect(isRendered(element)).toBe(true);
    element.checkVisibility = jest.fn(() => false);
    expect(isRendered(element)).toBe(false);
  });

  it('without it (Safari before 17.4): rendered when it has layout boxes', () => {
    const element = document.createElement('div');
    Object.defineProperty(element, 'checkVisibility', { value: undefined });
    const boxes = jest.spyOn(element, 'getClientRects');
    boxes.mockReturnValue([] as unknown as DOMRectList);
    expect(isRendered(element)).toBe(false);
    boxes.mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    expect(isRendered(element)).toBe(true);
  });
});
