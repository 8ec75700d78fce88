import type { ContactDepartment } from '../../lib/contact/contact-form-schema';
import { TOPIC_PLACEHOLDER } from '../../lib/contact/contact-texts';

/** The topic menu's choices (spec 001 §3): the placeholder, then each department by name. */
export function TopicOptions({ departments }: { departments: readonly ContactDepartment[] }) {
  return (
    <>
      <option value="">{TOPIC_PLACEHOLDER}</option>
      {departments.map((department) => (
        <option key={department.channel_id} value={department.channel_id}>
          {department.department_name}
        </option>
      ))}
    </>
  );
}
