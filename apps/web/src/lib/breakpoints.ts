import { BREAKPOINTS } from '@suap/shared';

/** Below the lg breakpoint the header menu collapses into the burger panel. */
export const BURGER_MENU_QUERY = `(max-width: ${BREAKPOINTS.lg - 0.02}px)`;
/** Below the sm breakpoint the floating login button may appear. */
export const PHONE_QUERY = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`;
