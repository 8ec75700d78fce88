/** The image preset widths as spec 000 §9 lists them, for the tests that pin the code to them. */
export const SPEC_IMAGE_PRESETS = {
  grid: [162, 322, 644],
  profile: [343, 686, 1392],
  galleryThumb: [360, 720],
  galleryScreen: [640, 828, 1080, 2000],
  featured: [64, 128],
  promotedProduct: [158, 316],
};
