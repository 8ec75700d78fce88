import {
  autoplayNext,
  clampIndex,
  isNextDisabled,
  isPrevDisabled,
  nextIndex,
  prevIndex,
  promotedCarouselDelay,
} from '../../../shared/lib/catalog/carousel';

describe('carousel timings', () => {
  it('waits 8000 ms after a touch on the promoted carousel, 4000 ms otherwise', () => {
    expect(promotedCarouselDelay(false)).toBe(4000);
    expect(promotedCarouselDelay(true)).toBe(8000);
  });
});

describe('slide index', () => {
  it('moves forward and back within the slides', () => {
    expect(nextIndex(0, 3, false)).toBe(1);
    expect(nextIndex(1, 3, true)).toBe(2);
    expect(prevIndex(2, 3, false)).toBe(1);
    expect(prevIndex(1, 3, true)).toBe(0);
  });

  it('stays at the ends without wrap-around', () => {
    expect(nextIndex(2, 3, false)).toBe(2);
    expect(prevIndex(0, 3, false)).toBe(0);
  });

  it('wraps around at the ends with wrap-around', () => {
    expect(nextIndex(2, 3, true)).toBe(0);
    expect(prevIndex(0, 3, true)).toBe(2);
  });

  it('copes with no slides, one slide and out-of-range indexes', () => {
    expect(nextIndex(0, 0, true)).toBe(0);
    expect(prevIndex(0, 0, true)).toBe(0);
    expect(nextIndex(0, 1, true)).toBe(0);
    expect(nextIndex(7, 3, false)).toBe(2);
    expect(prevIndex(-4, 3, true)).toBe(2);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
    expect(clampIndex(1.7, 3)).toBe(1);
    expect(clampIndex(5, 0)).toBe(0);
  });
});

describe('Prev and Next', () => {
  it('disable at the ends unless wrap-around is on', () => {
    expect(isPrevDisabled(0, 3, false)).toBe(true);
    expect(isNextDisabled(0, 3, false)).toBe(false);
    expect(isPrevDisabled(1, 3, false)).toBe(false);
    expect(isNextDisabled(1, 3, false)).toBe(false);
    expect(isPrevDisabled(2, 3, false)).toBe(false);
    expect(isNextDisabled(2, 3, false)).toBe(true);
    expect(isPrevDisabled(0, 3, true)).toBe(false);
    expect(isNextDisabled(2, 3, true)).toBe(false);
  });

  it('are disabled with one slide or none, wrap-around or not', () => {
    for (const wrap of [true, false]) {
      expect(isPrevDisabled(0, 1, wrap)).toBe(true);
      expect(isNextDisabled(0, 1, wrap)).toBe(true);
      expect(isPrevDisabled(0, 0, wrap)).toBe(true);
      expect(isNextDisabled(0, 0, wrap)).toBe(true);
    }
  });
});

describe('autoplay', () => {
  it('advances, wraps, or stops at the end', () => {
    expect(autoplayNext(0, 3, false)).toBe(1);
    expect(autoplayNext(2, 3, true)).toBe(0);
    expect(autoplayNext(2, 3, false)).toBeNull();
    expect(autoplayNext(0, 1, true)).toBeNull();
    expect(autoplayNext(0, 0, true)).toBeNull();
  });
});
