import './ui.css';

export function Skeleton({
  width,
  height = 16,
  radius,
}: {
  width?: string | number;
  height?: string | number;
  radius?: number;
}) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius }} />;
}

/** A card-shaped placeholder, shown while a list loads. */
export function SkeletonCard() {
  return (
    <div className="skeleton-card" aria-hidden="true">
      <Skeleton width="60%" height={20} />
      <Skeleton width="100%" />
      <Skeleton width="85%" />
      <div className="skeleton-card__row">
        <Skeleton width={64} height={24} radius={999} />
        <Skeleton width={64} height={24} radius={999} />
      </div>
    </div>
  );
}
