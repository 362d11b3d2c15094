import { theme } from '@site/ui/theme';
import { ROLE_DESCRIPTIONS, ROLES, type Role } from '@site/contracts/access';
import { SECTIONS, type SectionName } from '@site/contracts/sections';
import { fieldset } from '../components/admin-styles.ts';
import { toggled } from '../components/toggled.ts';

interface RoleFieldsProps {
  idPrefix: string;
  role: Role;
  sections: readonly SectionName[];
  onRole: (role: Role) => void;
  onSections: (sections: SectionName[]) => void;
}

/** A role, and for RELEASER the sections it may release: the same two fields wherever a role is given. */
export function RoleFields({ idPrefix, role, sections, onRole, onSections }: RoleFieldsProps) {
  return (
    <>
      <div css={{ display: 'grid', gap: '0.25rem', minWidth: 0 }}>
        <label htmlFor={`${idPrefix}-role`} css={{ fontWeight: 600 }}>
          Role
        </label>
        <select
          id={`${idPrefix}-role`}
          value={role}
          aria-describedby={`${idPrefix}-role-hint`}
          onChange={(event) => onRole(event.target.value as Role)}
          css={{ width: '100%', maxWidth: '100%', minHeight: '44px', padding: '0 0.5rem', borderRadius: '8px', font: 'inherit' }}
        >
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <span id={`${idPrefix}-role-hint`} css={{ color: theme.color.muted, fontSize: '0.875rem' }}>
          {ROLE_DESCRIPTIONS[role]}
        </span>
      </div>
      {role === 'RELEASER' ? (
        <fieldset css={fieldset}>
          <legend>Sections they may release</legend>
          {SECTIONS.map((section) => (
            <label key={section}>
              <input type="checkbox" checked={sections.includes(section)} onChange={(event) => onSections(toggled(sections, section, event.target.checked))} />
              {section}
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
