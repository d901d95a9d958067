import { afterAll, beforeAll, vi } from 'vitest';

/** A PNG data URL standing for what a canvas exports. */
export const drawnPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * jsdom has no canvas: a 2D context that draws nothing and an export of a fixed PNG, so the pad's
 * pointer handling and the page around it run as in a browser.
 */
export function drawableCanvas(): void {
  beforeAll(() => {
    const context = {
      clearRect: vi.fn(),
      beginPath: vi.fn(),
      arc: vi.fn(),
      fill: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => drawnPng);
  });
  afterAll(() => vi.restoreAllMocks());
}
