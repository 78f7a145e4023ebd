// An interview's picture, or a box labelled 고객 인터뷰 when it has none or it fails to load.
// A load error that happened before hydration is caught by checking the image once mounted.
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";

export interface InterviewThumbnailProps {
  src: string | null;
  alt: string | null;
  className?: string;
  loading?: "lazy" | "eager";
}

export function InterviewThumbnail({ src, alt, className, loading = "lazy" }: InterviewThumbnailProps) {
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
        className={cn("flex items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 text-lg font-bold text-brand-700", className)}
      >
        <span aria-hidden="true">고객 인터뷰</span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={alt ?? ""}
      width={800}
      height={450}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("bg-slate-100 object-cover", className)}
    />
  );
}
