// Pixel sizes of the site's own images that pages use as their share picture (og:image), so that link
// previews (KakaoTalk, Naver, Facebook) can lay the card out before downloading it. Sizes of generated
// artwork follow from scripts/images/make-images.mjs (2:1, 1600, 800 and 400 wide); tests/assets.test.ts
// checks the files.
export interface ImageSize {
  width: number;
  height: number;
}

/** The smallest share picture KakaoTalk and Naver show as a large card (2:1); 1200×630 is the common choice. */
export const MIN_SHARE_IMAGE: ImageSize = { width: 800, height: 400 };

import { ARTWORK } from "./artwork";

export const DEFAULT_SHARE_IMAGE = { path: "/attached_assets/og-default.png", width: 1200, height: 630 } as const;

/** The size of a site image given by its path or by an absolute URL on `siteUrl` (its ?v= version aside); undefined when unknown. */
export function knownImageSize(image: string, siteUrl: string): ImageSize | undefined {
  const path = (image.startsWith(siteUrl + "/") ? image.slice(siteUrl.length) : image).split("?")[0];
  if (path === DEFAULT_SHARE_IMAGE.path) return { width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height };
  const artwork = ARTWORK.exec(path);
  if (artwork) return { width: Number(artwork[2]), height: Number(artwork[2]) / 2 };
  return undefined;
}
