// The URLs pages use for the site's own artwork (attached_assets/): versioned, so browsers may keep them a
// year, and with the responsive sizes each piece is drawn in (scripts/images/make-images.mjs: 400, 800 and 1600 px
// wide, 2:1). Kept apart from image-sizes.ts: this part is in every public page's JavaScript.

/** A piece of artwork by its path: the part before the width, and the width. */
export const ARTWORK = /^(\/attached_assets\/(?:articles|interviews)\/[a-z0-9-]+)-(1600|800|400)\.webp$/;

/** The widths each piece of artwork is drawn in (scripts/images/make-images.mjs). */
const ARTWORK_WIDTHS = [400, 800, 1600] as const;

declare const __ASSET_VERSION__: string | undefined;
/** The hash of attached_assets/ this build was made from (scripts/lib/asset-version.mjs); empty when not built. */
const ASSET_VERSION: string = typeof __ASSET_VERSION__ === "string" ? __ASSET_VERSION__ : "";

/** A file of attached_assets/ as pages ask for it: with the artwork's version, which the server lets browsers keep a year. */
export function versionedAsset(url: string): string {
  return ASSET_VERSION && url.startsWith("/attached_assets/") && !url.includes("?") ? `${url}?v=${ASSET_VERSION}` : url;
}

/** How wide a card's picture is drawn: the page's width on a phone, half of it from 640 px, a third of 72 rem from 1024 px. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw";
/** The first card of a list spans two columns: the page's width up to 1024 px, two thirds of 72 rem from there. */
export const FEATURED_CARD_IMAGE_SIZES = "(min-width: 1024px) 752px, 100vw";

/** `src` and, for the site's artwork, a `srcset` of its 400, 800 and 1600 px drawings (the browser picks by `sizes`). */
export function responsiveImage(src: string): { src: string; srcSet?: string } {
  const artwork = ARTWORK.exec(src);
  if (!artwork) return { src: versionedAsset(src) };
  const at = (width: number) => versionedAsset(`${artwork[1]}-${width}.webp`);
  return { src: at(800), srcSet: ARTWORK_WIDTHS.map((width) => `${at(width)} ${width}w`).join(", ") };
}
