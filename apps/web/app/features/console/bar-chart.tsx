// The dashboard's small chart (decision 038): our own SVG bars, no chart library. For a screen
// reader the picture is one image with a summary (role="img" and its label); the figures
// themselves are in a table beside it.
import { barGeometry } from './chart-geometry.ts';

export function BarChart({
  values,
  label,
  width = 300,
  height = 80,
}: {
  values: readonly number[];
  label: string;
  width?: number;
  height?: number;
}) {
  const bars = barGeometry(values, width, height);
  return (
    <svg
      className="console-chart"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <line
        x1={0}
        y1={height - 0.5}
        x2={width}
        y2={height - 0.5}
        stroke="currentColor"
        strokeOpacity={0.3}
      />
      {bars.map((bar, index) => (
        <rect
          key={index}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={bar.height}
          fill="currentColor"
        />
      ))}
    </svg>
  );
}
