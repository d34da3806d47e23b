import { Role } from '@suap/shared';
import type { PermissionList } from '../../lib/permissions';

const { FRONT_OFFICE, BO_ADMIN, BO_COLLAB, BACK_OFFICE } = Role;

export const HELP_SECTION_IDS = [
  'public-area',
  'private-area',
  'back-office',
  'administrator',
  'collaborator',
] as const;
export type HelpSectionId = (typeof HELP_SECTION_IDS)[number];

export interface HelpSection {
  id: HelpSectionId;
  /** SPEC §2 help-online permissions; none means open to everyone. */
  permissions?: PermissionList;
  /** Which login a visitor without a session needs for this section. */
  login?: 'fo' | 'bo';
}

/** SPEC §2 help-online: the same lists as the route table, so links and pages agree with the routes. */
export const HELP_SECTIONS: readonly HelpSection[] = [
  { id: 'public-area' },
  { id: 'private-area', permissions: [FRONT_OFFICE], login: 'fo' },
  { id: 'back-office', permissions: [BACK_OFFICE, BO_ADMIN, BO_COLLAB], login: 'bo' },
  { id: 'administrator', permissions: [BACK_OFFICE, BO_ADMIN], login: 'bo' },
  { id: 'collaborator', permissions: [BACK_OFFICE, BO_COLLAB], login: 'bo' },
];

export function helpSection(id: HelpSectionId): HelpSection {
  return HELP_SECTIONS.find((section) => section.id === id)!;
}

export const helpSectionPath = (lang: string, id: HelpSectionId) => `/${lang}/help-online/${id}`;
