import * as carousel from '../../../shared/lib/catalog/carousel';

describe('carousel timings', () => {
  it('waits 8000 ms after a touch on the promoted carousel, 4000 ms otherwise', () => {
    expect(carousel.promotedCarouselDelay(false)).toBe(4000);
    expect(carousel.promotedCarouselDelay(true)).toBe(8000);
  });
});

describe('slide index', () => {
  it('moves forward and back within the slides', () => {
    expect(carousel.nextIndex(0, 3, false)).toBe(1);
    expect(carousel.nextIndex(1, 3, true)).toBe(2);
    expect(carousel.prevIndex(2, 3, false)).toBe(1);
    expect(carousel.prevIndex(1, 3, true)).toBe(0);
  });

  it('stays at the ends without wrap-around', () => {
    expect(carousel.nextIndex(2, 3, false)).toBe(2);
    expect(carousel.prevIndex(0, 3, false)).toBe(0);
  });

  it('wraps around at the ends with wrap-around', () => {
    expect(carousel.nextIndex(2, 3, true)).toBe(0);
    expect(carousel.prevIndex(0, 3, true)).toBe(2);
  });

  it('copes with no slides, one slide and out-of-range indexes', () => {
    expect(carousel.nextIndex(0, 0, true)).toBe(0);
    expect(carousel.prevIndex(0, 0, true)).toBe(0);
    expect(carousel.nextIndex(0, 1, true)).toBe(0);
    expect(carousel.nextIndex(7, 3, false)).toBe(2);
    expect(carousel.prevIndex(-4, 3, true)).toBe(2);
    expect(carousel.clampIndex(Number.NaN, 3)).toBe(0);
    expect(carousel.clampIndex(1.7, 3)).toBe(1);
    expect(carousel.clampIndex(5, 0)).toBe(0);
  });
});

describe('Prev and Next', () => {
  it('disable at the ends unless wrap-around is on', () => {
    expect(carousel.isPrevDisabled(0, 3, false)).toBe(true);
    expect(carousel.isNextDisabled(0, 3, false)).toBe(false);
    expect(carousel.isPrevDisabled(1, 3, false)).toBe(false);
    expect(carousel.isNextDisabled(1, 3, false)).toBe(false);
    expect(carousel.isPrevDisabled(2, 3, false)).toBe(false);
    expect(carousel.isNextDisabled(2, 3, false)).toBe(true);
    expect(carousel.isPrevDisabled(0, 3, true)).toBe(false);
    expect(carousel.isNextDisabled(2, 3, true)).toBe(false);
  });

  it('are disabled with one slide or none, wrap-around or not', () => {
    for (const wrap of [true, false]) {
      expect(carousel.isPrevDisabled(0, 1, wrap)).toBe(true);
      expect(carousel.isNextDisabled(0, 1, wrap)).toBe(true);
      expect(carousel.isPrevDisabled(0, 0, wrap)).toBe(true);
      expect(carousel.isNextDisabled(0, 0, wrap)).toBe(true);
    }
  });
});

describe('autoplay', () => {
  it('advances, wraps, or stops at the end', () => {
    expect(carousel.autoplayNext(0, 3, false)).toBe(1);
    expect(carousel.autoplayNext(2, 3, true)).toBe(0);
    expect(carousel.autoplayNext(2, 3, false)).toBeNull();
    expect(carousel.autoplayNext(0, 1, true)).toBeNull();
    expect(carousel.autoplayNext(0, 0, true)).toBeNull();
  });
});
