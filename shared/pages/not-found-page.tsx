import { RouterLink } from '../components/router-link';
import { useResponseStatus } from '../app/response-status';
import { PageMeta } from '../components/page-meta';

export function NotFoundPage({ path }: { path: string }) {
  useResponseStatus(404);
  return (
    <section className="py-16 text-center">
      <PageMeta title="Page not found" description="The page you asked for does not exist." path={path} />
      <h1 className="font-display text-3xl font-semibold">Page not found</h1>
      <p className="mt-4 text-paper/70">There is nothing at this address.</p>
      <RouterLink to="/" className="mt-8 inline-block underline underline-offset-4">
        Go to the home page
      </RouterLink>
    </section>
  );
}
