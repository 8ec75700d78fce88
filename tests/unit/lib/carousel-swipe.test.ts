import { SWIPE_MIN_PX, swipeDirection } from '../../../shared/lib/catalog/carousel';

describe('swipe', () => {
  it('turns the slide from 40 px on: leftward to the next, rightward to the previous', () => {
    expect(SWIPE_MIN_PX).toBe(40);
    expect(swipeDirection(200, 160)).toBe('next');
    expect(swipeDirection(160, 200)).toBe('prev');
    expect(swipeDirection(200, 100)).toBe('next');
  });

  it('is a tap below 40 px, and nothing for a touch without a position', () => {
    expect(swipeDirection(200, 161)).toBeNull();
    expect(swipeDirection(200, 239)).toBeNull();
    expect(swipeDirection(200, 200)).toBeNull();
    expect(swipeDirection(Number.NaN, 100)).toBeNull();
  });
});
