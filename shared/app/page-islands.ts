/**
 * The pages' islands (docs/decisions/0118), each declared beside its component; gathered here only
 * so that the browser's loaders can be checked against them (tests/unit/island-loaders.test.ts).
 * The frame's: frame-islands.tsx.
 */
export { PreviewButtonIsland } from '../components/storefront/preview-button';
export { AddToBasketFormIsland } from '../components/basket/add-to-basket-form';
export { TileBasketActionIsland } from '../components/basket/tile-basket-action';
