export { RequestStateBadge, useRequestStateLabel, type RequestStateBadgeProps } from './RequestStateBadge';
