import spritesUrl from 'bootstrap-italia/dist/svg/sprites.svg?url';

export type IconName =
  | 'it-arrow-up'
  | 'it-burger'
  | 'it-close-big'
  | 'it-close-circle'
  | 'it-check-circle'
  | 'it-error'
  | 'it-warning-circle'
  | 'it-user'
  | 'it-arrow-right'
  | 'it-external-link'
  | 'it-help-circle'
  | 'it-pa'
  | 'it-locked'
  | 'it-file'
  | 'it-file-pdf'
  | 'it-file-image'
  | 'it-file-signed'
  | 'it-upload'
  | 'it-delete';

interface IconProps {
  name: IconName;
  className?: string;
  /** Bootstrap Italia colour suffix: 'white', 'primary', 'danger', ... */
  color?: string;
  size?: 'xs' | 'sm' | 'lg' | 'xl';
  /** Only for icons that carry meaning on their own; decorative icons stay hidden from assistive tech. */
  title?: string;
}

/** Icons from the Bootstrap Italia sprite, served from our own origin (the CSP allows only 'self'). */
export function Icon({ name, className, color, size, title }: IconProps) {
  const classes = ['icon', color && `icon-${color}`, size && `icon-${size}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      className={classes}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title && <title>{title}</title>}
      <use href={`${spritesUrl}#${name}`} />
    </svg>
  );
}
