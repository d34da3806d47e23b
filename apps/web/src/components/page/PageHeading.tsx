import type { HTMLAttributes } from 'react';

/** The page's h1. tabIndex -1 lets the router move focus here after each navigation. */
export function PageHeading({ className, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h1 tabIndex={-1} className={className} {...rest}>
      {children}
    </h1>
  );
}
