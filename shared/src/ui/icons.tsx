import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** Width and height in px. */
  size?: number;
  /** The icon's meaning, for an icon that stands alone; without it the icon is decorative and hidden. */
  title?: string;
}
export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

/** A 24×24 line icon drawn in currentColor, so it follows the text colour around it. */
export function icon(name: string, paths: ReactNode): IconComponent {
  const Icon = ({ size = 20, title, ...rest }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {title && <title>{title}</title>}
      {paths}
    </svg>
  );
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const CloseIcon = icon('Close', <path d="M6 6l12 12M18 6 6 18" />);
export const ChevronLeftIcon = icon('ChevronLeft', <path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = icon('ChevronRight', <path d="m9 6 6 6-6 6" />);
export const AlertIcon = icon(
  'Alert',
  <>
    <path d="M12 3 2 20h20z" />
    <path d="M12 10v4M12 17h.01" />
  </>,
);
