// The frame of the few inline line icons of the pages (no icon library for a handful of glyphs):
// 24×24, stroked in the text's color. Decorative by default (aria-hidden); give `title` to make
// one meaningful.
import type { SVGProps } from 'react';

export type LineIconProps = SVGProps<SVGSVGElement> & { size?: number; title?: string };

export function LineIcon({ size = 18, title, children, ...rest }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
