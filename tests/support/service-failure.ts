import { ServiceError } from '../../server/sources/http/service-error';

/** The ServiceError a call fails with; the test fails if it resolves or fails with anything else. */
export async function serviceFailure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}
