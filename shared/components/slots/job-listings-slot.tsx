import { SlotHeading } from '../../blocks/slot-heading';
import { useId } from 'react';
import { useSiteQuery } from '../../app/site-query';
import { JOBS } from '../../graphql/services';
import { APPLY_TEXT, NO_JOBS_TEXT } from '../../lib/catalog/storefront-texts';
import { FOCUS_RING } from '../focus-ring';
import { LoadingBlock } from '../loading-block';
import { OutsideLink } from '../outside-link';

/** Open positions of the jobs account; Apply opens the posting in a new tab, as every outside link does (spec 000 §2). */
export function JobListingsSlot({ accountName, title }: { accountName: string; title?: string }) {
  const { data, loading } = useSiteQuery(JOBS, { variables: { accountName } });
  const jobs = data?.jobs ?? [];
  const listId = useId();
  return (
    <section className="my-10">
      {title ? <SlotHeading className="font-display text-2xl font-semibold">{title}</SlotHeading> : null}
      {loading && !data ? (
        <LoadingBlock className="mt-4 h-24" />
      ) : jobs.length === 0 ? (
        <p className="mt-4 text-paper/80">{NO_JOBS_TEXT}</p>
      ) : (
        <ul className="mt-4 divide-y divide-white/10 border-y border-white/10">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div>
                <p id={`${listId}-${job.id}`} className="font-semibold">
                  {job.title.label}
                </p>
                <p className="text-sm text-paper/70">
                  {job.department.label} · {job.location.label}
                </p>
              </div>
              {/* Every job's link reads "Apply": the job's title says which one. */}
              <OutsideLink
                href={job.postingUrl}
                aria-describedby={`${listId}-${job.id}`}
                className={`rounded-full border border-accent px-4 py-2 text-sm text-accent hover:bg-accent hover:text-ink ${FOCUS_RING}`}
              >
                {APPLY_TEXT}
              </OutsideLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
