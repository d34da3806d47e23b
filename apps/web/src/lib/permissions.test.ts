import { describe, expect, it } from 'vitest';
import { Role } from '@suap/shared';
import { hasPermission, isMenuItemVisible } from './permissions';

const { FRONT_OFFICE, BO_ADMIN, BO_COLLAB, BACK_OFFICE } = Role;
const everyone = [null, FRONT_OFFICE, BO_ADMIN, BO_COLLAB, BACK_OFFICE];

describe('isMenuItemVisible (SPEC §6)', () => {
  it('shows an item without a permission list to everyone, anonymous included', () => {
    for (const profile of everyone) expect(isMenuItemVisible({}, profile)).toBe(true);
    for (const profile of everyone) expect(isMenuItemVisible({ permissions: [] }, profile)).toBe(true);
  });

  it('shows an item with a list only to the listed profiles', () => {
    const item = { permissions: [BO_ADMIN, BO_COLLAB] };
    expect(isMenuItemVisible(item, BO_ADMIN)).toBe(true);
    expect(isMenuItemVisible(item, BO_COLLAB)).toBe(true);
    expect(isMenuItemVisible(item, FRONT_OFFICE)).toBe(false);
    expect(isMenuItemVisible(item, BACK_OFFICE)).toBe(false);
    expect(isMenuItemVisible(item, null)).toBe(false);
    expect(isMenuItemVisible(item, undefined)).toBe(false);
  });

  it("with a list starting with '!' shows the item to everyone except the listed profiles", () => {
    const item = { permissions: ['!', BO_ADMIN, BO_COLLAB, BACK_OFFICE] as const };
    expect(isMenuItemVisible(item, null)).toBe(true);
    expect(isMenuItemVisible(item, FRONT_OFFICE)).toBe(true);
    expect(isMenuItemVisible(item, BO_ADMIN)).toBe(false);
    expect(isMenuItemVisible(item, BO_COLLAB)).toBe(false);
    expect(isMenuItemVisible(item, BACK_OFFICE)).toBe(false);
  });

  it("treats a lone '!' as excluding nobody", () => {
    for (const profile of everyone) expect(isMenuItemVisible({ permissions: ['!'] }, profile)).toBe(true);
  });

  it('hides a disabled item whatever the profile', () => {
    for (const profile of everyone) expect(isMenuItemVisible({ disabled: true }, profile)).toBe(false);
    expect(isMenuItemVisible({ disabled: true, permissions: [FRONT_OFFICE] }, FRONT_OFFICE)).toBe(false);
    expect(isMenuItemVisible({ disabled: false, permissions: [FRONT_OFFICE] }, FRONT_OFFICE)).toBe(true);
  });

  it('applies the help-online sections of SPEC §6', () => {
    const administrator = [BACK_OFFICE, BO_ADMIN];
    const collaborator = [BACK_OFFICE, BO_COLLAB];
    expect(hasPermission(administrator, BO_ADMIN)).toBe(true);
    expect(hasPermission(administrator, BO_COLLAB)).toBe(false);
    expect(hasPermission(collaborator, BO_COLLAB)).toBe(true);
    expect(hasPermission(collaborator, BACK_OFFICE)).toBe(true);
    expect(hasPermission(collaborator, BO_ADMIN)).toBe(false);
  });
});
