/**
 * An image the server already sized (a small static SVG cover, a generated file): a plain img, which
 * next/image would only add work to. `alt` is empty for a picture that only decorates a link.
 */
export function PlainImage({
  src,
  alt = '',
  width,
  height,
  loading,
  className,
}: {
  src: string;
  alt?: string;
  width: number;
  height: number;
  loading?: 'lazy';
  className?: string;
}) {
  // eslint-disable-next-line @next/next/no-img-element -- see above: nothing to optimise
  return <img src={src} alt={alt} width={width} height={height} loading={loading} className={className} />;
}
