// What a role requires of a coach (issue 30), in words, one item each: the checks, the minimum
// accreditation level and the start date. The role page lists it for everyone, open or closed
// (pages/job-details/role-credentials.tsx), and the role form's Preview tab shows it as
// coaches will see it (pages/employer-job-edit).
import type { RoleRequirements } from '../../shared/credentials';
import { FIT_PANEL_TEXTS as F } from '../../shared/texts/credential-fit';
import { REQUIREMENT_NAMES } from '../../shared/texts/credentials';
import styles from './requirement-list.module.css';

export type Requirements = Pick<RoleRequirements, 'wwcc' | 'policeCheck' | 'firstAid' | 'cpr'> & {
  accreditation: string | null;
  startDate: string | null;
};

/** The requirements in words, one item each (the checks, the level, the start date). */
export function requirementItems(r: Requirements): string[] {
  const items: string[] = [];
  for (const key of ['wwcc', 'policeCheck', 'firstAid', 'cpr'] as const) {
    if (r[key]) items.push(REQUIREMENT_NAMES[key]);
  }
  if (r.accreditation) items.push(F.accreditationAtLeast(r.accreditation));
  if (r.startDate) items.push(F.startsOn(r.startDate));
  return items;
}

/** The "Requirements" section; nothing when the role sets none. */
export function RequirementList({
  requirements,
  headingLevel = 2,
  id = 'requirements-heading',
}: {
  requirements: Requirements | null | undefined;
  /** 3 inside a preview whose title is a level 2 heading. */
  headingLevel?: 2 | 3;
  /** The heading's id (the section's name). */
  id?: string;
}) {
  const items = requirements ? requirementItems(requirements) : [];
  if (!items.length) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.box} aria-labelledby={id}>
      <Heading id={id} className={styles.title}>
        {F.requirements}
      </Heading>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
