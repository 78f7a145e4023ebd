// An interview's picture, or a box labelled 고객 인터뷰 when it has none or it fails to load.
// A load error that happened before hydration is caught by checking the image once mounted.
import { useEffect, useRef, useState } from "react";
import { responsiveImage } from "@shared/lib/artwork";
import { cn } from "@/lib/cn";

export interface InterviewThumbnailProps {
  src: string | null;
  alt: string | null;
  className?: string;
  /** The largest picture on the first screen: fetched at once and first; the others load as they come into view. */
  priority?: boolean;
  /** How wide it is drawn (the `sizes` attribute), for the choice among its 400, 800 and 1600 px drawings. */
  sizes?: string;
}

export function InterviewThumbnail({ src, alt, className, priority = false, sizes = "100vw" }: InterviewThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label="고객 인터뷰"
        className={cn(
          "flex items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 text-lg font-bold text-brand-700",
          className,
        )}
      >
        <span aria-hidden="true">고객 인터뷰</span>
      </div>
    );
  }
  const image = responsiveImage(src);
  return (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt ?? ""}
      width={800}
      height={450}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("bg-slate-100 object-cover", className)}
    />
  );
}
