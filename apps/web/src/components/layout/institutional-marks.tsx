// Simple marks drawn for this portal (nothing downloaded): they hint at each institution without
// reproducing its official logo.

const starPoints = (cx: number, cy: number, r: number): string =>
  Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.4;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');

export function EuropeanUnionMark() {
  return (
    <svg viewBox="0 0 60 40" width="60" height="40" aria-hidden="true" focusable="false">
      <rect width="60" height="40" rx="2" fill="#003399" />
      {Array.from({ length: 12 }, (_, i) => {
        const angle = (i * Math.PI) / 6;
        return (
          <polygon
            key={i}
            points={starPoints(30 + 12 * Math.sin(angle), 20 - 12 * Math.cos(angle), 2.6)}
            fill="#ffcc00"
          />
        );
      })}
    </svg>
  );
}

export function ItalianRepublicMark() {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <clipPath id="suap-mark-it">
        <circle cx="20" cy="20" r="18" />
      </clipPath>
      <g clipPath="url(#suap-mark-it)">
        <rect x="0" width="14" height="40" fill="#008c45" />
        <rect x="14" width="12" height="40" fill="#f4f5f0" />
        <rect x="26" width="14" height="40" fill="#cd212a" />
      </g>
      <circle cx="20" cy="20" r="18" fill="none" stroke="#5c6f82" strokeWidth="1.5" />
    </svg>
  );
}

export function RegionsMark() {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="6" fill="#17324d" />
      {Array.from({ length: 20 }, (_, i) => (
        <circle key={i} cx={8 + (i % 5) * 6} cy={11 + Math.floor(i / 5) * 6} r="2" fill="#ffffff" />
      ))}
    </svg>
  );
}

export function AgidMark() {
  return (
    <svg viewBox="0 0 64 40" width="64" height="40" aria-hidden="true" focusable="false">
      <rect width="64" height="40" rx="6" fill="#0066cc" />
      <text
        x="32"
        y="26"
        textAnchor="middle"
        fontFamily="'Titillium Web', sans-serif"
        fontWeight="700"
        fontSize="16"
        fill="#ffffff"
      >
        AgID
      </text>
    </svg>
  );
}

export function DesignersItaliaMark() {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="6" fill="#ffffff" stroke="#0066cc" strokeWidth="2" />
      <path d="M10 10h9a10 10 0 0 1 0 20h-9z" fill="#0066cc" />
      <circle cx="30" cy="27" r="3" fill="#0066cc" />
    </svg>
  );
}
