import { ICON_SHAPES, type IconName, type IconShape } from './icon-paths.js';

export interface IconProps {
  name: IconName;
  /** Rendered size in px (the drawing stays on its 24 px grid). Default 20. */
  size?: number;
  className?: string;
}

function Shape({ shape }: { shape: IconShape }) {
  switch (shape.kind) {
    case 'path':
      return <path d={shape.d} />;
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} />;
    case 'rect':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />;
  }
}

/** A decorative icon in the current text colour. Hidden from assistive technology: label its control. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className ? `wp-icon ${className}` : 'wp-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {ICON_SHAPES[name].map((shape, index) => (
        // The shapes of an icon are a fixed list, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static drawing
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
}
