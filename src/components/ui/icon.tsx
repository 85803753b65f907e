/** The site's inline icons: 24×24 outlines and 20×20 solid shapes, decorative (aria-hidden) by default. */

export function StrokeIcon({
  className = "size-5",
  filled = false,
  children,
}: {
  className?: string;
  filled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}

export function SolidIcon({ className = "size-5", path }: { className?: string; path: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className} fill="currentColor">
      <path d={path} />
    </svg>
  );
}

export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return (
    <StrokeIcon filled={filled}>
      <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.4 1.1 4.2 2.3h2.6C14.1 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z" />
    </StrokeIcon>
  );
}

export function ChevronDownIcon({ className }: { className: string }) {
  return (
    <SolidIcon
      className={className}
      path="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z"
    />
  );
}
