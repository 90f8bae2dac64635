type Props = { src: string; alt: string; size: number; priority?: boolean; className?: string };

/**
 * The company logo, served as it is (it was `next/image` with `unoptimized`, which rendered this same
 * <img>): a plain element keeps next/image's client code off every page. `priority` for a logo above the
 * fold: fetched early instead of lazily.
 */
export function Logo({ src, alt, size, priority = false, className }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for next/image to optimize
    <img src={src} alt={alt} width={size} height={size} decoding="async" loading={priority ? undefined : "lazy"} fetchPriority={priority ? "high" : undefined} className={className} />
  );
}
